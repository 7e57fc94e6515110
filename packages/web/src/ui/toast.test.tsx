import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showToast } from './toast.ts';
import { ToastHost } from './toast-host.tsx';

describe('showToast', () => {
  it('mounts the toast area on the first toast and shows title and description', async () => {
    render(
      <MantineProvider>
        <ToastHost />
      </MantineProvider>,
    );
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

    await showToast({ type: 'error', title: 'Företaget kunde inte skapas', description: 'Försök igen' });

    expect(await screen.findByText('Företaget kunde inte skapas')).toBeInTheDocument();
    expect(screen.getByText('Försök igen')).toBeInTheDocument();
  });
});

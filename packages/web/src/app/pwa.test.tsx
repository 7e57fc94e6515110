import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n, renderWithUi } from '../testing/render-with-ui.tsx';
import { ToastHost } from '../ui/toast-host.tsx';
import { offerUpdate } from './pwa.ts';

describe('offerUpdate', () => {
  it('offers Uppdatera nu (en-GB Update Now), which activates the waiting service worker and reloads', async () => {
    const updateServiceWorker = vi.fn(async () => {});
    renderWithUi(<ToastHost />);
    await act(async () => {
      await offerUpdate(updateServiceWorker, createTestI18n('sv-SE').t);
    });
    expect(await screen.findByText('En ny version av appen finns')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Uppdatera nu' }));
    expect(updateServiceWorker).toHaveBeenCalledWith(true);
  });
});

import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../../testing/render-with-ui.tsx';
import { RootErrorBoundary } from './root-error-boundary.tsx';

const { reportError } = vi.hoisted(() => ({ reportError: vi.fn() }));
vi.mock('../../lib/error-reporting.ts', () => ({ reportError }));

function renderFailingRoute(error: Error) {
  const router = createMemoryRouter([
    {
      path: '/',
      ErrorBoundary: RootErrorBoundary,
      Component: () => {
        throw error;
      },
    },
  ]);
  return render(
    <I18nextProvider i18n={createTestI18n()}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

afterEach(() => {
  reportError.mockClear();
  vi.restoreAllMocks();
});

describe('RootErrorBoundary', () => {
  it('shows the unexpected-error screen for a render error and reports it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('Cannot read properties of undefined');
    renderFailingRoute(error);
    expect(await screen.findByRole('heading', { name: 'Ett oväntat fel har inträffat' })).toBeInTheDocument();
    expect(
      screen.getByText('Felet har loggats. Försök att ladda om sidan eller gå till startsidan.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ladda om sidan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå till startsidan' })).toHaveAttribute('href', '/');
    expect(reportError).toHaveBeenCalledWith(error);
  });

  it('shows the app-updated screen for a failed chunk and does not report it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderFailingRoute(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    expect(await screen.findByRole('heading', { name: 'Appen har uppdaterats' })).toBeInTheDocument();
    expect(reportError).not.toHaveBeenCalled();
  });
});

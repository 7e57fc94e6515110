import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../testing/render-with-ui.tsx';
import { hideErrorToasts, hideToast, setToastCloseLabel, showToast, updateToast } from './toast.ts';
import { ToastHost } from './toast-host.tsx';
import { notifications } from './toast-notifications.tsx';

afterEach(() => {
  act(() => notifications.clean());
  vi.useRealTimers();
});

describe('showToast', () => {
  it('mounts the toast area on the first toast and shows title and description at the bottom-end', async () => {
    renderWithUi(<ToastHost />);
    await act(async () => {
      await showToast({ type: 'success', title: 'Företaget har skapats', description: 'Välkommen in!' });
    });
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Företaget har skapats');
    expect(toast).toHaveTextContent('Välkommen in!');
    expect(document.querySelector('[data-position="bottom-right"]')).toContainElement(toast);
  });

  it('closes with its close button, named in the current language', async () => {
    setToastCloseLabel('Stäng');
    renderWithUi(<ToastHost />);
    await act(async () => {
      await showToast({ title: 'Sparat' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(screen.queryByText('Sparat')).not.toBeInTheDocument());
  });

  it('runs the optional action and closes the toast', async () => {
    const onClick = vi.fn();
    renderWithUi(<ToastHost />);
    await act(async () => {
      await showToast({ title: 'En ny version av appen finns', action: { label: 'Update Now', onClick } });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Update Now' }));
    expect(onClick).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByText('En ny version av appen finns')).not.toBeInTheDocument());
  });

  it('shows errors as alerts', async () => {
    renderWithUi(<ToastHost />);
    await act(async () => {
      await showToast({ type: 'error', title: 'Det saknas en eller flera behörigheter' });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Det saknas en eller flera behörigheter');
  });

  it('keeps a loading toast until it is replaced by its outcome', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithUi(<ToastHost />);
    let id = '';
    await act(async () => {
      id = await showToast({ type: 'loading', title: 'Sparar...', autoClose: 10 });
    });
    const loading = await screen.findByRole('status');
    expect(loading.querySelector('.mantine-Loader-root')).not.toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Sparar...')).toBeInTheDocument();
    await act(async () => {
      await updateToast(id, { type: 'success', title: 'Sparat' });
    });
    expect(await screen.findByText('Sparat')).toBeInTheDocument();
    expect(screen.getByRole('status').querySelector('.mantine-Loader-root')).toBeNull();
    await act(async () => {
      await hideToast(id);
    });
    await waitFor(() => expect(screen.queryByText('Sparat')).not.toBeInTheDocument());
  });

  it('closes the open error toasts and keeps the others', async () => {
    renderWithUi(<ToastHost />);
    await act(async () => {
      await showToast({ type: 'error', title: 'Sökningen misslyckades' });
      await showToast({ type: 'success', title: 'Sparat' });
    });
    await screen.findByText('Sökningen misslyckades');
    await act(async () => {
      await hideErrorToasts();
    });
    await waitFor(() => expect(screen.queryByText('Sökningen misslyckades')).not.toBeInTheDocument());
    expect(screen.getByText('Sparat')).toBeInTheDocument();
  });
});

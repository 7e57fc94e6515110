// Toasts (spec: bottom-end, title, description, optional action, close button, loading type).
// Mantine's notifications and their CSS load on the first toast, not with the first page.

export type ToastType = 'info' | 'success' | 'error' | 'loading';
export type Toast = { type?: ToastType; title: string; description?: string };

const toastColours: Record<ToastType, string | undefined> = {
  info: undefined,
  success: 'teal',
  error: 'red',
  loading: undefined,
};

let isHostRequested = false;
const hostListeners = new Set<() => void>();

export function subscribeToastHost(listener: () => void): () => void {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
}

export function isToastHostRequested(): boolean {
  return isHostRequested;
}

function requestToastHost(): void {
  if (isHostRequested) return;
  isHostRequested = true;
  for (const listener of hostListeners) listener();
}

/** Shows a toast and resolves to its id. */
export async function showToast({ type = 'info', title, description }: Toast): Promise<string> {
  requestToastHost();
  const { notifications } = await import('./toast-notifications.tsx');
  const hasDescription = description !== undefined && description !== '';
  return notifications.show({
    position: 'bottom-right',
    title: hasDescription ? title : undefined,
    message: hasDescription ? description : title,
    color: toastColours[type],
    loading: type === 'loading',
    autoClose: type === 'loading' ? false : type === 'error' ? 8000 : 4000,
  });
}

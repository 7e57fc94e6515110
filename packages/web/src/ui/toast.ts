// Toasts (spec: bottom-end, title, description, optional action, close button, loading type).
// Mantine's notifications and their CSS load on the first toast, not with the first page.

export type ToastType = 'info' | 'success' | 'error' | 'loading';
export type ToastAction = { label: string; onClick: () => void };
export type Toast = {
  /** Reusing an id replaces that toast (a loading toast becoming its outcome). */
  id?: string;
  type?: ToastType;
  title: string;
  description?: string;
  action?: ToastAction;
  /** Milliseconds, or false to stay until closed; loading toasts always stay. */
  autoClose?: number | false;
};

let isHostRequested = false;
const hostListeners = new Set<() => void>();
let closeLabel = 'Stäng';
let sequence = 0;
// Error toasts belong to the page they came from; a route change closes them (see hideErrorToasts).
const openErrorToasts = new Set<string>();

export function subscribeToastHost(listener: () => void): () => void {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
}

export function isToastHostRequested(): boolean {
  return isHostRequested;
}

/** The close button's accessible name, in the current language (set by the app providers). */
export function setToastCloseLabel(label: string): void {
  closeLabel = label;
}

function requestToastHost(): void {
  if (isHostRequested) return;
  isHostRequested = true;
  for (const listener of hostListeners) listener();
}

async function loadNotifications() {
  requestToastHost();
  return import('./toast-notifications.tsx');
}

// Callers fire and forget (`void showToast(...)`): a chunk that fails to load (an old tab after a
// deploy, a dropped connection) loses that one toast, and must not become an unhandled rejection.
async function withNotifications(
  use: (module: Awaited<ReturnType<typeof loadNotifications>>) => void,
): Promise<void> {
  let module: Awaited<ReturnType<typeof loadNotifications>>;
  try {
    module = await loadNotifications();
  } catch (error) {
    console.error('Lönsam: the notifications could not load', error);
    return;
  }
  use(module);
}

/** Shows a toast and resolves to its id. */
export async function showToast(toast: Toast): Promise<string> {
  const id = toast.id ?? `toast-${++sequence}`;
  if (toast.type === 'error') openErrorToasts.add(id);
  else openErrorToasts.delete(id);
  await withNotifications(({ notifications, toNotificationData }) =>
    notifications.show(toNotificationData({ ...toast, id }, closeLabel)),
  );
  return id;
}

/** Replaces the content of a shown toast. */
export async function updateToast(id: string, toast: Toast): Promise<void> {
  if (toast.type === 'error') openErrorToasts.add(id);
  else openErrorToasts.delete(id);
  await withNotifications(({ notifications, toNotificationData }) =>
    notifications.update(toNotificationData({ ...toast, id }, closeLabel)),
  );
}

export async function hideToast(id: string): Promise<void> {
  openErrorToasts.delete(id);
  await withNotifications(({ notifications }) => notifications.hide(id));
}

/** Closes the error toasts still open: after a route change they describe a page no longer shown. */
export async function hideErrorToasts(): Promise<void> {
  if (openErrorToasts.size === 0) return;
  const ids = [...openErrorToasts];
  openErrorToasts.clear();
  await withNotifications(({ notifications }) => {
    for (const id of ids) notifications.hide(id);
  });
}

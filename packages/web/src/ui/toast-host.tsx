import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToastHostRequested, subscribeToastHost } from './toast.ts';

const ToastNotifications = lazy(() => import('./toast-notifications.tsx'));

/** The toast area; mounted (and its code loaded) only once the first toast is shown. */
export function ToastHost() {
  const isRequested = useSyncExternalStore(subscribeToastHost, isToastHostRequested, () => false);
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <ToastNotifications />
    </Suspense>
  );
}

import type { TFunction } from 'i18next';
import { showToast } from '../ui/toast.ts';

type UpdateServiceWorker = (reloadPage?: boolean) => Promise<void>;

/** The toast that offers a waiting new version (spec: `Update Now`). */
export function offerUpdate(updateServiceWorker: UpdateServiceWorker, t: TFunction): Promise<string> {
  return showToast({
    id: 'app-update',
    title: t('pwa.updateAvailable'),
    action: { label: t('pwa.updateNow'), onClick: () => void updateServiceWorker(true) },
    autoClose: false,
  });
}

/**
 * Registers the service worker at /sw.js (built by vite-plugin-pwa). It precaches the app shell
 * only; when a new version is waiting, a toast offers to switch to it.
 */
export function registerServiceWorker(t: TFunction): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  void import('virtual:pwa-register').then(({ registerSW }) => {
    const updateServiceWorker = registerSW({
      immediate: true,
      onNeedRefresh: () => void offerUpdate(updateServiceWorker, t),
    });
  });
}

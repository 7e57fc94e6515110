import './lib/zod-without-eval.ts';
import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { redirectFromOldHost } from './app/host-redirect.ts';
import { AppProviders } from './app/providers.tsx';
import { registerServiceWorker } from './app/pwa.ts';
import { AppRouter, createAppRouter } from './app/router.tsx';
import { provideQueryClient } from './lib/app-query-client.ts';
import { initErrorReporting } from './lib/error-reporting.ts';
import { createI18n } from './lib/i18n.ts';

if (!redirectFromOldHost()) {
  // A build without VITE_SENTRY_DSN drops this branch, and with it the Sentry SDK (~150 KB gzip).
  if (import.meta.env.VITE_SENTRY_DSN) {
    initErrorReporting({
      dsn: import.meta.env.VITE_SENTRY_DSN,
      environment: import.meta.env.MODE,
      load: () => import('@sentry/react'),
    });
  }

  // Not awaited: the providers' Suspense shows a loader until the translations have arrived.
  const { i18n } = createI18n();
  // TanStack Query loads with the first route that uses it, not with the sign-in page.
  provideQueryClient(async () => (await import('./lib/query-client.ts')).createQueryClient());
  const router = createAppRouter();

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders i18n={i18n}>
        <AppRouter router={router} />
      </AppProviders>
    </StrictMode>,
  );

  registerServiceWorker(i18n.t);
}

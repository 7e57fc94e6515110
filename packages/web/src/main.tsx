import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { AppRouter, createAppRouter } from './app/router.tsx';
import { createI18n } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';

// Not awaited: the providers' Suspense shows a loader until the translations have arrived.
const { i18n } = createI18n();
const queryClient = createQueryClient();
const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <AppRouter router={router} />
    </AppProviders>
  </StrictMode>,
);

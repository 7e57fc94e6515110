import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PageLoader } from '../ui/page-loader.tsx';
import { ToastHost } from '../ui/toast-host.tsx';
import { theme } from './theme.ts';

type AppProvidersProps = {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
};

export function AppProviders({ i18n, queryClient, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} defaultColorScheme="light">
          <ToastHost />
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

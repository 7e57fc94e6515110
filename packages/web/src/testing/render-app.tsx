import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { AppRouter, createEmployerRoutesPatcher, createRoutes } from '../app/router.tsx';
import { provideQueryClient } from '../lib/app-query-client.ts';
import { createI18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';

// Renders the whole app (providers, router, lazy routes) at a path, as main.tsx does in the browser.
export function renderApp(path: string) {
  const { i18n } = createI18n();
  const queryClient = createQueryClient();
  provideQueryClient(async () => queryClient);
  const router = createMemoryRouter(createRoutes(), {
    initialEntries: [path],
    patchRoutesOnNavigation: createEmployerRoutesPatcher(),
  });
  const result = render(
    <AppProviders i18n={i18n}>
      <AppRouter router={router} />
    </AppProviders>,
  );
  return { ...result, i18n, router, queryClient };
}

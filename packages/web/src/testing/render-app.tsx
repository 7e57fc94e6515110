import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { AppRouter, routes } from '../app/router.tsx';
import { createI18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';

// Renders the whole app (providers, router, lazy routes) at a path, as main.tsx does in the browser.
export function renderApp(path: string) {
  const { i18n } = createI18n();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <AppRouter router={router} />
    </AppProviders>,
  );
  return { ...result, i18n, router };
}

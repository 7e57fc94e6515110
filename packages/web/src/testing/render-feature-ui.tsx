import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import svTranslation from '../../public/locales/sv-SE/translation.json';
import { createQueryClient } from '../lib/query-client.ts';
import { ToastHost } from '../ui/toast-host.tsx';

// jsdom has no layout: Mantine's combobox scrolls the active option into view.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

function createFeatureI18n(namespaces: Record<string, object>): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'sv-SE',
    ns: ['translation', ...Object.keys(namespaces)],
    defaultNS: 'translation',
    resources: { 'sv-SE': { translation: svTranslation, ...namespaces } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/**
 * A feature component with Mantine, the real Swedish texts of `translation` and the given
 * namespaces, a query client and the toast area.
 */
export function renderFeatureUi(ui: ReactElement, namespaces: Record<string, object>) {
  const queryClient = createQueryClient();
  return {
    queryClient,
    ...render(
      <I18nextProvider i18n={createFeatureI18n(namespaces)}>
        <QueryClientProvider client={queryClient}>
          <MantineProvider env="test">
            {ui}
            <ToastHost />
          </MantineProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    ),
  };
}

export type RecordedRequest = { method: string; path: string; body: unknown };

/**
 * Stubs fetch for `/api/…`: records each request and answers with `answer` (status 200 and a JSON
 * body unless it returns a Response). Undo with `vi.unstubAllGlobals()`.
 */
export function stubApi(answer: (request: RecordedRequest) => Response | unknown): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost/');
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const result = answer(request);
    if (result instanceof Response) return result;
    return new Response(JSON.stringify(result ?? {}), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return requests;
}

/** A problem+json answer with the given members. */
export function problem(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify({ status, ...body }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
}

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import svEmployees from '../../../../public/locales/sv-SE/employees.json';
import svTranslation from '../../../../public/locales/sv-SE/translation.json';
import { createQueryClient } from '../../../lib/query-client.ts';
import { ToastHost } from '../../../ui/toast-host.tsx';

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

function createEmployeesI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'sv-SE',
    ns: ['translation', 'employees'],
    defaultNS: 'translation',
    resources: { 'sv-SE': { translation: svTranslation, employees: svEmployees } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** An employee component with Mantine, the real Swedish texts, a query client and the toast area. */
export function renderEmployeesUi(ui: ReactElement) {
  const queryClient = createQueryClient();
  return {
    queryClient,
    ...render(
      <I18nextProvider i18n={createEmployeesI18n()}>
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

/** Stubs fetch for `/api/…`, records requests, answers with `answer` (JSON 200 unless a Response). */
export function stubApi(answer: (request: RecordedRequest) => Response | unknown): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost/');
    const request = {
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

export function problem(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify({ status, ...body }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
}

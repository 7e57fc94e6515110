import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { fetchFromPublicDir } from '../../../testing/serve-public-files.ts';
import type { BillingOptions } from '../api/get-billing-options.ts';

/*
 * The add-company form's tests render the whole app at /add-company with a stubbed API. The app
 * keeps its first query client for the rest of a test file (the lazily loaded app services), so
 * billing options that differ between tests need a file of their own.
 */

const entry = {
  identity: {
    id: 'i1',
    email: 'anna@exempel.se',
    firstName: 'Anna',
    lastName: 'Svensson',
    hasPassword: true,
    hasBankId: false,
  },
  companies: [],
  isTenantManager: false,
  tenantManagerIds: [],
};

// The server's order (smallest first), deliberately not alphabetical.
export const customerId = '00000000-0000-4000-8000-00000000c001';
export const ladder = [
  {
    id: '00000000-0000-4000-8000-00000000b001',
    name: 'Lön Bas',
    description: 'Lönekörning och lönebesked för det lilla företaget.',
  },
  {
    id: '00000000-0000-4000-8000-00000000b002',
    name: 'Lön Plus',
    description: 'Allt i Lön Bas samt rapporter.',
  },
  {
    id: '00000000-0000-4000-8000-00000000b003',
    name: 'HR Komplett',
    description: 'Hela lönen och personaladministrationen.',
  },
];

export function billing(customers: BillingOptions['customers']): BillingOptions {
  return {
    demoDataLimits: {
      extraEmployees: { min: 0, max: 100, default: 5 },
      monthsBack: { min: 3, max: 24, default: 4 },
    },
    customers,
  };
}

export function stubAddCompanyApi(options: BillingOptions) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://localhost/',
      );
      if (!url.pathname.startsWith('/api/')) return fetchFromPublicDir(input);
      const path = url.pathname.slice(4);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
        });
      if (path === '/poke') return json({ token: 't' });
      if (path === '/entry') return json(entry);
      if (path === '/employer/billing-options') return json(options);
      if (init?.method === 'POST' && path === '/employer') {
        posted.push(JSON.parse(String(init.body)));
        return json({ status: 400, code: 'VALIDATION', errors: {} }, 400);
      }
      return json({ status: 404 }, 404);
    }),
  );
  return posted;
}

export async function openAddCompanyForm() {
  renderApp('/add-company');
  await screen.findByRole('heading', { name: 'Nytt företag' }, { timeout: 5000 });
}

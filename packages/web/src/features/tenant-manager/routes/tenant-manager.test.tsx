import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { fetchFromPublicDir } from '../../../testing/serve-public-files.ts';

const managerId = '11111111-1111-4111-8111-111111111111';
const packagings = [
  { id: 'p1', name: 'Lön Bas', description: 'Bas' },
  { id: 'p2', name: 'Lön Plus', description: 'Plus' },
];
const systemPrivileges = [
  {
    id: 'PayrollBasis.Run',
    valueStream: 'CorePayroll',
    description: 'Lönekörning',
    enabledUser: false,
    enabledManager: false,
    enabledAdmin: true,
  },
];
const tenants = [
  {
    name: 'Enskilda firman',
    orgNumber: '198112189876',
    employerPublicId: 'e1',
    packaging: [{ packagingId: 'p1', validFrom: '2026-01-01T00:00:00Z' }],
  },
];
const entry = {
  identity: {
    id: 'i1',
    email: 'drift@exempel.se',
    firstName: null,
    lastName: null,
    hasPassword: true,
    hasBankId: false,
  },
  companies: [],
  isTenantManager: true,
  tenantManagerIds: [managerId],
};

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://localhost/',
      );
      if (!url.pathname.startsWith('/api/')) return fetchFromPublicDir(input);
      const path = url.pathname.slice(4);
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      if (path === '/poke') return json({ token: 't' });
      if (path === '/entry') return json(entry);
      if (path === `/tenant-manager/${managerId}/packaging`) return json({ data: packagings });
      if (path.startsWith(`/tenant-manager/${managerId}/packaging/`))
        return json({ active: [], all: systemPrivileges });
      if (path === `/tenant-manager/${managerId}/tenants`) return json({ tenants, packaging: packagings });
      return new Response(JSON.stringify({ status: 404 }), {
        status: 404,
        headers: { 'content-type': 'application/problem+json' },
      });
    }),
  );
}

describe('tenant-manager route', () => {
  beforeEach(() => {
    sessionStorage.clear();
    stubApi();
    return () => vi.unstubAllGlobals();
  });

  it('shows the missing-id text without an id', async () => {
    renderApp('/tenant-manager');
    expect(
      await screen.findByText('Id för kundförvaltaren saknas', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('redirects the index to overview and shows packagings by name descending', async () => {
    const { router } = renderApp(`/tenant-manager/${managerId}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/tenant-manager/${managerId}/overview`));
    const table = await screen.findByRole('table', { name: 'Paketeringar per värdeström' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Värdeström', 'Lön Plus', 'Lön Bas']);
    expect(within(table).getAllByText('Nej (0)')).toHaveLength(24);
    expect(screen.getByRole('link', { name: 'Lämna kundförvaltningen' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Kundförvaltning – Lönsam');
  });

  it('does not show the tabs to someone who is not an operator of that id', async () => {
    renderApp('/tenant-manager/22222222-2222-4222-8222-222222222222/overview');
    expect(await screen.findByText('Du är inte operatör för den här kundförvaltaren.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('shows a stored 12-digit organisation number with its dash in the tenant list', async () => {
    renderApp(`/tenant-manager/${managerId}/tenant`);
    const table = await screen.findByRole('table', { name: 'Kunder' }, { timeout: 5000 });
    expect(within(table).getByText('19811218-9876')).toBeInTheDocument();
    expect(within(table).queryByText('198112189876')).not.toBeInTheDocument();
  });

  it('names value streams in Swedish on the packaging tab and explains the status symbols', async () => {
    renderApp(`/tenant-manager/${managerId}/packaging?packaging=p1`);
    const table = await screen.findByRole('table', { name: 'Funktioner' }, { timeout: 5000 });
    expect(within(table).getByText('Kärnlön')).toBeInTheDocument();
    expect(within(table).queryByText('CorePayroll')).not.toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Förklaring av symbolerna' });
    expect(within(legend).getByText('∅')).toBeInTheDocument();
    expect(within(legend).getByText('Inte tillgänglig i paketeringen')).toBeInTheDocument();
    expect(within(legend).getByText('✓')).toBeInTheDocument();
    expect(within(legend).getByText('Aktiverad och påslagen')).toBeInTheDocument();
  });
});

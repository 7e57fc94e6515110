import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { fetchFromPublicDir } from '../../testing/serve-public-files.ts';

const employerId = '11111111-1111-4111-8111-111111111111';
const adminRoleId = '22222222-2222-4222-8222-222222222222';
const managerRoleId = '33333333-3333-4333-8333-333333333333';

const person = (id: string, lastName: string) => ({
  id,
  firstName: 'Test',
  lastName,
  archived: false,
  employmentId: null,
  position: null,
  employmentType: null,
  startDate: null,
  endDate: null,
  costCentre: null,
});
// The admin sees everyone; the manager's team is one of them.
const LISTS: Record<string, ReturnType<typeof person>[]> = {
  [adminRoleId]: [person('e1', 'Adminsdotter'), person('e2', 'Lagsson'), person('e3', 'Ovriga')],
  [managerRoleId]: [person('e2', 'Lagsson')],
};

// Lazy chunks and locale files load first; on a busy machine that takes more than the default second.
const WAIT = { timeout: 5_000 };

type SentRequest = { path: string; role: string | null };

function stubServer(): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost/');
      if (!url.pathname.startsWith('/api/')) return fetchFromPublicDir(input);
      const path = url.pathname.slice(4);
      const role = new Headers(init?.headers).get('Employer-Identity-Role');
      sent.push({ path, role });
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (path === '/poke') return json({ token: 't' });
      if (path === '/entry') {
        return json({
          identity: { id: 'i', email: 'anna@exempel.se', firstName: null, lastName: null },
          companies: [{ employerId, name: 'Rollbytet AB', roles: ['admin', 'manager'] }],
          isTenantManager: false,
          tenantManagerIds: [],
        });
      }
      if (path === `/lookup-role/${employerId}/admin`)
        return json({ employerIdentityRoleId: adminRoleId, employmentId: null });
      if (path === `/lookup-role/${employerId}/manager`)
        return json({ employerIdentityRoleId: managerRoleId, employmentId: null });
      if (path === `/employer/${employerId}/active/packaging`)
        return json([{ id: 'Employee.Register' }, { id: 'Employee.BulkList' }]);
      // The employee page's own data; the tabs' further calls may answer 404.
      if (path === `/employer/${employerId}/employees/e1`)
        return json({
          id: 'e1',
          version: 1,
          firstName: 'Test',
          lastName: 'Adminsdotter',
          personnummer: '198001011234',
          archivedAt: null,
          createdAt: '2026-01-05T09:00:00.000Z',
          updatedAt: '2026-01-05T09:00:00.000Z',
          editableFields: [],
        });
      if (path === `/employer/${employerId}/employees` && role && LISTS[role]) {
        const items = LISTS[role];
        return json({ items, total: items.length, page: 1, pageSize: 500 });
      }
      return json({ status: 404 }, 404);
    }),
  );
  return sent;
}

async function listedNames(): Promise<string[]> {
  const table = await screen.findByRole('table', { name: 'Anställda' }, WAIT);
  return within(table)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('role areas', () => {
  beforeEach(() => {
    sessionStorage.clear();
    return () => vi.unstubAllGlobals();
  });

  it('keeps each role’s employee list apart: own query keys, own role header, no cached page of the other role', async () => {
    const sent = stubServer();
    const { router, queryClient } = renderApp(`/${employerId}/employees`);
    await waitFor(async () => expect(await listedNames()).toHaveLength(3), WAIT);

    await router.navigate(`/${employerId}/manager/team`);
    await screen.findByRole('heading', { level: 1, name: 'Chef' }, WAIT);
    await waitFor(async () => expect(await listedNames()).toEqual(['Lagsson, Test']), WAIT);

    await router.navigate(`/${employerId}/employees`);
    await screen.findByRole('heading', { level: 1, name: 'Administratör' }, WAIT);
    await waitFor(async () => expect(await listedNames()).toHaveLength(3), WAIT);

    // Every employer request named the role of the area it was made for.
    const employerRequests = sent.filter((request) => request.path.startsWith(`/employer/${employerId}/`));
    expect(employerRequests.map((request) => request.role)).toEqual(
      expect.arrayContaining([adminRoleId, managerRoleId]),
    );
    expect(
      employerRequests.every((request) => request.role === adminRoleId || request.role === managerRoleId),
    ).toBe(true);
    // Every employer-scoped query key holds the role id, so the two lists are two cache entries.
    const employerKeys = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey)
      .filter((key) => key[0] === 'employer');
    expect(employerKeys.length).toBeGreaterThan(0);
    for (const key of employerKeys) expect([adminRoleId, managerRoleId]).toContain(key[2]);
    const listKeys = employerKeys.filter((key) => key.includes('list'));
    expect(new Set(listKeys.map((key) => key[2]))).toEqual(new Set([adminRoleId, managerRoleId]));
    // The spec's storage key follows the area the user is in.
    expect(sessionStorage.getItem('Employer-Identity-Role')).toBe(adminRoleId);
  });

  it('shows the not-found page, not the start page, for an unknown path inside a company', async () => {
    stubServer();
    renderApp(`/${employerId}/no-such-section/deeper`);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Sidan finns inte' }, WAIT);
    // In the area's frame: its h1 (the role) and its one main landmark hold the page.
    expect(screen.getByRole('heading', { level: 1, name: 'Administratör' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.getByRole('link', { name: 'Till företagets startsida' })).toHaveAttribute(
      'href',
      `/${employerId}`,
    );
    expect(screen.queryByText('Här administrerar du företaget.')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Sidan finns inte – Administratör – Rollbytet AB – Lönsam'),
    );
  });

  it('names the section, the company and the brand in the browser title', async () => {
    stubServer();
    renderApp(`/${employerId}/employees`);
    await listedNames();
    await waitFor(() => expect(document.title).toBe('Anställda – Rollbytet AB – Lönsam'), WAIT);
  });

  it('names the employee before the section on the employee page, also when opened directly, and links back to the section', async () => {
    stubServer();
    renderApp(`/${employerId}/employees/e1`);
    await screen.findByRole('heading', { level: 2, name: 'Test Adminsdotter' }, WAIT);
    await waitFor(
      () => expect(document.title).toBe('Test Adminsdotter – Anställda – Rollbytet AB – Lönsam'),
      WAIT,
    );
    // The way back names the section the page is in.
    expect(screen.getByRole('link', { name: 'Tillbaka till Anställda' })).toHaveAttribute(
      'href',
      `/${employerId}/employees`,
    );
    // The admin hands an employee who asks their GDPR file from here.
    expect(screen.getByRole('button', { name: 'Ladda ner den anställdas uppgifter' })).toBeInTheDocument();
  });

  it("offers no GDPR download on the manager's team page (only an admin may export someone else)", async () => {
    stubServer();
    renderApp(`/${employerId}/manager/team/e1`);
    await screen.findByRole('heading', { level: 2, name: 'Test Adminsdotter' }, WAIT);
    expect(
      screen.queryByRole('button', { name: 'Ladda ner den anställdas uppgifter' }),
    ).not.toBeInTheDocument();
  });

  it('names the new-employee and import pages before the section', async () => {
    stubServer();
    const { router } = renderApp(`/${employerId}/employees/new`);
    await waitFor(() => expect(document.title).toBe('Ny anställd – Anställda – Rollbytet AB – Lönsam'), WAIT);
    await router.navigate(`/${employerId}/employees/import`);
    await waitFor(
      () => expect(document.title).toBe('Importera anställda – Anställda – Rollbytet AB – Lönsam'),
      WAIT,
    );
  });

  it('names the role on the area’s start page', async () => {
    stubServer();
    renderApp(`/${employerId}/manager`);
    await waitFor(() => expect(document.title).toBe('Chef – Rollbytet AB – Lönsam'), WAIT);
  });

  it('links the manager area’s not-found page back to the manager start page', async () => {
    stubServer();
    renderApp(`/${employerId}/manager/team/a/b`);
    await screen.findByRole('heading', { level: 2, name: 'Sidan finns inte' }, WAIT);
    expect(screen.getByRole('link', { name: 'Till företagets startsida' })).toHaveAttribute(
      'href',
      `/${employerId}/manager`,
    );
  });

  it('sends a user without the role to /landing', async () => {
    stubServer();
    const otherEmployer = '44444444-4444-4444-8444-444444444444';
    const { router } = renderApp(`/${otherEmployer}/manager`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing'), WAIT);
  });
});

import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { fetchFromPublicDir } from '../../../testing/serve-public-files.ts';
import { makeCalendar, makeEvent } from '../report/report-test-kit.tsx';

const employerId = '11111111-1111-4111-8111-111111111111';
const userRoleId = '44444444-4444-4444-8444-444444444444';
const employmentId = 'e0000000-0000-4000-8000-000000000001';
// The whole app loads its chunks and locale files first.
const WAIT = { timeout: 10_000 };
vi.setConfig({ testTimeout: 60_000 });

type Seen = { path: string; search: string; role: string | null };

function stubServer(privileges: string[]): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost/');
      if (!url.pathname.startsWith('/api/')) return fetchFromPublicDir(input);
      const path = url.pathname.slice(4);
      seen.push({ path, search: url.search, role: new Headers(init?.headers).get('Employer-Identity-Role') });
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (path === '/poke') return json({ token: 't' });
      if (path === '/entry')
        return json({
          identity: { id: 'i', email: 'anna@exempel.se', firstName: 'Anna', lastName: 'Andersson' },
          companies: [{ employerId, name: 'Rapport AB', roles: ['user'] }],
          isTenantManager: false,
          tenantManagerIds: [],
        });
      if (path === `/lookup-role/${employerId}/user`)
        return json({ employerIdentityRoleId: userRoleId, employmentId });
      if (path === `/employer/${employerId}/active/packaging`) return json(privileges.map((id) => ({ id })));
      if (path === `/employer/${employerId}/employments/${employmentId}/event-calendar`)
        return json(makeCalendar({ month: url.searchParams.get('month') ?? '', events: [makeEvent()] }));
      return json({ status: 404 }, 404);
    }),
  );
  return seen;
}

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the user area’s Rapportera section', () => {
  it('shows the employment’s month from the address, asked in the user’s role, with the month in the title', async () => {
    const seen = stubServer(['Employee.Events.Report.Absence', 'Employee.Events.Report.ReadyMarker']);
    renderApp(`/${employerId}/user/${employmentId}/report?month=2026-04`);
    expect(
      await screen.findByRole('button', { name: '8 april 2026, 8 timmar schemalagt, Sjukfrånvaro' }, WAIT),
    ).toBeTruthy();
    const request = seen.find((entry) => entry.path.endsWith('/event-calendar'));
    expect(new URLSearchParams(request?.search).get('month')).toBe('2026-04');
    expect(request?.role).toBe(userRoleId);
    await vi.waitFor(
      () => expect(document.title).toBe('April 2026 – Anna Andersson – Rapportera – Rapport AB – Lönsam'),
      WAIT,
    );
  });

  it('tells a role without a reporting privilege why, and asks for no month', async () => {
    const seen = stubServer(['Employee.PersonalData.Names']);
    renderApp(`/${employerId}/user/${employmentId}/report`);
    expect((await screen.findByRole('note', {}, WAIT)).textContent).toMatch(/^Rättigheter saknas: /);
    expect(seen.some((entry) => entry.path.endsWith('/event-calendar'))).toBe(false);
  });
});

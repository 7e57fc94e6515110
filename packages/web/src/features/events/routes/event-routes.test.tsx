import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { fetchFromPublicDir } from '../../../testing/serve-public-files.ts';
import { makeEvent } from '../attestation/events-test-kit.tsx';

// The employee's report screen is another screen's (its own tests); here it only has to be mounted.
vi.mock('../report/event-report-screen.tsx', () => ({
  EventReportScreen: ({ employmentId }: { employmentId: string }) => (
    <p>Rapportskärmen för {employmentId === annaEmployment ? 'Anna' : 'någon annan'}</p>
  ),
}));

const employerId = '11111111-1111-4111-8111-111111111111';
const adminRoleId = '22222222-2222-4222-8222-222222222222';
const managerRoleId = '33333333-3333-4333-8333-333333333333';
const annaEmployment = 'e0000000-0000-4000-8000-00000000000a';
const WAIT = { timeout: 5_000 };

const sick = makeEvent({ employmentId: annaEmployment, employeeName: 'Anna Andersson' });

function stubServer(privileges: string[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost/');
      if (!url.pathname.startsWith('/api/')) return fetchFromPublicDir(input);
      const path = url.pathname.slice(4);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (path === '/poke') return json({ token: 't' });
      if (path === '/entry')
        return json({
          identity: { id: 'i', email: 'anna@exempel.se', firstName: null, lastName: null },
          companies: [{ employerId, name: 'Händelse AB', roles: ['admin', 'manager'] }],
          isTenantManager: false,
          tenantManagerIds: [],
        });
      if (path === `/lookup-role/${employerId}/admin`)
        return json({ employerIdentityRoleId: adminRoleId, employmentId: null });
      if (path === `/lookup-role/${employerId}/manager`)
        return json({ employerIdentityRoleId: managerRoleId, employmentId: null });
      if (path === `/employer/${employerId}/active/packaging`) return json(privileges.map((id) => ({ id })));
      if (path === `/employer/${employerId}/events/attestation`)
        return json({
          groups: [
            {
              employmentId: annaEmployment,
              employeeName: 'Anna Andersson',
              month: '2026-03',
              readyMarked: false,
              events: [sick],
            },
          ],
        });
      if (path === `/employer/${employerId}/events`) return json({ events: [sick], total: 1 });
      if (path === `/employer/${employerId}/employees`)
        return json({
          items: [
            {
              id: 'p1',
              archived: false,
              firstName: 'Anna',
              lastName: 'Andersson',
              employmentId: annaEmployment,
            },
            { id: 'p2', archived: false, firstName: 'Utan', lastName: 'Anställning', employmentId: null },
          ],
          total: 2,
          page: 1,
          pageSize: 500,
        });
      return json({ status: 404 }, 404);
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('event screens in the role areas', { timeout: 20_000 }, () => {
  it('the admin’s Händelser section lists the events, titled, and reports on behalf of a chosen employee', async () => {
    const user = userEvent.setup();
    stubServer(['Employee.Events.List', 'Employee.Register', 'Employee.Events.Report.Absence']);
    const { router } = renderApp(`/${employerId}/events`);
    const navigation = await screen.findByRole('navigation', { name: 'Meny' }, WAIT);
    const links = within(navigation)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.indexOf('Händelser')).toBe(links.indexOf('Anställda') + 1);
    const table = await screen.findByRole('table', { name: 'Händelser' }, WAIT);
    expect(within(table).getByText('Anna Andersson')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Händelser – Händelse AB/));

    await user.click(await screen.findByRole('combobox', { name: 'Rapportera åt någon' }, WAIT));
    // In the app's providers (no test environment) Mantine's dropdown keeps its options out of the
    // accessibility tree while it opens.
    const listbox = await screen.findByRole('listbox', { name: 'Rapportera åt någon', hidden: true }, WAIT);
    const options = within(listbox).getAllByRole('option', { hidden: true });
    // Only employees with an employment are offered.
    expect(options.map((option) => option.textContent)).toEqual(['Anna Andersson']);
    await user.click(options[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Rapportera' }));
    expect(await screen.findByText('Rapportskärmen för Anna', {}, WAIT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/${employerId}/events/report/${annaEmployment}`);
    await waitFor(() => expect(document.title).toMatch(/^Rapportera åt Anna Andersson – Händelser/));
    expect(screen.getByRole('link', { name: /Tillbaka till händelserna/ })).toHaveAttribute(
      'href',
      `/${employerId}/events`,
    );
  });

  it('the manager’s Attestering lists the team’s events and reports for a team member', async () => {
    const user = userEvent.setup();
    stubServer(['Employee.Events.Attestation', 'Employee.Events.Report.Absence']);
    const { router } = renderApp(`/${employerId}/manager/attestation`);
    const group = await screen.findByRole('region', { name: 'Anna Andersson, mars 2026' }, WAIT);
    await waitFor(() => expect(document.title).toMatch(/^Attestering – Händelse AB/));
    await user.click(within(group).getByRole('link', { name: 'Rapportera åt Anna Andersson' }));
    expect(await screen.findByText('Rapportskärmen för Anna', {}, WAIT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(
      `/${employerId}/manager/attestation/report/${annaEmployment}`,
    );
    await waitFor(() => expect(document.title).toMatch(/^Rapportera åt Anna Andersson – Attestering/));
  });
});

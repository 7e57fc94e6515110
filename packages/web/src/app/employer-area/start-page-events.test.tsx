import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { type StubRoutes, stubAreaServer } from './stub-area-server.ts';

const employerId = '11111111-1111-4111-8111-111111111111';
const WAIT = { timeout: 5_000 };

const entry = {
  identity: { id: 'i', email: 'anna@exempel.se', firstName: 'Anna', lastName: 'Svensson' },
  companies: [{ employerId, name: 'Startsidan AB', roles: ['admin', 'manager', 'user'] }],
  isTenantManager: false,
  tenantManagerIds: [],
};

function stub(routes: StubRoutes) {
  return stubAreaServer({
    '/entry': entry,
    [`/lookup-role/${employerId}/admin`]: { employerIdentityRoleId: 'role-admin', employmentId: null },
    [`/lookup-role/${employerId}/manager`]: { employerIdentityRoleId: 'role-manager', employmentId: null },
    [`/lookup-role/${employerId}/user`]: { employerIdentityRoleId: 'role-user', employmentId: 'emp-1' },
    ...routes,
  });
}

const summary = (overrides: object = {}) => ({
  today: '2026-11-25',
  month: '2026-11',
  waitingForAttestation: null,
  own: null,
  ...overrides,
});

const REPORTING = [
  { id: 'Employee.Events.Report.Absence' },
  { id: 'Employee.Events.Report.Travel' },
  { id: 'Employee.Events.Report.ReadyMarker' },
];

describe('start pages: events (issue 17)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('admin: how many events wait for attestation, linked to the event list filtered on reported', async () => {
    const sent = stub({
      [`/employer/${employerId}/active/packaging`]: [
        { id: 'Employee.Register' },
        { id: 'Employee.Events.Attestation' },
      ],
      [`/employer/${employerId}/dashboard/admin`]: {
        today: '2026-11-25',
        month: { from: '2026-11-01', to: '2026-11-30' },
        activeEmployees: 4,
        startsThisMonth: { total: 0, items: [] },
        endsThisMonth: { total: 0, items: [] },
        missingPayrollData: { total: 0, items: [] },
      },
      [`/employer/${employerId}/dashboard/events`]: summary({ waitingForAttestation: 7 }),
    });
    renderApp(`/${employerId}`);
    const card = await screen.findByRole('region', { name: 'Att attestera' }, WAIT);
    expect(await within(card).findByTestId('events-waiting', {}, WAIT)).toHaveTextContent(
      '7 händelser väntar på attest',
    );
    expect(within(card).getByRole('link', { name: 'Visa händelserna att attestera' })).toHaveAttribute(
      'href',
      `/${employerId}/events?states=reported`,
    );
    expect(sent.find((request) => request.path.endsWith('/dashboard/events'))?.role).toBe('role-admin');
  });

  it('manager: the team and the waiting events side by side, linked to Attestering; none waiting says so', async () => {
    stub({
      [`/employer/${employerId}/active/packaging`]: [
        { id: 'Employee.BulkList' },
        { id: 'Employee.Events.Attestation' },
      ],
      [`/employer/${employerId}/employees`]: { items: [], total: 3, page: 1, pageSize: 500 },
      [`/employer/${employerId}/dashboard/events`]: summary({ waitingForAttestation: 1 }),
    });
    const { unmount } = renderApp(`/${employerId}/manager`);
    expect(await screen.findByTestId('events-waiting', {}, WAIT)).toHaveTextContent(
      '1 händelse väntar på attest',
    );
    expect(screen.getByTestId('team-size')).toHaveTextContent('3 personer i ditt team');
    expect(screen.getByRole('link', { name: 'Visa händelserna att attestera' })).toHaveAttribute(
      'href',
      `/${employerId}/manager/attestation`,
    );
    unmount();
    vi.unstubAllGlobals();

    stub({
      [`/employer/${employerId}/active/packaging`]: [{ id: 'Employee.Events.Attestation' }],
      [`/employer/${employerId}/dashboard/events`]: summary({ waitingForAttestation: 0 }),
    });
    renderApp(`/${employerId}/manager`);
    expect(await screen.findByTestId('events-waiting', {}, WAIT)).toHaveTextContent(
      'Inga händelser väntar på attest.',
    );
    // Without the list privilege the team card is left out, not broken.
    expect(screen.queryByRole('region', { name: 'Mitt team' })).not.toBeInTheDocument();
  });

  it('manager without attestation: no events card and no request for it', async () => {
    const sent = stub({
      [`/employer/${employerId}/active/packaging`]: [{ id: 'Employee.BulkList' }],
      [`/employer/${employerId}/employees`]: { items: [], total: 2, page: 1, pageSize: 500 },
    });
    renderApp(`/${employerId}/manager`);
    await screen.findByTestId('team-size', {}, WAIT);
    expect(screen.queryByRole('region', { name: 'Att attestera' })).not.toBeInTheDocument();
    expect(sent.some((request) => request.path.endsWith('/dashboard/events'))).toBe(false);
  });

  it('employee: says the month is not marked ready, the month before neither, a rejection, and links to Rapportera', async () => {
    stub({
      [`/employer/${employerId}/active/packaging`]: REPORTING,
      [`/employer/${employerId}/dashboard/events`]: summary({
        own: {
          employmentId: 'emp-1',
          events: 2,
          rejected: 1,
          readyMarked: false,
          previousMonth: { month: '2026-10', readyMarked: false },
        },
      }),
    });
    renderApp(`/${employerId}/user/emp-1`);
    const own = await screen.findByTestId('own-month', {}, WAIT);
    expect(within(own).getByText('Du har inte klarmarkerat november.')).toBeInTheDocument();
    expect(within(own).getByText('Du har inte heller klarmarkerat oktober.')).toBeInTheDocument();
    expect(
      within(own).getByText('1 händelse har avvisats. Läs kommentaren och rätta den.'),
    ).toBeInTheDocument();
    expect(within(own).getByText('2 händelser rapporterade i november.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rapportera för november' })).toHaveAttribute(
      'href',
      `/${employerId}/user/emp-1/report`,
    );
  });

  it('employee: a month marked ready says so; without the ready marker privilege nothing about marking', async () => {
    stub({
      [`/employer/${employerId}/active/packaging`]: REPORTING,
      [`/employer/${employerId}/dashboard/events`]: summary({
        own: {
          employmentId: 'emp-1',
          events: 0,
          rejected: 0,
          readyMarked: true,
          previousMonth: { month: '2026-10', readyMarked: true },
        },
      }),
    });
    const { unmount } = renderApp(`/${employerId}/user/emp-1`);
    const own = await screen.findByTestId('own-month', {}, WAIT);
    expect(within(own).getByText('Du har klarmarkerat november.')).toBeInTheDocument();
    expect(within(own).getByText('Inget rapporterat i november ännu.')).toBeInTheDocument();
    expect(within(own).queryByText(/avvisats/)).not.toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();

    stub({
      [`/employer/${employerId}/active/packaging`]: [{ id: 'Employee.Events.Report.Absence' }],
      [`/employer/${employerId}/dashboard/events`]: summary({
        own: { employmentId: 'emp-1', events: 1, rejected: 0, readyMarked: false, previousMonth: null },
      }),
    });
    renderApp(`/${employerId}/user/emp-1`);
    const plain = await screen.findByTestId('own-month', {}, WAIT);
    expect(within(plain).queryByText(/klarmarkera/)).not.toBeInTheDocument();
    expect(within(plain).getByText('1 händelse rapporterad i november.')).toBeInTheDocument();
  });

  it('employee without any report privilege: no Rapportera card', async () => {
    const sent = stub({
      [`/employer/${employerId}/active/packaging`]: [{ id: 'Employee.PersonalData.Names' }],
    });
    renderApp(`/${employerId}/user/emp-1`);
    await screen.findByRole('link', { name: 'Visa mina uppgifter' }, WAIT);
    expect(screen.queryByRole('region', { name: 'Rapportera' })).not.toBeInTheDocument();
    expect(sent.some((request) => request.path.endsWith('/dashboard/events'))).toBe(false);
  });
});

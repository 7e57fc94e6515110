import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app.tsx';
import { type StubRoutes, stubAreaServer } from './stub-area-server.ts';

const employerId = '11111111-1111-4111-8111-111111111111';
const WAIT = { timeout: 5_000 };
const ADMIN_PRIVILEGES = [
  { id: 'Employee.Register' },
  { id: 'Employee.BulkList' },
  { id: 'Employee.Lifecycle.Create' },
];

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

const dashboard = (overrides: object = {}) => ({
  today: '2026-11-25',
  month: { from: '2026-11-01', to: '2026-11-30' },
  activeEmployees: 12,
  startsThisMonth: {
    total: 1,
    items: [{ employeeId: 'e-ny', firstName: 'Nina', lastName: 'Nystart', date: '2026-11-01' }],
  },
  endsThisMonth: { total: 0, items: [] },
  missingPayrollData: {
    total: 2,
    items: [
      { employeeId: 'e-lon', firstName: 'Lars', lastName: 'Lönlös', missing: ['salary'] },
      { employeeId: 'e-skatt', firstName: 'Sara', lastName: 'Skattelös', missing: ['tax', 'bankAccount'] },
    ],
  },
  ...overrides,
});

describe('start pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('admin: employees now, this month’s starts and ends, who lacks payroll data (linked), and quick actions', async () => {
    const sent = stub({
      [`/employer/${employerId}/active/packaging`]: ADMIN_PRIVILEGES,
      [`/employer/${employerId}/dashboard/admin`]: dashboard(),
    });
    renderApp(`/${employerId}`);
    expect(await screen.findByTestId('active-employees', {}, WAIT)).toHaveTextContent('12');
    expect(screen.getByRole('link', { name: 'Visa de anställda' })).toHaveAttribute(
      'href',
      `/${employerId}/employees?status=active`,
    );
    const starts = screen.getByRole('region', { name: 'Börjar den här månaden' });
    expect(within(starts).getByRole('link', { name: 'Nina Nystart' })).toHaveAttribute(
      'href',
      `/${employerId}/employees/e-ny`,
    );
    expect(within(starts).getByText('2026-11-01')).toBeInTheDocument();
    const ends = screen.getByRole('region', { name: 'Slutar den här månaden' });
    expect(within(ends).getByText('Ingen slutar den här månaden.')).toBeInTheDocument();
    const missing = screen.getByTestId('missing-payroll-data');
    const rows = within(missing).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Lars LönlösLön saknas',
      'Sara SkattelösSkatteuppgifter saknasBankkonto saknas',
    ]);
    expect(within(missing).getByRole('link', { name: 'Sara Skattelös' })).toHaveAttribute(
      'href',
      `/${employerId}/employees/e-skatt`,
    );
    expect(screen.getByRole('link', { name: 'Ny anställd' })).toHaveAttribute(
      'href',
      `/${employerId}/employees/new`,
    );
    expect(screen.getByRole('link', { name: 'Importera anställda' })).toHaveAttribute(
      'href',
      `/${employerId}/employees/import`,
    );
    expect(document.body.textContent).not.toContain('Ingår i er paketering');
    // The admin's figures are asked for in the admin role.
    expect(sent.find((request) => request.path.endsWith('/dashboard/admin'))?.role).toBe('role-admin');
  });

  it('admin without employees: says what to do next with the buttons that do it', async () => {
    stub({
      [`/employer/${employerId}/active/packaging`]: ADMIN_PRIVILEGES,
      [`/employer/${employerId}/dashboard/admin`]: dashboard({
        activeEmployees: 0,
        startsThisMonth: { total: 0, items: [] },
        missingPayrollData: { total: 0, items: [] },
      }),
    });
    renderApp(`/${employerId}`);
    const empty = await screen.findByRole('region', { name: 'Inga anställda ännu' }, WAIT);
    expect(within(empty).getByText(/Börja med att lägga upp den första anställda/)).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Ny anställd' })).toHaveAttribute(
      'href',
      `/${employerId}/employees/new`,
    );
    expect(within(empty).getByRole('link', { name: 'Importera anställda' })).toBeInTheDocument();
  });

  it('admin: everyone complete says so', async () => {
    stub({
      [`/employer/${employerId}/active/packaging`]: ADMIN_PRIVILEGES,
      [`/employer/${employerId}/dashboard/admin`]: dashboard({ missingPayrollData: { total: 0, items: [] } }),
    });
    renderApp(`/${employerId}`);
    expect(
      await screen.findByText('Alla aktiva anställda har skatteuppgifter, bankkonto och lön.', {}, WAIT),
    ).toBeInTheDocument();
  });

  it('admin without the register: no figures asked for, no error shown', async () => {
    const sent = stub({ [`/employer/${employerId}/active/packaging`]: [{ id: 'Analytics.Standard' }] });
    renderApp(`/${employerId}`);
    await screen.findByText('Här administrerar du företaget.', {}, WAIT);
    expect(sent.some((request) => request.path.endsWith('/dashboard/admin'))).toBe(false);
    expect(screen.queryByText('Översikten kunde inte hämtas.')).not.toBeInTheDocument();
  });

  it('manager: the team’s size and a link to the team list; an empty team says what happens next', async () => {
    stub({
      [`/employer/${employerId}/active/packaging`]: [{ id: 'Employee.BulkList' }],
      [`/employer/${employerId}/employees`]: { items: [], total: 3, page: 1, pageSize: 500 },
    });
    const { unmount } = renderApp(`/${employerId}/manager`);
    expect(await screen.findByTestId('team-size', {}, WAIT)).toHaveTextContent('3 personer i ditt team');
    expect(screen.getByRole('link', { name: 'Visa teamet' })).toHaveAttribute(
      'href',
      `/${employerId}/manager/team`,
    );
    unmount();
    vi.unstubAllGlobals();

    stub({
      [`/employer/${employerId}/active/packaging`]: [{ id: 'Employee.BulkList' }],
      [`/employer/${employerId}/employees`]: { items: [], total: 0, page: 1, pageSize: 500 },
    });
    renderApp(`/${employerId}/manager`);
    expect(await screen.findByText(/Du har ingen i ditt team ännu/, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visa teamet' })).toBeInTheDocument();
  });

  it('employee: a link to their own details and where payslips will come', async () => {
    stub({
      [`/employer/${employerId}/active/packaging`]: [
        { id: 'Employee.PersonalData.Names' },
        { id: 'Employee.EmploymentOverview' },
        { id: 'ReportingAndCompliance.Payslip' },
      ],
      [`/employer/${employerId}/payslips`]: { payslips: [] },
    });
    renderApp(`/${employerId}/user/emp-1`);
    expect(await screen.findByRole('link', { name: 'Visa mina uppgifter' }, WAIT)).toHaveAttribute(
      'href',
      `/${employerId}/user/emp-1/me`,
    );
    expect(
      await screen.findByText('Din första lönespecifikation visas här när lönen är klar.', {}, WAIT),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('Ingår i er paketering');
  });

  it('employee: the latest payslip with its net pay, and the balances left', async () => {
    stub({
      [`/employer/${employerId}/active/packaging`]: [
        { id: 'ReportingAndCompliance.Payslip' },
        { id: 'Employee.Balances.Summary' },
      ],
      [`/employer/${employerId}/payslips`]: {
        payslips: [
          payslipSummary('p-okt', '2026-10-23', 2_460_400),
          payslipSummary('p-sep', '2026-09-25', 2_400_000),
        ],
      },
      [`/employer/${employerId}/employments/emp-1/balances`]: {
        employmentId: 'emp-1',
        employeeName: 'Anna Svensson',
        date: '2026-11-25',
        vacation: {
          paidDays: 12,
          savedDays: 4.5,
          savedByYear: [],
          unpaidDaysTaken: 0,
          advanceDays: 0,
          history: null,
        },
        compTime: { hours: 7.5, history: null },
        flex: { hours: 0, history: null },
      },
    });
    renderApp(`/${employerId}/user/emp-1`);
    // The newest first, as the list answers: 24 604,00 kr net paid on 23 October.
    const latest = await screen.findByTestId('latest-payslip', {}, WAIT);
    expect(latest.textContent).toMatch(/^Senaste lönen, utbetalning 2026-10-23: 24\s604,00\skr netto$/);
    expect(screen.getByRole('link', { name: 'Visa lönespecifikationen' })).toHaveAttribute(
      'href',
      `/${employerId}/user/emp-1/payslips/p-okt`,
    );
    expect((await screen.findByTestId('vacation-days-left', {}, WAIT)).textContent).toMatch(
      /^Semesterdagar kvar: 12 betalda, 4,50 sparade$/,
    );
    expect(screen.getByText('Komptid: 7,50 timmar')).toBeInTheDocument();
    // Flex never used: not shown.
    expect(document.body.textContent).not.toContain('Flex:');
  });

  it('admin: the next pay date, the run in progress with its state, and the last completed run', async () => {
    stub({
      [`/employer/${employerId}/active/packaging`]: [
        ...ADMIN_PRIVILEGES,
        { id: 'PayrollBasis.View.Preliminary' },
        { id: 'PayrollBasis.Run' },
      ],
      [`/employer/${employerId}/dashboard/admin`]: dashboard(),
      [`/employer/${employerId}/payroll-runs`]: {
        runs: [
          run({ id: 'r-nov', label: 'Lön november 2026', status: 'calculated', blockingCount: 2 }),
          run({ id: 'r-okt', label: 'Lön oktober 2026', status: 'completed', netOre: 12_345_678 }),
        ],
        next: { period: '2026-12', payDate: '2026-12-23' },
      },
    });
    renderApp(`/${employerId}`);
    const card = await screen.findByRole('region', { name: 'Lön' }, WAIT);
    expect(within(card).getByTestId('next-pay-date').textContent).toBe(
      'Nästa ordinarie lön: 2026-12, utbetalning 2026-12-23',
    );
    expect(within(card).getByRole('link', { name: 'Lön november 2026' })).toHaveAttribute(
      'href',
      `/${employerId}/payroll/r-nov`,
    );
    expect(within(card).getByText('Beräknad')).toBeInTheDocument();
    expect(within(card).getByText('2 stoppande kontroller')).toBeInTheDocument();
    // 12 345 678 öre = 123 456,78 kr.
    expect(
      within(card).getByText(/^Senast slutförd: Lön oktober 2026, netto 123\s456,78\skr$/),
    ).toBeInTheDocument();
    // A run is in progress: no button to start another.
    expect(within(card).queryByRole('link', { name: 'Starta lönekörning' })).toBeNull();
  });

  it('admin with no run in progress: a button that starts the next one', async () => {
    stub({
      [`/employer/${employerId}/active/packaging`]: [
        ...ADMIN_PRIVILEGES,
        { id: 'PayrollBasis.View.Preliminary' },
        { id: 'PayrollBasis.Run' },
      ],
      [`/employer/${employerId}/dashboard/admin`]: dashboard(),
      [`/employer/${employerId}/payroll-runs`]: {
        runs: [],
        next: { period: '2026-11', payDate: '2026-11-25' },
      },
    });
    renderApp(`/${employerId}`);
    const card = await screen.findByRole('region', { name: 'Lön' }, WAIT);
    expect(within(card).getByRole('link', { name: 'Starta lönekörning' })).toHaveAttribute(
      'href',
      `/${employerId}/payroll/new`,
    );
  });
});

function payslipSummary(id: string, payDate: string, netOre: number) {
  return {
    id,
    runId: `run-${id}`,
    runLabel: 'Lön',
    runKind: 'ordinary',
    period: payDate.slice(0, 7),
    payDate,
    employmentId: 'emp-1',
    employeeId: 'e-1',
    employeeName: 'Anna Svensson',
    grossOre: netOre + 600_000,
    taxOre: 600_000,
    netOre,
    completed: true,
  };
}

function run(fields: { id: string; label: string; status: string; blockingCount?: number; netOre?: number }) {
  return {
    id: fields.id,
    kind: 'ordinary',
    period: '2026-11',
    payDate: '2026-11-25',
    label: fields.label,
    status: fields.status,
    progress: null,
    employeeCount: 12,
    blockingCount: fields.blockingCount ?? 0,
    warningCount: 0,
    totals: {
      grossOre: 0,
      benefitsOre: 0,
      taxOre: 0,
      netDeductionsOre: 0,
      taxFreeOre: 0,
      netOre: fields.netOre ?? 0,
      employerContributionsOre: 0,
    },
    approvals: [],
    abortReason: null,
    correctsRunId: null,
    createdByName: 'Anna Svensson',
    createdAt: '2026-11-20T09:00:00.000Z',
    completedAt: null,
    version: 1,
  };
}

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeRun, renderPayroll, runsPath, stubFetch } from '../testing/payroll-test-kit.tsx';
import { payrollTestRoutes } from '../testing/payroll-test-routes.tsx';

afterEach(() => vi.unstubAllGlobals());

const next = { period: '2026-12', payDate: '2026-12-25' };

describe('run list', () => {
  it('lists the runs newest period first with Swedish status badges and totals, and suggests the next run', async () => {
    const november = makeRun({
      status: 'second-approved',
      // 2 × 35 000 kr gross; net 2 × 27 866 kr = 55 732 kr (docs/payroll-calculation.md S01).
      totals: { ...makeRun().totals, grossOre: 7_000_000, netOre: 5_573_200 },
      blockingCount: 1,
      warningCount: 2,
    });
    const october = makeRun({
      id: '44444444-4444-4444-8444-444444444444',
      period: '2026-10',
      label: 'Lön oktober 2026',
      status: 'completed',
    });
    stubFetch((request) => (request.path === runsPath ? { runs: [november, october], next } : undefined));
    const user = userEvent.setup();
    const { router } = renderPayroll(payrollTestRoutes, '/payroll');

    const table = await screen.findByRole('table', { name: 'Lönekörningar' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Lön november 2026',
      'Lön oktober 2026',
    ]);
    expect(within(rows[0]!).getByText('Andra godkännandet klart')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Slutförd')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/70\s000,00\s*kr/)).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/55\s732,00\s*kr/)).toBeInTheDocument();
    expect(within(rows[0]!).getByText('1 stoppande, 2 varningar')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Lön november 2026' })).toHaveAttribute(
      'href',
      `/payroll/${november.id}`,
    );

    expect(screen.getByText('Nästa lönekörning: december 2026, utbetalning 2026-12-25')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Skapa lönekörning' }));
    expect(router.state.location.pathname).toBe('/payroll/new');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      kind: 'ordinary',
      period: '2026-12',
      payDate: '2026-12-25',
    });
  });

  it('says what to do when there is no run yet', async () => {
    stubFetch((request) => (request.path === runsPath ? { runs: [], next } : undefined));
    renderPayroll(payrollTestRoutes, '/payroll');
    expect(
      await screen.findByText(/^Det finns inga lönekörningar än\. Skapa den första med knappen ovan/),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skapa lönekörning' })).toBeInTheDocument();
  });

  it('shows the create button only to a role that may run payroll', async () => {
    stubFetch((request) => (request.path === runsPath ? { runs: [], next } : undefined));
    renderPayroll(payrollTestRoutes, '/payroll', ['PayrollBasis.View.Preliminary']);
    await screen.findByText(/^Det finns inga lönekörningar än/);
    expect(screen.queryByRole('link', { name: 'Skapa lönekörning' })).not.toBeInTheDocument();
  });

  it("the manager's review lists only runs waiting for the first or the second approval", async () => {
    const waitingFirst = makeRun({ status: 'calculated' });
    const waitingSecond = makeRun({
      id: '55555555-5555-4555-8555-555555555555',
      label: 'Extra lön november 2026',
      status: 'first-approved',
    });
    const done = makeRun({
      id: '66666666-6666-4666-8666-666666666666',
      label: 'Lön oktober 2026',
      status: 'completed',
    });
    const draft = makeRun({
      id: '77777777-7777-4777-8777-777777777777',
      label: 'Lön december 2026',
      status: 'draft',
    });
    stubFetch((request) =>
      request.path === runsPath ? { runs: [draft, waitingFirst, waitingSecond, done], next } : undefined,
    );
    renderPayroll(payrollTestRoutes, '/manager/approval', ['PayrollBasis.Approve.First']);
    const table = await screen.findByRole('table', { name: 'Lönekörningar att godkänna' });
    const labels = within(table)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Lön november 2026', 'Extra lön november 2026']);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enErrors from '../../../../public/locales/en-GB/errors.json';
import enPayroll from '../../../../public/locales/en-GB/payroll.json';
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

describe("a test company's payroll history being made (a job)", () => {
  it('shows its progress in Swedish instead of the suggestion, then the runs once it is done', async () => {
    const october = makeRun({ period: '2026-10', label: 'Lön oktober 2026', status: 'completed' });
    let polls = 0;
    const seen = stubFetch((request) => {
      if (request.path !== runsPath) return undefined;
      polls += 1;
      // The first answer: one of three months made; every later one: done, with the runs.
      return polls === 1
        ? { runs: [], next, sampleHistory: { state: 'running', progress: 33.3, monthsBack: 3 } }
        : { runs: [october], next, sampleHistory: { state: 'succeeded', progress: 100, monthsBack: 3 } };
    });
    renderPayroll(payrollTestRoutes, '/payroll');

    expect(
      await screen.findByText(
        'Exempelföretagets lönehistorik skapas: en slutförd lönekörning för var och en av de 3 senaste månaderna. 33 % klart.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('progressbar', { name: 'Lönehistorikens förlopp' })).toBeInTheDocument();
    expect(
      screen.getByText(/^Lönehistoriken skapas just nu\. Lönekörningarna visas här/),
    ).toBeInTheDocument();
    // A run made by hand for one of the history's months would stop it: no suggestion meanwhile.
    expect(screen.queryByRole('link', { name: 'Skapa lönekörning' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Det finns inga lönekörningar än/)).not.toBeInTheDocument();

    // Read again a second later: done, the runs are listed and the suggestion is back.
    const table = await screen.findByRole('table', { name: 'Lönekörningar' }, { timeout: 3000 });
    expect(within(table).getByRole('link', { name: 'Lön oktober 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skapa lönekörning' })).toBeInTheDocument();
    expect(seen.filter((request) => request.path === runsPath).length).toBeGreaterThanOrEqual(2);
  });

  it('shows its progress in English (en-GB)', async () => {
    stubFetch((request) =>
      request.path === runsPath
        ? { runs: [], next, sampleHistory: { state: 'queued', progress: 0, monthsBack: 4 } }
        : undefined,
    );
    renderPayroll(payrollTestRoutes, '/payroll', undefined, { payroll: enPayroll, errors: enErrors });
    expect(
      await screen.findByText(
        "The sample company's payroll history is being made: a completed payroll run for each of the last 4 months. 0% done.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress of the payroll history' })).toBeInTheDocument();
    expect(screen.getByText(/^The payroll history is being made right now\./)).toBeInTheDocument();
  });

  it('says so when the history could not be made in full, and lists what was made', async () => {
    const october = makeRun({ period: '2026-10', label: 'Lön oktober 2026', status: 'completed' });
    stubFetch((request) =>
      request.path === runsPath
        ? { runs: [october], next, sampleHistory: { state: 'failed', progress: 33, monthsBack: 3 } }
        : undefined,
    );
    renderPayroll(payrollTestRoutes, '/payroll');
    expect(
      await screen.findByText(
        'Exempelföretagets lönehistorik kunde inte skapas helt. De lönekörningar som blev klara visas nedan.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Lönekörningar' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

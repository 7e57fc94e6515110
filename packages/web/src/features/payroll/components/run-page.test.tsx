import type { GetPayrollRunResponse } from '@lonsam/domain/contracts/payroll-runs/get-payroll-run';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_PRIVILEGES,
  annaTotals,
  makeEmployee,
  makeRun,
  problemResponse,
  RUN_ID,
  renderPayroll,
  runsPath,
  type SeenRequest,
  scope,
  stubFetch,
} from '../testing/payroll-test-kit.tsx';
import { payrollTestRoutes } from '../testing/payroll-test-routes.tsx';

afterEach(() => vi.unstubAllGlobals());

const runPath = `${runsPath}/${RUN_ID}`;
const anna = makeEmployee();
const bertil = makeEmployee({
  employmentId: 'e0000000-0000-4000-8000-000000000002',
  employeeId: 'f0000000-0000-4000-8000-000000000002',
  employeeName: 'Bertil Berg',
  payslipId: 'a0000000-0000-4000-8000-000000000002',
  checks: [
    { code: 'NO_BANK_ACCOUNT', severity: 'blocking', message: 'Saknar giltigt bankkonto' },
    { code: 'UNATTESTED_EVENTS', severity: 'warning', message: '1 händelse i perioden är inte attesterad' },
  ],
});

function detail(overrides: Partial<GetPayrollRunResponse> = {}): GetPayrollRunResponse {
  return {
    run: makeRun(),
    employees: [anna, bertil],
    excluded: [],
    eventsIncluded: [],
    eventsLeftOut: [],
    ...overrides,
  };
}

function serve(answer: (request: SeenRequest) => unknown) {
  return stubFetch(
    (request) => answer(request) ?? { runs: [], next: { period: '2026-12', payDate: '2026-12-25' } },
  );
}

const rowOf = (name: string) => {
  const table = screen.getByRole('table', { name: 'Anställdas löner' });
  return within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(name))!;
};

describe('run page', () => {
  it('shows the progress while calculating, polling the run every second until it is calculated', async () => {
    let reads = 0;
    const requests = serve((request) => {
      if (request.path !== runPath) return undefined;
      reads += 1;
      if (reads === 1) {
        return detail({
          run: makeRun({ status: 'calculating', progress: { done: 3, total: 10 } }),
          employees: [],
        });
      }
      return detail();
    });
    renderPayroll(payrollTestRoutes, `/payroll/${RUN_ID}`);
    expect(await screen.findByRole('heading', { name: 'Lön november 2026' })).toBeInTheDocument();
    expect(screen.getByText('Beräknar … 3 av 10 anställda')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Beräkningens förlopp' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(screen.queryByRole('button', { name: /Beräkna/ })).not.toBeInTheDocument();

    // The next poll (a second later) finds the run calculated.
    expect(
      await screen.findByRole('button', { name: 'Beräkna igen' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.path === runPath).length).toBe(2);
    expect(within(rowOf('Anna Andersson')).getByText(/27\s866,00\s*kr/)).toBeInTheDocument();
  });

  it('"Beräkna" starts the job and the progress bar appears at once', async () => {
    const calculating = makeRun({ status: 'calculating', progress: { done: 0, total: 2 }, version: 2 });
    let stored = makeRun({ status: 'draft', version: 1 });
    const requests = serve((request) => {
      if (request.path === `${runPath}/calculate`) {
        stored = calculating;
        return { run: calculating, jobId: 'job-1' };
      }
      if (request.path === runPath) return detail({ run: stored, employees: [] });
      return undefined;
    });
    const user = userEvent.setup();
    renderPayroll(payrollTestRoutes, `/payroll/${RUN_ID}`);
    expect(
      await screen.findByText(
        'Lönerna är inte beräknade än. Tryck på Beräkna för att räkna ut varje anställds lön.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Beräkna' }));
    expect(await screen.findByText('Beräknar … 0 av 2 anställda')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Beräkningens förlopp' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    const calculate = requests.find((request) => request.path === `${runPath}/calculate`);
    expect(calculate?.body).toEqual({ version: 1 });
  });

  it('says so when the job gave up and the run went back to draft', async () => {
    let reads = 0;
    serve((request) => {
      if (request.path !== runPath) return undefined;
      reads += 1;
      return reads === 1
        ? detail({ run: makeRun({ status: 'calculating', progress: { done: 1, total: 2 } }), employees: [] })
        : detail({ run: makeRun({ status: 'draft' }), employees: [] });
    });
    renderPayroll(payrollTestRoutes, `/payroll/${RUN_ID}`);
    expect(await screen.findByText('Beräknar … 1 av 2 anställda')).toBeInTheDocument();
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      /^Beräkningen kunde inte slutföras och inget sparades\./,
    );
    expect(screen.getByRole('button', { name: 'Beräkna' })).toBeInTheDocument();
  });

  it('shows checks as blocking and warning badges and filters to those with remarks through the address', async () => {
    serve((request) => (request.path === runPath ? detail() : undefined));
    const user = userEvent.setup();
    const { router } = renderPayroll(payrollTestRoutes, `/payroll/${RUN_ID}`);
    await screen.findByRole('table', { name: 'Anställdas löner' });
    const row = rowOf('Bertil Berg');
    expect(within(row).getByText('Stoppande')).toBeInTheDocument();
    expect(within(row).getByText('Saknar giltigt bankkonto')).toBeInTheDocument();
    expect(within(row).getByText('Varning')).toBeInTheDocument();
    expect(within(rowOf('Anna Andersson')).queryByText('Stoppande')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Visa bara med anmärkningar' }));
    expect(new URLSearchParams(router.state.location.search).get('remarks')).toBe('only');
    expect(screen.queryByText('Anna Andersson')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lönespecifikation för Bertil Berg' })).toHaveAttribute(
      'href',
      `/payroll/${RUN_ID}/payslips/${bertil.payslipId}`,
    );
  });

  it('opens with the filter the address holds', async () => {
    serve((request) => (request.path === runPath ? detail() : undefined));
    renderPayroll(payrollTestRoutes, `/payroll/${RUN_ID}?remarks=only`);
    await screen.findByRole('table', { name: 'Anställdas löner' });
    expect(screen.getByRole('checkbox', { name: 'Visa bara med anmärkningar' })).toBeChecked();
    expect(screen.getByText('Bertil Berg')).toBeInTheDocument();
    expect(screen.queryByText('Anna Andersson')).not.toBeInTheDocument();
  });

  it('"Beräkna om" replaces that employee\'s net with the answer at once', async () => {
    // Bertil's bank account fixed: 35 000 kr gross, net 27 866 kr, no checks (S01).
    const fixed = { ...bertil, checks: [], totals: annaTotals };
    let bertilRow = { ...bertil, totals: { ...annaTotals, netOre: -50_000 } };
    const requests = serve((request) => {
      if (request.path === `${runPath}/employees/${bertil.employmentId}/recalculate`) {
        bertilRow = fixed;
        return { run: makeRun({ version: 4 }), employee: fixed };
      }
      if (request.path === runPath) return detail({ employees: [anna, bertilRow] });
      return undefined;
    });
    const user = userEvent.setup();
    renderPayroll(payrollTestRoutes, `/payroll/${RUN_ID}`);
    await screen.findByRole('table', { name: 'Anställdas löner' });
    expect(within(rowOf('Bertil Berg')).getByText(/−500,00\s*kr/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Beräkna om Bertil Berg' }));
    await waitFor(() =>
      expect(within(rowOf('Bertil Berg')).getByText(/27\s866,00\s*kr/)).toBeInTheDocument(),
    );
    expect(within(rowOf('Bertil Berg')).queryByText('Stoppande')).not.toBeInTheDocument();
    expect(requests.some((request) => request.path.endsWith('/recalculate'))).toBe(true);
  });

  it('the basis names who is left out and why, and links to the events left unattested', async () => {
    const leftOut = {
      id: 'b0000000-0000-4000-8000-000000000001',
      employeeName: 'Anna Andersson',
      kind: 'absence',
      fromDate: '2026-11-03',
      toDate: '2026-11-04',
    };
    serve((request) =>
      request.path === runPath
        ? detail({
            excluded: [
              {
                employmentId: 'e0000000-0000-4000-8000-000000000009',
                employeeName: 'Cecilia Ek',
                reason: 'Slutade 2026-10-31',
              },
            ],
            eventsLeftOut: [leftOut as GetPayrollRunResponse['eventsLeftOut'][number]],
          })
        : undefined,
    );
    renderPayroll(payrollTestRoutes, `/payroll/${RUN_ID}`);
    expect(await screen.findByText('2 anställda ingår')).toBeInTheDocument();
    expect(screen.getByText('Cecilia Ek: Slutade 2026-10-31')).toBeInTheDocument();
    expect(screen.getByText('1 händelser är inte attesterade och lämnas utanför')).toBeInTheDocument();
    expect(screen.getByText('Anna Andersson: frånvaro 2026-11-03–2026-11-04')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå till händelserna för att attestera dem' })).toHaveAttribute(
      'href',
      `/${scope.employerId}/events`,
    );
  });
});

describe('run page approvals', () => {
  it('asks before completing, and completes only after the confirmation', async () => {
    const requests = serve((request) => {
      if (request.path === `${runPath}/approvals/complete`)
        return makeRun({ status: 'completed', version: 6 });
      if (request.path === runPath)
        return detail({ run: makeRun({ status: 'second-approved', version: 5 }) });
      return undefined;
    });
    const user = userEvent.setup();
    renderPayroll(payrollTestRoutes, `/payroll/${RUN_ID}`, [
      ...ADMIN_PRIVILEGES,
      'PayrollBasis.Approve.Complete',
    ]);
    await user.click(await screen.findByRole('button', { name: 'Slutför lönekörningen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slutföra lönekörningen?' });
    expect(
      within(dialog).getByText('En slutförd lön kan inte ändras. Rättelser görs i en korrigeringskörning.'),
    ).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Slutför lönekörningen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Slutför' }));
    await waitFor(() =>
      expect(requests.find((request) => request.path === `${runPath}/approvals/complete`)?.body).toEqual({
        version: 5,
      }),
    );
  });

  it('an abort needs a reason before anything is sent', async () => {
    const requests = serve((request) => {
      if (request.path === `${runPath}/approvals/second/abort`)
        return makeRun({ status: 'first-approved', version: 6 });
      if (request.path === runPath)
        return detail({ run: makeRun({ status: 'second-approved', version: 5 }) });
      return undefined;
    });
    const user = userEvent.setup();
    renderPayroll(payrollTestRoutes, `/payroll/${RUN_ID}`, [
      ...ADMIN_PRIVILEGES,
      'PayrollBasis.Abort.Second',
    ]);
    await user.click(await screen.findByRole('button', { name: 'Avbryt andra godkännandet' }));
    // Without Abort.First only the second step's abort shows.
    expect(screen.queryByRole('button', { name: 'Avbryt första godkännandet' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Andra godkännandet: skicka tillbaka' });
    await user.click(within(dialog).getByRole('button', { name: 'Skicka tillbaka' }));
    expect(await within(dialog).findByText('Ange varför godkännandet avbryts')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Anledning/ }),
      'Fel skattetabell för Bertil',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Skicka tillbaka' }));
    await waitFor(() =>
      expect(requests.find((request) => request.path === `${runPath}/approvals/second/abort`)?.body).toEqual({
        version: 5,
        reason: 'Fel skattetabell för Bertil',
      }),
    );
  });

  it('shows the different-person rule in Swedish when the first approver tries the second', async () => {
    serve((request) => {
      if (request.path === `${runPath}/approvals/second`) {
        return problemResponse(409, { code: 'PAYROLL_RUN_SAME_APPROVER', detail: 'Same approver.' });
      }
      if (request.path === runPath) return detail({ run: makeRun({ status: 'first-approved' }) });
      return undefined;
    });
    const user = userEvent.setup();
    renderPayroll(payrollTestRoutes, `/payroll/${RUN_ID}`, ['PayrollBasis.Approve.Second']);
    await user.click(await screen.findByRole('button', { name: 'Godkänn (andra)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Andra godkännandet måste göras av en annan person än den som gjorde det första.',
    );
    expect(screen.queryByText('Same approver.')).not.toBeInTheDocument();
  });

  it('blocking checks keep the first approval disabled', async () => {
    serve((request) =>
      request.path === runPath ? detail({ run: makeRun({ blockingCount: 1 }) }) : undefined,
    );
    renderPayroll(payrollTestRoutes, `/payroll/${RUN_ID}`, ['PayrollBasis.Approve.First']);
    expect(await screen.findByRole('button', { name: 'Godkänn (första)' })).toBeDisabled();
    expect(screen.getByText(/har 1 stoppande anmärkningar/)).toBeInTheDocument();
  });

  it("the manager's review shows the approval but neither calculation, recalculation nor delete", async () => {
    serve((request) => (request.path === runPath ? detail() : undefined));
    renderPayroll(payrollTestRoutes, `/manager/approval/${RUN_ID}`, [
      ...ADMIN_PRIVILEGES,
      'PayrollBasis.Approve.First',
    ]);
    expect(await screen.findByRole('button', { name: 'Godkänn (första)' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Beräkna igen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Beräkna om/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ta bort lönekörningen' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Tillbaka till lönegranskningen/ })).toHaveAttribute(
      'href',
      '/manager/approval',
    );
  });

  it('deletes a draft after a confirmation and goes back to the list', async () => {
    const requests = serve((request) => {
      if (request.method === 'DELETE') return new Response(null, { status: 204 });
      if (request.path === runPath)
        return detail({ run: makeRun({ status: 'draft', version: 1 }), employees: [] });
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderPayroll(payrollTestRoutes, `/payroll/${RUN_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Ta bort lönekörningen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort Lön november 2026?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payroll'));
    const remove = requests.find((request) => request.method === 'DELETE');
    expect(remove?.path).toBe(runPath);
    expect(remove?.search.get('version')).toBe('1');
  });
});

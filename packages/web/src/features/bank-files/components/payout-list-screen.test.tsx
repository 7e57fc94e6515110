import type { PayoutRunView, PayoutView } from '@lonsam/domain/contracts/bank-files/bank-files';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import svErrors from '../../../../public/locales/sv-SE/errors.json';
import svReports from '../../../../public/locales/sv-SE/reports.json';
import { EmployerScopeProvider } from '../../../lib/employer-scope.tsx';
import { renderFeatureUi } from '../../../testing/render-feature-ui.tsx';
import { PrivilegeProvider } from '../../../ui/privileges/privileges-context.tsx';
import { PayoutListRoute, PayoutsSectionLayout, TeamPayoutRoute } from '../routes/bank-file-routes.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};
const RUN_ID = '33333333-3333-4333-8333-333333333333';
const listPath = `/api/employer/${scope.employerId}/payouts`;
const payoutPath = `/api/employer/${scope.employerId}/payroll-runs/${RUN_ID}/payout`;

afterEach(() => vi.unstubAllGlobals());

function stubFetch(answer: (path: string) => unknown): string[] {
  const seen: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost/').pathname;
    seen.push(path);
    return new Response(JSON.stringify(answer(path) ?? {}), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return seen;
}

function renderSection() {
  const router = createMemoryRouter(
    [
      {
        path: '/manager/payouts',
        element: <PayoutsSectionLayout />,
        children: [
          { index: true, element: <PayoutListRoute /> },
          { path: ':runId', element: <TeamPayoutRoute /> },
        ],
      },
    ],
    { initialEntries: ['/manager/payouts'] },
  );
  renderFeatureUi(
    <EmployerScopeProvider value={scope}>
      <PrivilegeProvider
        value={{
          isLoading: false,
          isDebug: false,
          entries: [{ id: 'ReportingAndCompliance.PayoutInsight' }],
        }}
      >
        <RouterProvider router={router} />
      </PrivilegeProvider>
    </EmployerScopeProvider>,
    { reports: svReports, errors: svErrors },
  );
  return router;
}

// The manager's team (Anna and Maja) in January's run: 2 × 27 866 = 55 732,00 kr.
const january: PayoutRunView = {
  id: RUN_ID,
  label: 'Lön januari 2026',
  period: '2026-01',
  payDate: '2026-01-23',
  netOre: 5_573_200,
  employeeCount: 2,
};
const teamPayout: PayoutView = {
  run: { ...january, status: 'completed' },
  format: 'pain.001.001.03',
  payees: [
    { employeeId: 'a', name: 'Anna Ek', netOre: 2_786_600, account: '6789 ••••6789', problem: null },
    { employeeId: 'm', name: 'Maja Chef', netOre: 2_786_600, account: '3300 ••••9876', problem: null },
  ],
  settingProblems: [],
  files: [],
};

describe("the manager's payouts", () => {
  it("list the completed runs with the team's net pay and open a run's team payout", async () => {
    const seen = stubFetch((path) =>
      path === listPath ? { runs: [january] } : path === payoutPath ? teamPayout : undefined,
    );
    const router = renderSection();
    const table = await screen.findByRole('table', { name: 'Slutförda lönekörningar' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row!).getByText('2026-01-23')).toBeInTheDocument();
    expect(within(row!).getByText(/55\s732,00\s*kr/)).toBeInTheDocument();
    expect(within(row!).getByText('2')).toBeInTheDocument();
    await userEvent.setup().click(within(row!).getByRole('link', { name: 'Lön januari 2026' }));
    expect(await screen.findByRole('table', { name: 'Mottagare' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/manager/payouts/${RUN_ID}`);
    expect(seen).toContain(payoutPath);
    // The overview only (PayoutInsight), and the way back to the list.
    expect(screen.queryByRole('button', { name: 'Skapa betalningsfil' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Tillbaka till utbetalningarna' })).toHaveAttribute(
      'href',
      '/manager/payouts',
    );
  });

  it('say so when no completed run has paid the team', async () => {
    stubFetch(() => ({ runs: [] }));
    renderSection();
    expect(
      await screen.findByText('Ingen slutförd lönekörning har betalat ut lön till ditt team ännu.'),
    ).toBeInTheDocument();
  });
});

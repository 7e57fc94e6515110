import type { PayoutView } from '@lonsam/domain/contracts/bank-files/bank-files';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import svErrors from '../../../../public/locales/sv-SE/errors.json';
import svReports from '../../../../public/locales/sv-SE/reports.json';
import { EmployerScopeProvider } from '../../../lib/employer-scope.tsx';
import { renderFeatureUi } from '../../../testing/render-feature-ui.tsx';
import { PrivilegeProvider } from '../../../ui/privileges/privileges-context.tsx';
import { PayoutScreen } from './payout-screen.tsx';

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};
const RUN_ID = '33333333-3333-4333-8333-333333333333';
const BO = '55555555-5555-4555-8555-555555555555';
const payoutPath = `/api/employer/${scope.employerId}/payroll-runs/${RUN_ID}/payout`;
const filesPath = `/api/employer/${scope.employerId}/payroll-runs/${RUN_ID}/bank-files`;

afterEach(() => vi.unstubAllGlobals());

type Seen = { method: string; path: string; body: unknown };

function stubFetch(answer: (request: Seen) => Response | unknown): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost/');
    const request = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    seen.push(request);
    const result = answer(request);
    if (result instanceof Response) return result;
    return new Response(JSON.stringify(result ?? {}), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return seen;
}

function renderPayout(privileges: string[] = ['ReportingAndCompliance.BankFile.Iso20022']) {
  const router = createMemoryRouter(
    [
      {
        path: '/payroll/:runId/payout',
        element: <PayoutScreen runId={RUN_ID} backTo={`/payroll/${RUN_ID}`} />,
      },
    ],
    { initialEntries: [`/payroll/${RUN_ID}/payout`] },
  );
  renderFeatureUi(
    <EmployerScopeProvider value={scope}>
      <PrivilegeProvider
        value={{
          isLoading: false,
          isDebug: false,
          entries: privileges.map((id) => ({ id })),
        }}
      >
        <RouterProvider router={router} />
      </PrivilegeProvider>
    </EmployerScopeProvider>,
    { reports: svReports, errors: svErrors },
  );
}

// Three S01 payslips, net 27 866 kr each: 83 598 kr for the run, 55 732 kr without Bo.
const payout: PayoutView = {
  run: {
    id: RUN_ID,
    label: 'Lön januari 2026',
    period: '2026-01',
    payDate: '2026-01-23',
    status: 'completed',
    netOre: 8_359_800,
    employeeCount: 3,
  },
  format: 'pain.001.001.03',
  payees: [
    { employeeId: 'a', name: 'Anna Ek', netOre: 2_786_600, account: '6789 ••••6789', problem: null },
    {
      employeeId: BO,
      name: 'Bo Gran',
      netOre: 2_786_600,
      account: null,
      problem: { reason: 'missing-account', message: 'Kontonummer saknas' },
    },
    { employeeId: 'm', name: 'Maja Chef', netOre: 2_786_600, account: '3300 ••••9876', problem: null },
  ],
  settingProblems: [],
  files: [],
};

describe('the payout page', () => {
  it('shows a manager with PayoutInsight the team overview only: no leave-out, no file, no files list', async () => {
    // The server sends the team only: Anna and Maja, 2 × 27 866 = 55 732 kr.
    const team: PayoutView = {
      ...payout,
      run: { ...payout.run, netOre: 5_573_200, employeeCount: 2 },
      payees: payout.payees.filter((payee) => payee.name !== 'Bo Gran'),
    };
    stubFetch((request) => (request.path === payoutPath ? team : undefined));
    renderPayout(['ReportingAndCompliance.PayoutInsight']);
    const table = await screen.findByRole('table', { name: 'Mottagare' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText(/Du ser bara ditt teams utbetalning/)).toBeInTheDocument();
    expect(screen.getByText(/Nettolön totalt/).nextSibling?.textContent).toMatch(/55\s732,00\s*kr/);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Skapa betalningsfil' })).toBeNull();
    expect(screen.queryByTestId('payout-in-file')).toBeNull();
  });

  it('shows who gets what on which masked account and who cannot be paid', async () => {
    stubFetch((request) => (request.path === payoutPath ? payout : undefined));
    renderPayout();
    const table = await screen.findByRole('table', { name: 'Mottagare' });
    const bo = within(table).getByRole('row', { name: /Bo Gran/ });
    expect(within(bo).getByText('Saknas')).toBeInTheDocument();
    expect(within(bo).getByText('Kontonummer saknas')).toBeInTheDocument();
    expect(within(table).getByText('6789 ••••6789')).toBeInTheDocument();
    expect(screen.getByText(/Nettolön totalt/).nextSibling?.textContent).toMatch(/83\s598,00\s*kr/);
    expect(screen.getByText('ISO 20022 pain.001.001.03 (bankens lönefil)')).toBeInTheDocument();
    expect(screen.getByTestId('payout-in-file').textContent).toMatch(/83\s598,00\s*kr till 3 mottagare/);
  });

  it('lists who cannot be paid when the file is refused, and sends the explicit leave-out', async () => {
    const seen = stubFetch((request) => {
      if (request.method === 'POST' && (request.body as { leaveOut: string[] }).leaveOut.length === 0)
        return new Response(
          JSON.stringify({
            status: 422,
            code: 'BANK_FILE_INVALID_ACCOUNTS',
            problems: [
              { employeeId: BO, name: 'Bo Gran', reason: 'missing-account', message: 'Kontonummer saknas' },
            ],
          }),
          { status: 422, headers: { 'content-type': 'application/problem+json' } },
        );
      if (request.method === 'POST')
        return new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } });
      return payout;
    });
    const user = userEvent.setup();
    renderPayout();
    await user.click(await screen.findByRole('button', { name: 'Skapa betalningsfil' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Filen skapades inte')).toBeInTheDocument();
    expect(within(alert).getByText('Bo Gran: Kontonummer saknas')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Utelämna Bo Gran ur filen' }));
    expect(screen.getByTestId('payout-in-file').textContent).toMatch(/55\s732,00\s*kr till 2 mottagare/);
    await user.click(screen.getByRole('button', { name: 'Skapa betalningsfil' }));
    await vi.waitFor(() =>
      expect(seen.filter((request) => request.method === 'POST').at(-1)).toEqual({
        method: 'POST',
        path: filesPath,
        body: { leaveOut: [BO] },
      }),
    );
  });

  it('names a missing paying account with a link to the payout settings', async () => {
    stubFetch(() => ({
      ...payout,
      settingProblems: [{ code: 'PAYING_ACCOUNT_MISSING', setting: 'payout' }],
    }));
    renderPayout();
    expect(await screen.findByText(/Företaget saknar konto att betala lönerna från/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Öppna Inställningar, Utbetalning' })).toHaveAttribute(
      'href',
      `/${scope.employerId}/settings/payout`,
    );
  });

  it('lists the files made with their totals, unpaid payees and a sent mark', async () => {
    const seen = stubFetch((request) =>
      request.method === 'POST'
        ? { id: 'f1', sentAt: '2026-01-21T09:00:00.000Z' }
        : {
            ...payout,
            files: [
              {
                id: '66666666-6666-4666-8666-666666666666',
                format: 'pain.001.001.03',
                createdAt: '2026-01-20T08:00:00.000Z',
                paymentCount: 2,
                totalOre: 5_573_200,
                leftOut: [
                  { employeeId: BO, name: 'Bo Gran', netOre: 2_786_600, reason: 'Kontonummer saknas' },
                ],
                downloadedAt: null,
                sentAt: null,
                version: 1,
              },
            ],
          },
    );
    const user = userEvent.setup();
    renderPayout();
    const files = await screen.findByRole('table', { name: 'Skapade betalningsfiler' });
    expect(within(files).getByTestId('bank-file-total').textContent).toMatch(/55\s732,00\s*kr/);
    expect(within(files).getByText(/Bo Gran, 27\s866,00\s*kr obetalt/)).toBeInTheDocument();
    await user.click(within(files).getByRole('button', { name: 'Markera som skickad' }));
    await vi.waitFor(() =>
      expect(seen.find((request) => request.method === 'POST')).toEqual({
        method: 'POST',
        path: `/api/employer/${scope.employerId}/bank-files/66666666-6666-4666-8666-666666666666/sent`,
        body: { version: 1 },
      }),
    );
  });
});

import type { BalancesView } from '@lonsam/domain/contracts/balances/balance-shapes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import svBalances from '../../../../public/locales/sv-SE/balances.json';
import { EmployerScopeProvider } from '../../../lib/employer-scope.tsx';
import { problem, renderFeatureUi, stubApi } from '../../../testing/render-feature-ui.tsx';
import { PrivilegeProvider } from '../../../ui/privileges/privileges-context.tsx';
import { EmployeeBalancesTab } from './employee-balances-tab.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};
const employmentId = '33333333-3333-4333-8333-333333333333';
const path = `/api/employer/${scope.employerId}/employments/${employmentId}/balances`;

const balances = (paidDays: number): BalancesView => ({
  employmentId,
  employeeName: 'Anna Ek',
  date: '2026-03-31',
  vacation: { paidDays, savedDays: 0, savedByYear: [], unpaidDaysTaken: 0, advanceDays: 0, history: [] },
  compTime: { hours: 0, history: [] },
  flex: { hours: 0, history: [], limitWarning: null },
});

const entries = (...ids: string[]) => ids.map((id) => ({ id, writeAccess: true }));
const ADMIN = entries(
  'Employee.Balances.Summary',
  'Employee.Balances.Details.Vacation',
  'Employee.Balances.Details.CompTime',
  'Employee.Events.Report.Balances',
  'Employee.Events.Attestation',
);

function renderTab(privileges = ADMIN) {
  return renderFeatureUi(
    <EmployerScopeProvider value={scope}>
      <PrivilegeProvider value={{ isLoading: false, entries: privileges, isDebug: false }}>
        <EmployeeBalancesTab employmentId={employmentId} />
      </PrivilegeProvider>
    </EmployerScopeProvider>,
    { balances: svBalances },
  );
}

const plain = (text: string | null | undefined) => (text ?? '').replaceAll('\u00a0', ' ');

describe("the employee page's balances tab", () => {
  it('adjusts with a reason, sends it in the role, and reads the balances again', async () => {
    let paid = 10;
    const requests = stubApi((request) => {
      if (request.method === 'POST') {
        paid += 2.5;
        return {
          eventId: 'e',
          balance: 'vacation-days',
          date: '2026-03-10',
          change: 2.5,
          reason: 'Rättelse',
        };
      }
      return balances(paid);
    });
    renderTab();
    const vacation = await screen.findByRole('region', { name: 'Semester' });
    expect(plain(vacation.textContent)).toContain('Betalda dagar10 dagar');
    const form = screen.getByRole('form', { name: 'Justera saldo' });
    // Flex is not offered: the role does not see flex details.
    await userEvent.click(within(form).getByRole('combobox', { name: 'Saldo att justera' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Betalda semesterdagar',
      'Sparade semesterdagar',
      'Komptid (timmar)',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Betalda semesterdagar' }));
    const date = within(form).getByRole('textbox', { name: 'Datum' });
    await userEvent.clear(date);
    await userEvent.type(date, '2026-03-10');
    await userEvent.type(within(form).getByRole('textbox', { name: /Ändring \(dagar\)/ }), '2,5');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Anledning' }), 'Rättelse');
    await userEvent.click(within(form).getByRole('button', { name: 'Spara justering' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    const post = requests.find((request) => request.method === 'POST');
    expect(post).toEqual({
      method: 'POST',
      path: `${path}/adjustments`,
      body: { balance: 'vacation-days', date: '2026-03-10', change: 2.5, reason: 'Rättelse' },
    });
    // 10 + 2.5 = 12.5 once the balances are read again.
    await waitFor(() => expect(plain(vacation.textContent)).toContain('Betalda dagar12,5 dagar'));
    expect(await screen.findByText('Justeringen är sparad')).toBeTruthy();
  }, 30_000);

  it('says what is missing in Swedish before sending, and shows the server’s field message', async () => {
    const requests = stubApi((request) =>
      request.method === 'POST'
        ? problem(400, { code: 'EVENT_REFUSED', errors: { 'payload.date': ['Perioden är låst'] } })
        : balances(10),
    );
    renderTab();
    const form = await screen.findByRole('form', { name: 'Justera saldo' });
    await userEvent.click(within(form).getByRole('button', { name: 'Spara justering' }));
    expect(within(form).getByText('Ange en anledning till justeringen')).toBeTruthy();
    expect(within(form).getByText('Ange en justering skild från noll, högst ±1 000')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    await userEvent.type(within(form).getByRole('textbox', { name: /Ändring/ }), '-1');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Anledning' }), 'Fel');
    await userEvent.click(within(form).getByRole('button', { name: 'Spara justering' }));
    expect(await within(form).findByText('Perioden är låst')).toBeTruthy();
  }, 30_000);

  it('has no adjustment form for a role that may not attest balance events', async () => {
    stubApi(() => balances(10));
    renderTab(
      entries(
        'Employee.Balances.Summary',
        'Employee.Balances.Details.Vacation',
        'Employee.Events.Report.Balances',
      ),
    );
    await screen.findByRole('region', { name: 'Semester' });
    expect(screen.queryByRole('form', { name: 'Justera saldo' })).toBeNull();
  });
});

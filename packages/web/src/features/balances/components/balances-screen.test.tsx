import type { BalancesView } from '@lonsam/domain/contracts/balances/balance-shapes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enBalances from '../../../../public/locales/en-GB/balances.json';
import svBalances from '../../../../public/locales/sv-SE/balances.json';
import { EmployerScopeProvider } from '../../../lib/employer-scope.tsx';
import { problem, renderFeatureUi, stubApi } from '../../../testing/render-feature-ui.tsx';
import { BalancesScreen } from './balances-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};
const employmentId = '33333333-3333-4333-8333-333333333333';

const none = { part: null, runLabel: null, reason: null, adjustedBy: null };
const balances: BalancesView = {
  employmentId,
  employeeName: 'Anna Ek',
  date: '2026-03-31',
  vacation: {
    paidDays: 12.66,
    savedDays: 3,
    savedByYear: [{ year: 2025, days: 3 }],
    unpaidDaysTaken: 2,
    advanceDays: 0,
    history: [
      { ...none, date: '2026-01-01', cause: 'opening', part: 'paid', amount: 10 },
      {
        ...none,
        date: '2026-02-10',
        cause: 'adjusted',
        part: 'paid',
        amount: 1.5,
        reason: 'Rättelse',
        adjustedBy: 'Maja Chef',
      },
      {
        ...none,
        date: '2026-02-25',
        cause: 'taken',
        part: 'paid',
        amount: -3,
        runLabel: 'Lön februari 2026',
      },
    ],
  },
  compTime: { hours: 2.5, history: null },
  flex: { hours: -1.25, history: [], limitWarning: null },
};

// Intl writes sv-SE numbers with U+2212 minus and no-break spaces.
const plain = (text: string | null | undefined) =>
  (text ?? '').replaceAll('\u00a0', ' ').replaceAll('\u2212', '-');

function renderScreen() {
  return renderFeatureUi(
    <EmployerScopeProvider value={scope}>
      <BalancesScreen employmentId={employmentId} />
    </EmployerScopeProvider>,
    { balances: svBalances },
  );
}

describe('the balances screen', () => {
  it("asks for the employment's balances in the area's role and shows each kind's totals", async () => {
    const requests = stubApi(() => balances);
    renderScreen();
    const vacation = await screen.findByRole('region', { name: 'Semester' });
    expect(requests[0]?.path).toBe(`/api/employer/${scope.employerId}/employments/${employmentId}/balances`);
    expect(
      within(vacation)
        .getAllByRole('listitem')
        .map((item) => plain(item.textContent)),
    ).toEqual([
      'Betalda dagar12,66 dagar',
      'Sparade dagar3 dagar',
      'Sparade från 20253 dagar',
      'Obetalda dagar uttagna2 dagar',
      'Förskottssemester0 dagar',
    ]);
    expect(plain(screen.getByRole('region', { name: 'Komptid' }).textContent)).toContain('Saldo2,5 tim');
    // Unpaid days left only once the year end that opened the year has found the paid days.
    expect(within(vacation).queryByText('Obetalda dagar kvar')).toBeNull();
    expect(plain(screen.getByRole('region', { name: 'Flextid' }).textContent)).toContain('Saldo-1,25 tim');
    expect(screen.getByText('Per 2026-03-31')).toBeTruthy();
  });

  it('shows the unpaid leave days left when the server knows them', async () => {
    stubApi(() => ({ ...balances, vacation: { ...balances.vacation, unpaidDaysLeft: 2.5 } }));
    renderScreen();
    const vacation = await screen.findByRole('region', { name: 'Semester' });
    expect(plain(within(vacation).getByText('Obetalda dagar kvar').closest('li')?.textContent)).toBe(
      'Obetalda dagar kvar2,5 dagar',
    );
  });

  it('shows the history with each cause, run and reason when opened; none without the details privilege', async () => {
    stubApi(() => balances);
    renderScreen();
    const vacation = await screen.findByRole('region', { name: 'Semester' });
    await userEvent.click(within(vacation).getByRole('button', { name: 'Visa historik för Semester' }));
    expect(plain(within(vacation).getByText('Uttaget i Lön februari 2026').closest('li')?.textContent)).toBe(
      'Uttaget i Lön februari 20262026-02-25 · betalda dagar-3 dagar',
    );
    expect(within(vacation).getByText('Justerat av Maja Chef: Rättelse')).toBeTruthy();
    expect(within(vacation).getByText('Ingående saldo')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Komptid' })).queryByRole('button')).toBeNull();
    const flex = screen.getByRole('region', { name: 'Flextid' });
    await userEvent.click(within(flex).getByRole('button', { name: 'Visa historik för Flextid' }));
    expect(within(flex).getByText('Inga ändringar ännu.')).toBeTruthy();
  });

  it('names flex from reported hours with the run that paid them', async () => {
    const worked = { ...none, date: '2026-01-12', cause: 'worked' as const, amount: 1.5 };
    stubApi(() => ({
      ...balances,
      flex: { hours: 1.5, history: [{ ...worked, runLabel: 'Lön januari 2026' }] },
    }));
    renderScreen();
    const flex = await screen.findByRole('region', { name: 'Flextid' });
    await userEvent.click(within(flex).getByRole('button', { name: 'Visa historik för Flextid' }));
    expect(
      plain(within(flex).getByText('Arbetad tid mot schemat i Lön januari 2026').closest('li')?.textContent),
    ).toBe('Arbetad tid mot schemat i Lön januari 20262026-01-12+1,5 tim');
  });

  it('names comp hours paid out with the run that paid them, and those above the cap still to be paid', async () => {
    stubApi(() => ({
      ...balances,
      compTime: {
        hours: 12,
        history: [
          { ...none, date: '2026-03-15', cause: 'paidOut' as const, amount: -4, runLabel: 'Lön mars 2026' },
          { ...none, date: '2026-12-31', cause: 'paidOut' as const, amount: -3 },
        ],
      },
    }));
    renderScreen();
    const comp = await screen.findByRole('region', { name: 'Komptid' });
    await userEvent.click(within(comp).getByRole('button', { name: 'Visa historik för Komptid' }));
    expect(plain(within(comp).getByText('Utbetalt i Lön mars 2026').closest('li')?.textContent)).toBe(
      'Utbetalt i Lön mars 20262026-03-15-4 tim',
    );
    expect(within(comp).getByText('Över taket vid årsskiftet, betalas ut i nästa lönekörning')).toBeTruthy();
    // Not vacation compensation: that text is the vacation card's.
    expect(within(comp).queryByText(/semesterersättning/)).toBeNull();
  });

  it('warns on the flex card when the last reconciliation closed past a limit', async () => {
    stubApi(() => ({
      ...balances,
      flex: {
        hours: 44,
        history: null,
        limitWarning: {
          periodEnd: '2026-02-28',
          status: 'overPlusLimit' as const,
          limitHours: 40,
          balanceHours: 42.5,
          excessHours: 2.5,
        },
      },
    }));
    renderScreen();
    const flex = await screen.findByRole('region', { name: 'Flextid' });
    const alert = within(flex).getByRole('alert');
    expect(plain(alert.textContent)).toBe(
      'Flexsaldot är över gränsen 40 timmarSaldot var +42,5 tim vid avstämningen 2026-02-28, 2,5 tim utanför gränsen.',
    );
    expect(within(screen.getByRole('region', { name: 'Komptid' })).queryByRole('alert')).toBeNull();
  });

  it('names the minus limit when the balance closed under it', async () => {
    const under = {
      periodEnd: '2026-03-31',
      status: 'underMinusLimit' as const,
      limitHours: 10,
      balanceHours: -12,
      excessHours: 2,
    };
    stubApi(() => ({ ...balances, flex: { hours: -12, history: null, limitWarning: under } }));
    renderScreen();
    const flex = await screen.findByRole('region', { name: 'Flextid' });
    expect(plain(within(flex).getByRole('alert').textContent)).toBe(
      'Flexsaldot är under minusgränsen 10 timmarSaldot var -12 tim vid avstämningen 2026-03-31, 2 tim utanför gränsen.',
    );
  });

  it('warns of nothing within the limits', async () => {
    stubApi(() => balances);
    renderScreen();
    const flex = await screen.findByRole('region', { name: 'Flextid' });
    expect(within(flex).queryByRole('alert')).toBeNull();
  });

  it('says so in Swedish when the balances cannot be read', async () => {
    stubApi(() =>
      problem(404, { code: 'BALANCES_NOT_FOUND', detail: 'No such employment that you may see.' }),
    );
    renderScreen();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Saldona kunde inte hämtas. Försök igen om en stund.',
    );
    expect(screen.queryByText(/No such/)).toBeNull();
  });

  it('has every Swedish text in English too', () => {
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, child]) =>
        typeof child === 'object' ? keys(child, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(keys(enBalances).sort()).toEqual(keys(svBalances).sort());
  });
});

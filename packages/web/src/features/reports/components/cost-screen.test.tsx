import type { CostResponse } from '@lonsam/domain/contracts/reports/report-shapes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CostScreen, costPivot } from './cost-screen.tsx';
import { captureDownloads, plain, renderReport, stubReports } from './report-test-kit.tsx';

beforeEach(() => {
  // jsdom has no layout: the chart's container measures itself with a ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const months = Array.from({ length: 12 }, (_, index) => {
  const month = index + 3;
  return month <= 12
    ? `2025-${String(month).padStart(2, '0')}`
    : `2026-${String(month - 12).padStart(2, '0')}`;
});
// 45 997 kr = 35 000 gross + 10 997 contributions (S01).
const row = (period: string, costCentre: string | null) => ({
  period,
  costCentre,
  grossOre: 3_500_000,
  taxFreeOre: 0,
  contributionsOre: 1_099_700,
  totalOre: 4_599_700,
});
const cost: CostResponse = {
  months,
  costCentres: [
    { code: '100', name: 'Kök' },
    { code: '200', name: 'Sal' },
  ],
  rows: [row('2026-01', '100'), row('2026-01', null), row('2026-02', '100')],
};

describe('Lönekostnad', () => {
  it('pivots months against cost centres', () => {
    const pivot = costPivot(cost);
    expect(pivot.codes).toEqual(['100', '__none']);
    expect(pivot.byMonth.get('2026-01')?.get('100')).toBe(4_599_700);
    expect(pivot.byMonth.get('2025-12')).toBeUndefined();
  });

  it('shows twelve months with the cost per cost centre and a total', async () => {
    stubReports(() => cost);
    renderReport(<CostScreen />, '/reports/cost?to=2026-02');
    const table = await screen.findByRole('table', { name: 'Lönekostnad per månad' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(plain(rows[0]?.textContent)).toBe('Månad100 KökUtan kostnadsställeSumma');
    expect(plain(rows[11]?.textContent)).toBe('januari 202645 997,00 kr45 997,00 kr91 994,00 kr');
  });

  it('keeps the chosen cost centre in the address and asks for it', async () => {
    const urls = stubReports(() => cost);
    renderReport(<CostScreen />, '/reports/cost?to=2026-02');
    await screen.findByRole('table', { name: 'Lönekostnad per månad' });
    await userEvent.click(screen.getByLabelText('Kostnadsställe', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: '100 Kök' }));
    expect(screen.getByTestId('location').textContent).toBe('/reports/cost?to=2026-02&costCentre=100');
    expect(urls.at(-1)?.searchParams.get('costCentre')).toBe('100');
    expect(urls.at(-1)?.searchParams.get('to')).toBe('2026-02');
  });

  /*
   * The server test's January, grouped (öre): Lön 7 000 000, Övertid och tillägg 80 770, Frånvaro
   * −129 231, Semester 28 000, Ersättningar 25 000, Arbetsgivaravgifter 2 318 651; sum 9 323 190.
   */
  const grouped: CostResponse = {
    ...cost,
    groups: [
      { period: '2026-01', group: 'salary', amountOre: 7_000_000 },
      { period: '2026-01', group: 'overtime-and-supplements', amountOre: 80_770 },
      { period: '2026-01', group: 'absence', amountOre: -129_231 },
      { period: '2026-01', group: 'vacation', amountOre: 28_000 },
      { period: '2026-01', group: 'allowances', amountOre: 25_000 },
      { period: '2026-01', group: 'contributions', amountOre: 2_318_651 },
    ],
  };

  it('splits the cost by salary-type group when chosen, and exports the groups', async () => {
    const urls = stubReports((url) => (url.searchParams.get('groupBy') ? grouped : cost));
    const blobs = captureDownloads();
    renderReport(<CostScreen />, '/reports/cost?to=2026-02');
    await screen.findByRole('table', { name: 'Lönekostnad per månad' });
    await userEvent.click(screen.getByLabelText('Dela upp efter', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lönearternas grupp' }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/reports/cost?to=2026-02&groupBy=salary-type-group',
    );
    expect(urls.at(-1)?.searchParams.get('groupBy')).toBe('salary-type-group');
    const table = await screen.findByRole('table', { name: 'Lönekostnad per månad' });
    await within(table).findByText('Frånvaro');
    const rows = within(table).getAllByRole('row');
    expect(plain(rows[0]?.textContent)).toBe(
      'MånadLönÖvertid och tilläggFrånvaroSemesterErsättningarArbetsgivaravgifterSumma',
    );
    expect(plain(rows[11]?.textContent)).toBe(
      'januari 202670 000,00 kr807,70 kr-1 292,31 kr280,00 kr250,00 kr23 186,51 kr93 231,90 kr',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Exportera CSV' }));
    const lines = (await blobs[0]!.text()).replace('\uFEFF', '').split('\r\n');
    expect(lines.slice(0, 4)).toEqual([
      'Månad;Grupp;Belopp',
      '2026-01;Lön;70000,00',
      '2026-01;Övertid och tillägg;807,70',
      '2026-01;Frånvaro;-1292,31',
    ]);
  });
});

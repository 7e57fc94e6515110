import type { AgeSexResponse, HeadcountResponse } from '@lonsam/domain/contracts/reports/report-shapes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads, plain, renderReport, stubReports } from './report-test-kit.tsx';
import { StatisticsScreen } from './statistics-screen.tsx';

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

// February 2026: 60 workdays; sick 5 days → 5 / 60 = 8,3 %; VAB 1 day → 1,7 %.
const months = Array.from({ length: 12 }, (_, index) => ({
  period: index < 10 ? `2025-${String(index + 3).padStart(2, '0')}` : `2026-0${index - 9}`,
  headcount: 3,
  starts: 0,
  ends: 0,
  workdays: 60,
  absenceDays: {} as Record<string, number>,
}));
months[11]!.absenceDays = { sick: 5, vab: 1 };
const headcount: HeadcountResponse = { months };

// The server test's company at 28 Feb 2026: Maja (woman, 24), Anna (woman, 35), Bo (man, 46).
const band = (name: AgeSexResponse['bands'][number]['band'], men: number, women: number) => ({
  band: name,
  men,
  women,
  unknown: 0,
  total: men + women,
});
const ageSex: AgeSexResponse = {
  date: '2026-02-28',
  bands: [
    band('-24', 0, 1),
    band('25-34', 0, 0),
    band('35-44', 0, 1),
    band('45-54', 1, 0),
    band('55-64', 0, 0),
    band('65-', 0, 0),
    band('unknown', 0, 0),
  ],
  totals: { men: 1, women: 2, unknown: 0, total: 3 },
};
const answer = (url: URL) => (url.pathname.endsWith('/reports/age-sex') ? ageSex : headcount);

describe('Personalstatistik', () => {
  it('shows headcount per month and the absence rate of each type that occurs', async () => {
    stubReports(answer);
    renderReport(<StatisticsScreen />, '/reports/statistics?to=2026-02');
    const table = await screen.findByRole('table', { name: 'Personalstatistik per månad' });
    const rows = within(table).getAllByRole('row');
    expect(plain(rows[0]?.textContent)).toBe(
      'MånadAnställda vid månadens slutBörjadeSlutadeFrånvaro: sjukFrånvaro: vård av barn',
    );
    expect(plain(rows[12]?.textContent)).toBe('februari 20263008,3 %1,7 %');
    expect(plain(rows[1]?.textContent)).toBe('mars 20253000,0 %0,0 %');
  });

  it('shows the age and sex distribution at the end of the chosen month, and exports it', async () => {
    const urls = stubReports(answer);
    const blobs = captureDownloads();
    renderReport(<StatisticsScreen />, '/reports/statistics?to=2026-02');
    const table = await screen.findByRole('table', { name: 'Anställda per åldersgrupp och kön' });
    expect(urls.find((url) => url.pathname.endsWith('/reports/age-sex'))?.searchParams.get('date')).toBe(
      '2026-02-28',
    );
    expect(screen.getByRole('heading', { name: 'Ålder och kön den 28 februari 2026' })).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(9);
    expect(plain(rows[0]?.textContent)).toBe('ÅlderMänKvinnorOkänt könSumma');
    expect(plain(rows[1]?.textContent)).toBe('–24 år0101');
    expect(plain(rows[4]?.textContent)).toBe('45–54 år1001');
    expect(plain(rows[8]?.textContent)).toBe('Summa1203');
    await userEvent.click(screen.getByRole('button', { name: 'Exportera ålder och kön som CSV' }));
    const csv = await blobs[0]!.text();
    expect(csv.replace('\uFEFF', '').split('\r\n').slice(0, 2)).toEqual([
      'Ålder;Män;Kvinnor;Okänt kön;Summa',
      '–24 år;0;1;0;1',
    ]);
    expect(csv).toContain('Summa;1;2;0;3');
  });
});

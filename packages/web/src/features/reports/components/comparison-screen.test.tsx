import type { ComparisonResponse } from '@lonsam/domain/contracts/reports/comparison-shapes';
import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import svReports from '../../../../public/locales/sv-SE/reports.json';
import { EmployerScopeProvider } from '../../../lib/employer-scope.tsx';
import { renderFeatureUi } from '../../../testing/render-feature-ui.tsx';
import { PrivilegeProvider } from '../../../ui/privileges/privileges-context.tsx';
import { AnalyticsComparisonRoute, AnalyticsCostRoute } from '../routes/report-screens.tsx';
import { captureDownloads, plain, scope, stubReports } from './report-test-kit.tsx';

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
  const total = 2025 * 12 + 2 + index; // March 2025 – February 2026
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
});
const before = (period: string) => `${Number(period.slice(0, 4)) - 1}${period.slice(4)}`;
const flat = (period: string) => ({
  period,
  previousPeriod: before(period),
  current: 0,
  previous: 0,
  difference: 0,
  changePercent: null,
});
/** The team's answer of the server test (comparison-routes.test.ts), February and the totals. */
const answer: ComparisonResponse = {
  to: '2026-02',
  metrics: [
    {
      metric: 'cost',
      months: [
        ...months.slice(0, 11).map(flat),
        {
          period: '2026-02',
          previousPeriod: '2025-02',
          current: 5_256_800,
          previous: 4_599_700,
          difference: 657_100,
          changePercent: 14.3,
        },
      ],
      total: { current: 9_856_500, previous: 4_599_700, difference: 5_256_800, changePercent: 114.3 },
    },
    {
      metric: 'absence-rate',
      months: [
        ...months.slice(0, 11).map(flat),
        {
          period: '2026-02',
          previousPeriod: '2025-02',
          current: 12.5,
          previous: 0,
          difference: 12.5,
          changePercent: null,
        },
      ],
      total: { current: 0.96, previous: 0, difference: 0.96, changePercent: null },
    },
    {
      metric: 'headcount',
      months: months.map((period) => ({
        ...flat(period),
        current: 2,
        previous: 2,
        difference: 0,
        changePercent: 0,
      })),
      total: { current: 2, previous: 0.3, difference: 1.7, changePercent: 566.7 },
    },
  ],
};

function renderAnalys(url: string, privileges: PrivilegeId[]) {
  return renderFeatureUi(
    <EmployerScopeProvider value={scope}>
      <PrivilegeProvider
        value={{ isLoading: false, isDebug: false, entries: privileges.map((id) => ({ id })) }}
      >
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/manager/analytics">
              <Route index element={<AnalyticsCostRoute />} />
              <Route path="comparison" element={<AnalyticsComparisonRoute />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </PrivilegeProvider>
    </EmployerScopeProvider>,
    { reports: svReports },
  );
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => plain(cell.textContent));

describe('Analys: jämförelse med året innan', () => {
  it('shows each measure per month against the year before, in Swedish format', async () => {
    const urls = stubReports(() => answer);
    renderAnalys('/manager/analytics/comparison?to=2026-02', ['Analytics.Standard', 'Analytics.Advanced']);
    const cost = await screen.findByRole('table', { name: 'Lönekostnad: jämförelse per månad' });
    expect(urls.at(-1)?.pathname).toBe(`/api/employer/${scope.employerId}/reports/comparison`);
    expect(urls.at(-1)?.searchParams.get('to')).toBe('2026-02');
    const costRows = within(cost).getAllByRole('row');
    expect(costRows).toHaveLength(14); // heading, 12 months, the whole period
    expect(cells(costRows[12]!)).toEqual([
      'februari 2026',
      'februari 2025',
      '52 568,00 kr',
      '45 997,00 kr',
      '+6 571,00 kr',
      '+14,3 %',
    ]);
    expect(cells(costRows[13]!)).toEqual([
      'Hela perioden',
      '98 565,00 kr',
      '45 997,00 kr',
      '+52 568,00 kr',
      '+114,3 %',
    ]);
    const absence = screen.getByRole('table', { name: 'Frånvaro: jämförelse per månad' });
    const february = within(absence).getAllByRole('row')[12]!;
    expect(cells(february)).toEqual([
      'februari 2026',
      'februari 2025',
      '12,50 %',
      '0,00 %',
      '+12,50 procentenheter',
      '–Inget att jämföra med', // the dash seen, the words read out
    ]);
    const headcount = screen.getByRole('table', { name: 'Antal anställda: jämförelse per månad' });
    expect(cells(within(headcount).getAllByRole('row')[13]!)).toEqual([
      'Hela perioden',
      '2',
      '0,3',
      '+1,7',
      '+566,7 %',
    ]);
    expect(screen.getByRole('link', { name: 'Jämförelser' }).getAttribute('aria-current')).toBe('page');
  });

  it('exports the three measures as one CSV a Swedish spreadsheet reads', async () => {
    stubReports(() => answer);
    const blobs = captureDownloads();
    renderAnalys('/manager/analytics/comparison?to=2026-02', ['Analytics.Advanced']);
    await screen.findByRole('table', { name: 'Lönekostnad: jämförelse per månad' });
    await userEvent.click(screen.getByRole('button', { name: 'Exportera CSV' }));
    const lines = (await blobs[0]!.text()).replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('Mått;Månad;Jämförs med;Detta år;Året innan;Skillnad;Förändring');
    expect(lines).toContain('Lönekostnad;2026-02;2025-02;52568,00;45997,00;6571,00;14,3');
    expect(lines).toContain('Frånvaro;2026-02;2025-02;12,50;0,00;12,50;');
    expect(lines).toContain('Antal anställda;Hela perioden;;2;0,3;1,7;566,7');
    expect(lines).toHaveLength(3 * 13 + 2); // heading, 3 × (12 months + total), the last line break
  });

  it('hides the comparisons without Analytics.Advanced and asks the server nothing', async () => {
    const urls = stubReports(() => answer);
    renderAnalys('/manager/analytics/comparison?to=2026-02', ['Analytics.Standard']);
    expect(await screen.findByRole('note')).toHaveTextContent(/avancerad analys/);
    expect(screen.queryByRole('link', { name: 'Jämförelser' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(urls).toHaveLength(0);
  });

  it('links the comparisons from the cost view only with Analytics.Advanced', async () => {
    stubReports(() => ({ months, costCentres: [], rows: [] }));
    const { unmount } = renderAnalys('/manager/analytics?to=2026-02', ['Analytics.Standard']);
    await screen.findByRole('navigation', { name: 'Analyser' });
    expect(screen.queryByRole('link', { name: 'Jämförelser' })).toBeNull();
    unmount();
    renderAnalys('/manager/analytics?to=2026-02', ['Analytics.Standard', 'Analytics.Advanced']);
    const link = await screen.findByRole('link', { name: 'Jämförelser' });
    expect(link.getAttribute('href')).toBe('/manager/analytics/comparison');
  });
});

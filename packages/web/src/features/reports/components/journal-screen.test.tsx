import type { JournalResponse } from '@lonsam/domain/contracts/reports/report-shapes';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JournalScreen } from './journal-screen.tsx';
import { captureDownloads, plain, renderReport, scope, stubReports } from './report-test-kit.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

// S01 twice (docs/payroll-calculation.md): gross 35 000, tax 7 134, net 27 866, contributions 10 997.
const amounts = {
  grossOre: 3_500_000,
  benefitsOre: 0,
  taxOre: 713_400,
  netDeductionsOre: 0,
  taxFreeOre: 0,
  netOre: 2_786_600,
  contributionsOre: 1_099_700,
};
const totals = {
  grossOre: 7_000_000,
  benefitsOre: 0,
  taxOre: 1_426_800,
  netDeductionsOre: 0,
  taxFreeOre: 0,
  netOre: 5_573_200,
  contributionsOre: 2_199_400,
};
const journal: JournalResponse = {
  runs: [{ id: 'r1', label: 'Lön januari 2026', payDate: '2026-01-25', totals }],
  rows: [
    { payslipId: 'p1', runId: 'r1', employeeName: 'Åsa Öberg', costCentre: '100', ...amounts },
    { payslipId: 'p2', runId: 'r1', employeeName: 'Bo Gran', costCentre: null, ...amounts },
  ],
  totals,
};

describe('Lönejournal', () => {
  it('asks for the month in the address and shows each payslip with the totals', async () => {
    const urls = stubReports(() => journal);
    renderReport(<JournalScreen />, '/reports/journal?period=2026-01');
    const table = await screen.findByRole('table', { name: 'Lönejournal' });
    expect(urls[0]?.pathname).toBe(`/api/employer/${scope.employerId}/reports/journal`);
    expect(urls[0]?.searchParams.get('period')).toBe('2026-01');
    const rows = within(table).getAllByRole('row');
    expect(plain(rows[1]?.textContent)).toContain('Åsa Öberg100');
    expect(plain(rows[1]?.textContent)).toContain('27 866,00 kr');
    const footer = plain(rows[3]?.textContent);
    expect(footer).toContain('Summa');
    expect(footer).toContain('70 000,00 kr');
    expect(footer).toContain('55 732,00 kr');
    expect(footer).toContain('21 994,00 kr');
  });

  it('keeps a new month in the address and asks again', async () => {
    const urls = stubReports(() => journal);
    renderReport(<JournalScreen />, '/reports/journal?period=2026-01');
    const month = await screen.findByLabelText('Månad');
    // jsdom's month field takes a whole value, as a browser's picker gives it.
    fireEvent.change(month, { target: { value: '2026-02' } });
    expect(screen.getByTestId('location').textContent).toBe('/reports/journal?period=2026-02');
    expect(urls.at(-1)?.searchParams.get('period')).toBe('2026-02');
  });

  it('exports the table as CSV with a total row, amounts as a Swedish spreadsheet reads them', async () => {
    stubReports(() => journal);
    const blobs = captureDownloads();
    renderReport(<JournalScreen />, '/reports/journal?period=2026-01');
    await userEvent.click(await screen.findByRole('button', { name: 'Exportera CSV' }));
    const text = await blobs[0]!.text();
    const lines = text.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Namn;Kostnadsställe;Bruttolön;Förmåner;Skatt;Nettoavdrag;Skattefritt;Nettolön;Arbetsgivaravgifter',
    );
    expect(lines[1]).toBe('Åsa Öberg;100;35000,00;0,00;7134,00;0,00;0,00;27866,00;10997,00');
    expect(lines[3]).toBe('Summa;;70000,00;0,00;14268,00;0,00;0,00;55732,00;21994,00');
  });

  it('says so when no run was paid in the month', async () => {
    stubReports(() => ({ runs: [], rows: [], totals }));
    renderReport(<JournalScreen />, '/reports/journal?period=2025-06');
    expect(await screen.findByText('Ingen slutförd lönekörning betalades ut den månaden.')).toBeTruthy();
  });
});

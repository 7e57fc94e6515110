import type {
  PayDebtResponse,
  PensionResponse,
  VacationLiabilityResponse,
} from '@lonsam/domain/contracts/reports/report-shapes';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PayDebtScreen } from './pay-debt-screen.tsx';
import { PensionScreen } from './pension-screen.tsx';
import { captureDownloads, plain, renderReport, stubReports } from './report-test-kit.tsx';
import { VacationLiabilityScreen } from './vacation-liability-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

// Anna: 16.04 days × 1 890 kr = 30 315,60 kr, contributions 31.42 % → 9 525,16 kr.
const liability: VacationLiabilityResponse = {
  date: '2026-02-28',
  contributionRateBasisPoints: 3142,
  rows: [
    {
      employmentId: 'e1',
      employeeName: 'Anna Ek',
      costCentre: '100',
      project: null,
      rule: 'sammaloneregeln',
      days: 16.04,
      dayValueOre: 189_000,
      amountOre: 3_031_560,
      contributionsOre: 952_516,
      totalOre: 3_984_076,
    },
  ],
  totals: { days: 16.04, amountOre: 3_031_560, contributionsOre: 952_516, totalOre: 3_984_076 },
  accrual: {
    previousDate: '2026-01-31',
    previousTotals: { days: 14.12, amountOre: 2_668_680, contributionsOre: 838_499, totalOre: 3_507_179 },
    text: 'Förändring semesterlöneskuld 2026-02',
    rows: [
      { account: '2920', costCentre: null, project: null, amountOre: -362_880 },
      { account: '7290', costCentre: '100', project: null, amountOre: 362_880 },
    ],
  },
};

describe('Semesterskuld', () => {
  it('shows each employee’s days and value, the accrual voucher, and exports the table as CSV', async () => {
    const urls = stubReports(() => liability);
    const blobs = captureDownloads();
    renderReport(<VacationLiabilityScreen />, '/reports/vacation-liability?date=2026-02-28');
    const table = await screen.findByRole('table', { name: 'Semesterskuld per anställd' });
    const rows = within(table).getAllByRole('row');
    expect(plain(rows[1]?.textContent)).toBe('Anna Ek10016,041 890,00 kr30 315,60 kr9 525,16 kr39 840,76 kr');
    expect(urls[0]?.searchParams.get('date')).toBe('2026-02-28');
    const voucher = screen.getByRole('table', { name: 'Periodiseringsverifikation' });
    expect(plain(within(voucher).getAllByRole('row')[1]?.textContent)).toBe('29203 628,80 kr');
    fireEvent.click(screen.getByRole('button', { name: 'Exportera CSV' }));
    const csv = await blobs[0]!.text();
    expect(csv.split('\r\n')[1]).toBe('Anna Ek;100;16,04;1890,00;30315,60;9525,16;39840,76');
    expect(csv.split('\r\n')[2]).toBe('Summa;;16,04;;30315,60;9525,16;39840,76');
    // The file's first render loads Mantine and the texts: slow on a busy machine.
  }, 20_000);
});

describe('Löneskuld', () => {
  it('names each liability in Swedish with its due date and the total', async () => {
    const debt: PayDebtResponse = {
      date: '2026-02-28',
      rows: [
        { kind: 'tax-to-pay', amountOre: 713_400, dueDate: '2026-03-12', runLabels: ['Lön februari 2026'] },
        { kind: 'vacation-liability', amountOre: 3_031_560, dueDate: null, runLabels: [] },
      ],
      totalOre: 3_744_960,
    };
    stubReports(() => debt);
    renderReport(<PayDebtScreen />, '/reports/pay-debt?date=2026-02-28');
    const table = await screen.findByRole('table', { name: 'Löneskuld per slag' });
    const rows = within(table).getAllByRole('row');
    expect(plain(rows[1]?.textContent)).toBe(
      'Avdragen skatt att betala2026-03-12Lön februari 20267 134,00 kr',
    );
    expect(plain(rows[2]?.textContent)).toBe('Semesterlöneskuld–30 315,60 kr');
    expect(plain(rows[3]?.textContent)).toBe('Summa37 449,60 kr');
  });
});

describe('Pension', () => {
  it('lists premiums per employee and month with totals per plan, and names who lacks a plan', async () => {
    const pension: PensionResponse = {
      year: '2026',
      rows: [
        {
          employmentId: 'e1',
          employeeName: 'Anna Ek',
          period: '2026-01',
          planName: 'ITP 1',
          basisOre: 3_500_000,
          premiumOre: 157_500,
          specialPayrollTaxOre: 38_210,
        },
      ],
      totals: { basisOre: 3_500_000, premiumOre: 157_500, specialPayrollTaxOre: 38_210 },
      byPlan: [{ planName: 'ITP 1', basisOre: 3_500_000, premiumOre: 157_500, specialPayrollTaxOre: 38_210 }],
      withoutPlan: [{ employmentId: 'e2', employeeName: 'Cia Lund' }],
    };
    const urls = stubReports(() => pension);
    renderReport(<PensionScreen />, '/reports/pension?year=2026');
    const table = await screen.findByRole('table', { name: 'Pension per anställd och månad' });
    const rows = within(table).getAllByRole('row');
    expect(plain(rows[1]?.textContent)).toBe('Anna Ekjanuari 2026ITP 135 000,00 kr1 575,00 kr382,10 kr');
    expect(plain(rows[2]?.textContent)).toBe('SummaITP 135 000,00 kr1 575,00 kr382,10 kr');
    expect(screen.getByText(/Saknar pensionsplan.*Cia Lund/)).toBeTruthy();
    expect(urls[0]?.searchParams.get('year')).toBe('2026');
  });
});

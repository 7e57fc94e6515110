import { describe, expect, it } from 'vitest';
import { calculatePayslip } from '../payroll/payslip/calculate-payslip.ts';
import { monthlyInput, transaction } from '../payroll/payslip/test-input.ts';
import { defaultRoleAccounts } from './bas-accounts.ts';
import { buildSalaryVoucher, SalaryVoucherError, voucherTotals } from './salary-voucher.ts';
import { line, testRunVoucherInput } from './salary-voucher-test-run.ts';
import type { SalaryVoucherInput, Voucher } from './salary-voucher-types.ts';

const P1 = { 'cost-centre': '100', project: 'P1' };
const CC100 = { 'cost-centre': '100' };
const CC200 = { 'cost-centre': '200' };

describe('buildSalaryVoucher', () => {
  it('books the small run by hand', () => {
    const voucher = buildSalaryVoucher(testRunVoucherInput());
    expect(voucher.date).toBe('2026-03-25');
    expect(voucher.text).toBe('Lön 2026-03, utbetalning 2026-03-25');
    expect(voucher.rows).toEqual([
      // Net pay: A 35 000 − 1 200 − 500 − 9 000 = 24 300; B 30 477.88 + 750 − 7 000 = 24 227.88;
      // C 28 000 − 6 500 = 21 500; together 70 027.88.
      { account: '1930', dimensions: {}, amountOre: -7_002_788 },
      // Särskild löneskatt 24.26 %: A 1 521 × 0.2426 = 368.9946 → 368.99; C 1 260 × 0.2426 = 305.676 → 305.68.
      { account: '2514', dimensions: {}, amountOre: -67_467 },
      // Tax 9 000 + 7 000 + 6 500.
      { account: '2710', dimensions: {}, amountOre: -2_250_000 },
      // Contributions 11 690 + 9 575 + 8 797.
      { account: '2731', dimensions: {}, amountOre: -3_006_200 },
      { account: '2790', dimensions: {}, amountOre: -50_000 },
      // Pension premiums 1 521 + 1 260.
      { account: '2930', dimensions: {}, amountOre: -278_100 },
      { account: '7010', dimensions: CC200, amountOre: 3_047_788 },
      { account: '7210', dimensions: CC100, amountOre: 2_800_000 },
      // A's salary less the sick deduction: 35 000 − 1 200.
      { account: '7210', dimensions: P1, amountOre: 3_380_000 },
      { account: '7331', dimensions: CC200, amountOre: 75_000 },
      { account: '7385', dimensions: P1, amountOre: 340_800 },
      { account: '7399', dimensions: P1, amountOre: -340_800 },
      { account: '7410', dimensions: CC100, amountOre: 126_000 },
      { account: '7410', dimensions: P1, amountOre: 152_100 },
      { account: '7510', dimensions: CC100, amountOre: 879_700 },
      { account: '7510', dimensions: P1, amountOre: 1_169_000 },
      { account: '7510', dimensions: CC200, amountOre: 957_500 },
      { account: '7533', dimensions: CC100, amountOre: 30_568 },
      { account: '7533', dimensions: P1, amountOre: 36_899 },
    ]);
    // Debits: 30 477.88 + 28 000 + 33 800 + 750 + 3 408 + 1 260 + 1 521 + 8 797 + 11 690 + 9 575
    // + 305.68 + 368.99 = 129 953.55; credits 70 027.88 + 674.67 + 22 500 + 30 062 + 500 + 2 781
    // + 3 408 = 129 953.55.
    expect(voucherTotals(voucher)).toEqual({ debitOre: 12_995_355, creditOre: 12_995_355 });
  });

  it('books a net paid in whole kronor with the öre left over as rounding, without objects', () => {
    const input = oneEmployee({
      lines: [line('100', 'Månadslön', 3_000_037, 'adds-to-gross', '7210', '1930')],
      taxOre: 700_000,
      // 30 000.37 − 7 000 = 23 000.37 booked by the lines; 23 000 paid.
      netOre: 2_300_000,
    });
    const voucher = buildSalaryVoucher(input);
    expect(row(voucher, '1930')).toBe(-2_300_000);
    expect(voucher.rows.filter((r) => r.account === '3740')).toEqual([
      { account: '3740', dimensions: {}, amountOre: -37 },
    ]);
    expect(voucherTotals(voucher).debitOre).toBe(voucherTotals(voucher).creditOre);
  });

  it('has no rounding row when the öre balance', () => {
    const voucher = buildSalaryVoucher(testRunVoucherInput());
    expect(voucher.rows.some((r) => r.account === '3740')).toBe(false);
  });

  it('refuses a net pay the lines do not give instead of hiding it as rounding', () => {
    const input = oneEmployee({
      lines: [line('100', 'Månadslön', 3_000_000, 'adds-to-gross', '7210', '2820')],
      taxOre: 700_000,
      netOre: 2_300_000,
    });
    expect(() => buildSalaryVoucher(input)).toThrow(SalaryVoucherError);
    expect(() => buildSalaryVoucher(input)).toThrow(/skiljer/);
  });

  it('refuses a line that moves money without accounts', () => {
    const input = oneEmployee({
      lines: [line('100', 'Månadslön', 3_000_000, 'adds-to-gross', '7210', null)],
      taxOre: 0,
      netOre: 3_000_000,
    });
    expect(() => buildSalaryVoucher(input)).toThrow(/Löneart 100 Månadslön saknar konto/);
  });

  it("books to the company's own role accounts", () => {
    const input = oneEmployee({
      lines: [line('100', 'Månadslön', 1_000_000, 'adds-to-gross', '7210', '2820')],
      taxOre: 200_000,
      netOre: 800_000,
      contributionsOre: 314_200,
    });
    input.roleAccounts = {
      ...defaultRoleAccounts(),
      netPay: '2820',
      employerContributionsLiability: '2730',
      taxWithheld: '2711',
    };
    const voucher = buildSalaryVoucher(input);
    expect(voucher.rows.map((r) => [r.account, r.amountOre])).toEqual([
      ['2711', -200_000],
      ['2730', -314_200],
      ['2820', -800_000],
      ['7210', 1_000_000],
      ['7510', 314_200],
    ]);
  });

  it('books per account what the payslip engine booked, spread on objects', () => {
    const payslip = calculatePayslip(
      monthlyInput(4_250_000, { events: [transaction('810', { amountOre: 40_000 })] }),
    );
    const voucher = buildSalaryVoucher({
      period: '2026-03',
      payDate: '2026-03-25',
      roleAccounts: defaultRoleAccounts(),
      payslips: [{ payslip, dimensions: CC100 }],
    });
    const perAccount = new Map<string, number>();
    for (const r of voucher.rows) perAccount.set(r.account, (perAccount.get(r.account) ?? 0) + r.amountOre);
    expect(
      [...perAccount].map(([account, ore]) => ({
        account,
        debitOre: Math.max(ore, 0),
        creditOre: Math.max(-ore, 0),
      })),
    ).toEqual(payslip.accounting);
    expect(row(voucher, '1930')).toBe(-payslip.netOre);
  });
});

function row(voucher: Voucher, account: string): number {
  return voucher.rows.filter((r) => r.account === account).reduce((sum, r) => sum + r.amountOre, 0);
}

function oneEmployee(payslip: {
  lines: ReturnType<typeof line>[];
  taxOre: number;
  netOre: number;
  contributionsOre?: number;
}): SalaryVoucherInput {
  return {
    period: '2026-03',
    payDate: '2026-03-25',
    roleAccounts: defaultRoleAccounts(),
    payslips: [
      {
        dimensions: CC100,
        payslip: {
          lines: payslip.lines,
          taxOre: payslip.taxOre,
          netOre: payslip.netOre,
          contributions: { byClass: {}, totalOre: payslip.contributionsOre ?? 0, vaxaRefundOre: 0 },
        },
      },
    ],
  };
}

describe('särskild löneskatt', () => {
  it('is added on a payslip line booked on the pension cost account (löneväxling)', () => {
    const input = oneEmployee({
      lines: [
        line('100', 'Månadslön', 6_000_000, 'adds-to-gross', '7210', '1930'),
        // Salary exchange: 2 000 kr less gross pay, 2 000 kr pension premium (plus the company's 6 %
        // top-up of 120 kr chosen here as part of the line).
        line('150', 'Löneväxling', -200_000, 'reduces-gross', '7210', '1930'),
        line('151', 'Pensionspremie löneväxling', 212_000, 'adds-to-gross', '7410', '2930'),
      ],
      taxOre: 1_800_000,
      // 60 000 − 2 000 − 18 000 = 40 000; the premium line moves no cash to the employee.
      netOre: 4_000_000,
    });
    const voucher = buildSalaryVoucher(input);
    // 2 120 × 24.26 % = 514.312 → 514.31.
    expect(voucher.rows.filter((r) => r.account === '7533' || r.account === '2514')).toEqual([
      { account: '2514', dimensions: {}, amountOre: -51_431 },
      { account: '7533', dimensions: CC100, amountOre: 51_431 },
    ]);
    expect(row(voucher, '2930')).toBe(-212_000);
  });

  it('is not booked without pension', () => {
    const input = oneEmployee({
      lines: [line('100', 'Månadslön', 3_000_000, 'adds-to-gross', '7210', '1930')],
      taxOre: 700_000,
      netOre: 2_300_000,
    });
    expect(buildSalaryVoucher(input).rows.map((r) => r.account)).toEqual(['1930', '2710', '7210']);
  });
});

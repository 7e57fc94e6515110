import { describe, expect, it } from 'vitest';
import { parseSie, unbalancedVouchers } from '../files/sie/sie-parser.ts';
import { writeSie4I } from '../files/sie/sie-writer.ts';
import { toSieDimensions, toSieVoucher } from '../files/sie/voucher-to-sie.ts';
import { itp1LikeRule, type PensionPlan } from '../settings/pension-settings.ts';
import { defaultRoleAccounts, STANDARD_SALARY_ACCOUNTS } from './bas-accounts.ts';
import { buildPensionReport, type PremiumPayslip, payslipPensionPremiums } from './pension-report.ts';
import { buildSalaryVoucher, voucherTotals } from './salary-voucher.ts';
import { line } from './salary-voucher-test-run.ts';
import type { SalaryVoucherInput } from './salary-voucher-types.ts';

/*
 * Occupational pension on the salary voucher (issue 21): the premium of the company's plan as
 * cost (7410) against the liability (2930), särskild löneskatt 24,26 % on it as cost (7533) against
 * 2514. Rounding rule: the premium is computed exactly and rounded once per employment and month,
 * half up, to the öre (pension-settings.ts); the särskild löneskatt is 24,26 % of that rounded
 * premium, rounded half up (away from zero) to the öre per payslip.
 */

const itp: PensionPlan = {
  id: '5b0c3c1e-7d4e-4f59-9d43-2f7c9a3b1a01',
  name: 'ITP 1',
  provider: 'collectum',
  rules: [itp1LikeRule('2025-01-01')],
};

/** S01: monthly salary 35 000 kr, tax 7 134 kr, contributions 31,42 % = 10 997,00 kr, net 27 866 kr. */
function s01Voucher(pensionPremiumOre: number, bookSpecialPayrollTax?: boolean): SalaryVoucherInput {
  return {
    period: '2026-01',
    payDate: '2026-01-25',
    roleAccounts: defaultRoleAccounts(),
    ...(bookSpecialPayrollTax === undefined ? {} : { bookSpecialPayrollTax }),
    payslips: [
      {
        dimensions: { 'cost-centre': '100' },
        pensionPremiumOre,
        payslip: {
          lines: [line('100', 'Månadslön', 3_500_000, 'adds-to-gross', '7210', '1930')],
          taxOre: 713_400,
          netOre: 2_786_600,
          contributions: { byClass: {}, totalOre: 1_099_700, vaxaRefundOre: 0 },
        },
      },
    ],
  };
}

const anna = (id: string, payDate: string, basisOre: number): PremiumPayslip => ({
  id,
  employmentId: 'anna',
  pension: { plan: 'itp1', percent: null },
  payDate,
  basisOre,
});

describe('pension premiums per payslip', () => {
  it('gives each payslip its share of the month’s premium, by hand', () => {
    const premiums = payslipPensionPremiums({
      plans: [itp],
      payslips: [
        // Anna, January: 35 000 kr on the 25th → 4,5 % × 35 000 = 1 575,00 kr.
        anna('a1', '2026-01-25', 3_500_000),
        // An extra run on the 30th, a 20 000 kr bonus: the month's basis is 55 000 kr, over
        // 7,5 IBB / 12 = 7,5 × 83 400 / 12 = 52 125 kr: 4,5 % × 52 125 = 2 345,625 plus
        // 30 % × 2 875 = 862,50 → 3 208,125 → 3 208,13 kr; this payslip adds 3 208,13 − 1 575,00.
        anna('a2', '2026-01-30', 2_000_000),
        // February is its own month: 1 575,00 kr again.
        anna('a3', '2026-02-25', 3_500_000),
        // Bo: SAF-LO, no Fora plan, his own 2 %: 2 % × 35 000 = 700,00 kr.
        {
          id: 'b1',
          employmentId: 'bo',
          pension: { plan: 'saf-lo', percent: 2 },
          payDate: '2026-01-25',
          basisOre: 3_500_000,
        },
        // Cia: no pension. Dan: KAP-KL with neither a company plan nor a percentage: nothing booked.
        {
          id: 'c1',
          employmentId: 'cia',
          pension: { plan: 'none', percent: 5 },
          payDate: '2026-01-25',
          basisOre: 3_500_000,
        },
        {
          id: 'd1',
          employmentId: 'dan',
          pension: { plan: 'kap-kl', percent: null },
          payDate: '2026-01-25',
          basisOre: 3_500_000,
        },
      ],
    });
    // Särskild löneskatt 24,26 %, on the month's rounded premium, rounded half up:
    // a1 1 575,00 → 382,095 → 382,10; the month 3 208,13 → 778,292338 → 778,29, so a2 gets
    // 778,29 − 382,10 = 396,19 (not 24,26 % × 1 633,13 = 396,197 → 396,20: the month rounds once);
    // Bo 700,00 → 169,82.
    const zero = { premiumOre: 0, specialPayrollTaxOre: 0 };
    expect(Object.fromEntries(premiums)).toEqual({
      a1: { premiumOre: 157_500, specialPayrollTaxOre: 38_210 },
      a2: { premiumOre: 163_313, specialPayrollTaxOre: 39_619 },
      a3: { premiumOre: 157_500, specialPayrollTaxOre: 38_210 },
      b1: { premiumOre: 70_000, specialPayrollTaxOre: 16_982 },
      c1: zero,
      d1: zero,
    });
  });

  it('adds up per month to the Pension report’s premium', () => {
    const premiums = payslipPensionPremiums({
      plans: [itp],
      payslips: [anna('a1', '2026-01-25', 3_500_000), anna('a2', '2026-01-30', 2_000_000)],
    });
    const report = buildPensionReport({
      plans: [itp],
      employees: [
        {
          employmentId: 'anna',
          employeeName: 'Anna Ek',
          pension: { plan: 'itp1', percent: null },
          payslips: [
            { period: '2026-01', payDate: '2026-01-25', basisOre: 3_500_000 },
            { period: '2026-01', payDate: '2026-01-30', basisOre: 2_000_000 },
          ],
        },
      ],
    });
    // 1 575,00 + 1 633,13 = 3 208,13 kr, the month's premium worked out above; 382,10 + 396,19
    // = 778,29 kr särskild löneskatt.
    const sum = (key: 'premiumOre' | 'specialPayrollTaxOre') =>
      (premiums.get('a1')?.[key] ?? 0) + (premiums.get('a2')?.[key] ?? 0);
    expect([sum('premiumOre'), sum('specialPayrollTaxOre')]).toEqual([320_813, 77_829]);
    expect(report.rows.map((row) => [row.premiumOre, row.specialPayrollTaxOre])).toEqual([[320_813, 77_829]]);
  });
});

describe('the salary voucher with pension', () => {
  it('books the premium and särskild löneskatt on it, balanced to the öre, by hand', () => {
    const voucher = buildSalaryVoucher(s01Voucher(157_500));
    const CC100 = { 'cost-centre': '100' };
    expect(voucher.rows).toEqual([
      { account: '1930', dimensions: {}, amountOre: -2_786_600 },
      // 24,26 % × 1 575,00 = 382,095 → 382,10 kr.
      { account: '2514', dimensions: {}, amountOre: -38_210 },
      { account: '2710', dimensions: {}, amountOre: -713_400 },
      { account: '2731', dimensions: {}, amountOre: -1_099_700 },
      // 4,5 % × 35 000 = 1 575,00 kr.
      { account: '2930', dimensions: {}, amountOre: -157_500 },
      { account: '7210', dimensions: CC100, amountOre: 3_500_000 },
      { account: '7410', dimensions: CC100, amountOre: 157_500 },
      { account: '7510', dimensions: CC100, amountOre: 1_099_700 },
      { account: '7533', dimensions: CC100, amountOre: 38_210 },
    ]);
    // Debits 35 000 + 1 575 + 10 997 + 382,10 = 47 954,10; credits 27 866 + 382,10 + 7 134
    // + 10 997 + 1 575 = 47 954,10.
    expect(voucherTotals(voucher)).toEqual({ debitOre: 4_795_410, creditOre: 4_795_410 });
  });

  it('books the särskild löneskatt the caller counted for the month', () => {
    // The extra run's share above: premium 1 633,13, särskild löneskatt 396,19 (the month's less the first run's).
    const input = s01Voucher(163_313);
    input.payslips = [{ ...input.payslips[0]!, specialPayrollTaxOre: 39_619 }];
    const voucher = buildSalaryVoucher(input);
    expect(
      voucher.rows.filter((row) => ['2514', '7533'].includes(row.account)).map((row) => row.amountOre),
    ).toEqual([-39_619, 39_619]);
    expect(voucherTotals(voucher).debitOre).toBe(voucherTotals(voucher).creditOre);
  });

  it('leaves the särskild löneskatt to the year end when the settings say so', () => {
    const voucher = buildSalaryVoucher(s01Voucher(157_500, false));
    expect(voucher.rows.map((row) => row.account)).toEqual([
      '1930',
      '2710',
      '2731',
      '2930',
      '7210',
      '7410',
      '7510',
    ]);
    // 35 000 + 1 575 + 10 997 = 47 572 kr on each side.
    expect(voucherTotals(voucher)).toEqual({ debitOre: 4_757_200, creditOre: 4_757_200 });
  });

  it('is read back balanced by our SIE parser, with the pension rows', () => {
    const voucher = buildSalaryVoucher(s01Voucher(157_500));
    const bytes = writeSie4I({
      program: { name: 'Lönsam', version: '1.0' },
      generatedOn: '2026-01-31',
      company: { orgNumber: '556677-8899', name: 'Testbolaget AB' },
      accounts: Object.entries(STANDARD_SALARY_ACCOUNTS).map(([number, name]) => ({ number, name })),
      dimensions: toSieDimensions([{ dimension: 'cost-centre', code: '100', name: 'Kontoret' }]),
      vouchers: [toSieVoucher(voucher, { series: 'L', number: 1 })],
    });
    const file = parseSie(bytes);
    expect(file.vouchers).toHaveLength(1);
    expect(unbalancedVouchers(file)).toEqual([]);
    const rows = file.vouchers[0]!.transactions.map((row) => [row.account, row.amountOre]);
    expect(rows).toContainEqual(['7410', 157_500]);
    expect(rows).toContainEqual(['2930', -157_500]);
    expect(rows).toContainEqual(['7533', 38_210]);
    expect(rows).toContainEqual(['2514', -38_210]);
    expect(file.accounts.map((account) => account.number)).toContain('7533');
  });
});

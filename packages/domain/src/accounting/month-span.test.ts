import { describe, expect, it } from 'vitest';
import { parseSie, unbalancedVouchers } from '../files/sie/sie-parser.ts';
import { writeSie4I } from '../files/sie/sie-writer.ts';
import { toSieDimensions, toSieVoucher } from '../files/sie/voucher-to-sie.ts';
import { defaultRoleAccounts, STANDARD_SALARY_ACCOUNTS } from './bas-accounts.ts';
import { checkMonthSpan, financialYearStart, monthsInSpan } from './month-span.ts';
import { buildSalaryVoucher } from './salary-voucher.ts';
import { line } from './salary-voucher-test-run.ts';

describe('a span of months for the SIE export', () => {
  it('lists the months from the first to the last, both included, over a new year too', () => {
    expect(monthsInSpan('2026-01', '2026-03')).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(monthsInSpan('2026-05', '2026-05')).toEqual(['2026-05']);
    expect(monthsInSpan('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsInSpan('2026-03', '2026-01')).toEqual([]);
  });

  it('accepts a span within one financial year and says why another is refused', () => {
    expect(checkMonthSpan('2026-01', '2026-12')).toBeNull();
    expect(checkMonthSpan('2026-04', '2026-04')).toBeNull();
    expect(checkMonthSpan('2026-03', '2026-02')).toBe('reversed');
    expect(checkMonthSpan('2025-12', '2026-01')).toBe('crosses-financial-year');
    // A broken financial year July–June: August 2025 to May 2026 is one year, June to July two.
    expect(financialYearStart('2026-05', 7)).toBe('2025-07');
    expect(checkMonthSpan('2025-08', '2026-05', 7)).toBeNull();
    expect(checkMonthSpan('2026-06', '2026-07', 7)).toBe('crosses-financial-year');
  });

  it('writes one SIE file with one #VER per month that parses back balanced', () => {
    // One S01 payslip a month: 35 000 kr on 7210 against 27 866 kr net (1930), 7 134 kr tax
    // (2710); contributions 10 997 kr on 7510 against 2731.
    const months = monthsInSpan('2026-01', '2026-03');
    const vouchers = months.map((month, index) =>
      toSieVoucher(
        buildSalaryVoucher({
          period: month,
          payDate: `${month}-25`,
          roleAccounts: defaultRoleAccounts(),
          payslips: [
            {
              dimensions: { 'cost-centre': '100' },
              payslip: {
                lines: [line('100', 'Månadslön', 3_500_000, 'adds-to-gross', '7210', '1930')],
                taxOre: 713_400,
                netOre: 2_786_600,
                contributions: { byClass: {}, totalOre: 1_099_700, vaxaRefundOre: 0 },
              },
            },
          ],
        }),
        { series: 'L', number: index + 1 },
      ),
    );
    const file = parseSie(
      writeSie4I({
        program: { name: 'Lönsam', version: '1.0' },
        generatedOn: '2026-04-01',
        company: { orgNumber: '556677-8899', name: 'Testbolaget AB' },
        accounts: Object.entries(STANDARD_SALARY_ACCOUNTS).map(([number, name]) => ({ number, name })),
        dimensions: toSieDimensions([{ dimension: 'cost-centre', code: '100', name: 'Kontoret' }]),
        vouchers,
      }),
    );
    expect(file.vouchers.map((voucher) => [voucher.series, voucher.number, voucher.date])).toEqual([
      ['L', '1', '2026-01-25'],
      ['L', '2', '2026-02-25'],
      ['L', '3', '2026-03-25'],
    ]);
    expect(unbalancedVouchers(file)).toEqual([]);
    for (const voucher of file.vouchers)
      expect(voucher.transactions.find((row) => row.account === '1930')?.amountOre).toBe(-2_786_600);
  });
});

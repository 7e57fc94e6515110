import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STANDARD_SALARY_ACCOUNTS } from '../../accounting/bas-accounts.ts';
import { buildSalaryVoucher } from '../../accounting/salary-voucher.ts';
import { testRunAccrualInput, testRunVoucherInput } from '../../accounting/salary-voucher-test-run.ts';
import { buildVacationAccrualVoucher } from '../../accounting/vacation-accrual-voucher.ts';
import { decodeCp437 } from './cp437.ts';
import { parseSie, unbalancedVouchers } from './sie-parser.ts';
import type { Sie4IInput } from './sie-types.ts';
import { writeSie4I } from './sie-writer.ts';
import { toSieDimensions, toSieVoucher } from './voucher-to-sie.ts';

/**
 * The small run of salary-voucher-test-run.ts as the SIE 4I file a company would import: its salary
 * voucher (L 12) and the month's vacation accrual (L 13). The expected file was written by hand
 * (every amount is worked out in salary-voucher.test.ts and vacation-accrual-voucher.test.ts) and
 * converted to code page 437 once.
 */
const EXPECTED = new URL('./golden/salary-run-2026-03.si', import.meta.url);

function goldenInput(): Sie4IInput {
  const accrual = buildVacationAccrualVoucher(testRunAccrualInput());
  if (!accrual) throw new Error('the test run has an accrual');
  return {
    program: { name: 'Lönsam', version: '1.0' },
    generatedOn: '2026-03-31',
    company: { orgNumber: '556677-8899', name: 'Älvåkra Städ & Fönsterputs AB' },
    accounts: Object.entries(STANDARD_SALARY_ACCOUNTS).map(([number, name]) => ({ number, name })),
    dimensions: toSieDimensions([
      { dimension: 'cost-centre', code: '100', name: 'Kontoret' },
      { dimension: 'cost-centre', code: '200', name: 'Städ Göteborg' },
      { dimension: 'cost-centre', code: '300', name: 'Oanvänt' },
      { dimension: 'project', code: 'P1', name: 'Skolår Åby' },
    ]),
    vouchers: [
      toSieVoucher(buildSalaryVoucher(testRunVoucherInput()), {
        series: 'L',
        number: 12,
        registeredOn: '2026-03-31',
      }),
      toSieVoucher(accrual, { series: 'L', number: 13, registeredOn: '2026-03-31' }),
    ],
  };
}

const lf = (text: string) => text.replaceAll('\r\n', '\n');
/** CRLF → LF on bytes, so a checkout that rewrites line endings neither fails nor passes the test. */
const lfBytes = (bytes: Uint8Array) =>
  bytes.filter((byte, index) => !(byte === 0x0d && bytes[index + 1] === 0x0a));

describe('SIE 4I golden file: the salary voucher and accrual of a small run', () => {
  const actual = writeSie4I(goldenInput());
  const expected = new Uint8Array(readFileSync(EXPECTED));

  it('is byte for byte the hand-checked file', () => {
    // The first differing line first, so a failure shows where; then every byte.
    const actualLines = lf(decodeCp437(actual)).split('\n');
    const expectedLines = lf(decodeCp437(expected)).split('\n');
    const first = expectedLines.findIndex((line, index) => line !== actualLines[index]);
    const at = (lines: string[]) => (first === -1 ? null : { line: first + 1, text: lines[first] });
    expect(at(actualLines)).toEqual(at(expectedLines));
    expect(actualLines.length).toBe(expectedLines.length);
    expect(Buffer.from(lfBytes(actual)).equals(Buffer.from(lfBytes(expected)))).toBe(true);
  });

  it('ends every line with LF and holds no CR (spec 4B §5.5)', () => {
    expect(actual.includes(0x0d)).toBe(false);
    expect(actual.at(-1)).toBe(0x0a);
  });

  it('writes å, ä, ö, Ä and Å as code page 437 bytes', () => {
    const bytes = Buffer.from(actual);
    // "Älvåkra" in #FNAMN: Ä 0x8E, å 0x86.
    const name = bytes.indexOf(Buffer.from([0x8e, 0x6c, 0x76, 0x86, 0x6b, 0x72, 0x61]));
    expect(name).toBeGreaterThan(0);
    // "Städ", "Fönsterputs": ä 0x84, ö 0x94; "Skolår Åby": å 0x86, Å 0x8F.
    expect(bytes.indexOf(Buffer.from([0x53, 0x74, 0x84, 0x64]))).toBeGreaterThan(0);
    expect(bytes.indexOf(Buffer.from([0x46, 0x94, 0x6e]))).toBeGreaterThan(0);
    expect(bytes.indexOf(Buffer.from([0x6c, 0x86, 0x72, 0x20, 0x8f, 0x62, 0x79]))).toBeGreaterThan(0);
    // No UTF-8 left: Ã (0xC3) would start a UTF-8 å, ä or ö.
    expect(bytes.includes(0xc3)).toBe(false);
  });

  it('reads back balanced, with every account declared and objects on result accounts only', () => {
    const file = parseSie(actual);
    expect(file.format).toBe('PC8');
    expect(file.sieType).toBe('4');
    expect(file.companyName).toBe('Älvåkra Städ & Fönsterputs AB');
    expect(unbalancedVouchers(file)).toEqual([]);
    const declared = new Set(file.accounts.map((account) => account.number));
    const rows = file.vouchers.flatMap((voucher) => voucher.transactions);
    expect(rows.every((row) => declared.has(row.account))).toBe(true);
    expect(rows.filter((row) => row.objects.length > 0).every((row) => /^[3-8]/.test(row.account))).toBe(
      true,
    );
    // Only the objects used are declared: cost centre 300 is not.
    expect(file.objects.map((object) => `${object.dimension}:${object.code}`)).toEqual([
      '1:100',
      '1:200',
      '6:P1',
    ]);
    // Salary costs per cost centre: 100: 28 000 + 33 800 + 3 408 − 3 408 + 1 260 + 1 521 + 8 797
    // + 11 690 + 305.68 + 368.99 = 85 742.67; 200: 30 477.88 + 750 + 9 575 = 40 802.88.
    const salary = file.vouchers[0]?.transactions ?? [];
    const onCostCentre = (code: string) =>
      salary
        .filter((row) => row.objects.some((object) => object.dimension === 1 && object.code === code))
        .reduce((sum, row) => sum + row.amountOre, 0);
    expect(onCostCentre('100')).toBe(8_574_267);
    expect(onCostCentre('200')).toBe(4_080_288);
  });
});

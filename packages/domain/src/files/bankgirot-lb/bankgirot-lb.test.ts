import { describe, expect, it } from 'vitest';
import { InvalidSalaryPaymentsError } from '../salary-payments.ts';
import { expectGolden, readResearchData } from '../testing/file-test-helpers.ts';
import { SMALL_COMPANY_PAYMENTS, SMALL_COMPANY_TOTAL_ORE } from '../testing/small-company-payments.ts';
import { generateBankgirotLb, parseBankgirotLb } from './bankgirot-lb.ts';

const input = {
  fileDate: '2026-01-20',
  payDate: '2026-01-23',
  senderBankgiro: '5050-1055',
  text: 'LÖN 2026-01',
  payments: SMALL_COMPANY_PAYMENTS,
};

describe('generateBankgirotLb', () => {
  it('writes the hand-checked file: TK11, a TK40 + TK14 pair per payee, TK29', () => {
    expectGolden(
      generateBankgirotLb(input),
      new URL('./golden/small-company-2026-01.txt', import.meta.url),
      'latin1',
    );
  });

  it('writes ISO-8859-1 records of 80 characters, each ended by CRLF', () => {
    const bytes = generateBankgirotLb(input);
    expect(bytes.length).toBe(8 * 82);
    const lines = Buffer.from(bytes).toString('latin1').split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(new Set(lines.slice(0, -1).map((line) => line.length))).toEqual(new Set([80]));
  });

  it('is read back by our parser with TK29 equal to the payments to the öre', () => {
    const parsed = parseBankgirotLb(generateBankgirotLb(input));
    expect(parsed).toMatchObject({
      fileDate: '2026-01-20',
      senderBankgiro: '50501055',
      count: 3,
      totalOre: SMALL_COMPANY_TOTAL_ORE,
    });
    expect(parsed.payments[1]).toEqual({
      payeeNumber: '2',
      clearingNumber: '8327',
      accountNumber: '1234567897',
      text: 'LÖN 2026-01',
      salary: true,
      reference: '102',
      amountOre: 1_999_999,
      payDate: '2026-01-23',
    });
  });

  it("reads Bankgirot's own LBin-Lön example: 7 payments, 113 300,00 kr", () => {
    // The example begins with a title and blank lines that are not records.
    const text = readResearchData('bankgirot/leverantorsbetalning_exempelfil_lon_sv.txt').toString('latin1');
    const records = text.slice(text.indexOf('11'));
    const parsed = parseBankgirotLb(Buffer.from(records, 'latin1'));
    expect(parsed.count).toBe(7);
    expect(parsed.totalOre).toBe(11_330_000);
    expect(parsed.payments.every((payment) => payment.salary)).toBe(true);
    expect(parsed.payments.map((payment) => payment.payeeNumber)).toContain('99003');
  });

  it('gives the same bytes for the same input', () => {
    expect(generateBankgirotLb(input)).toEqual(generateBankgirotLb(input));
  });

  it('writes no file while a payee cannot be paid, and says who and why', () => {
    const payments = [
      { ...SMALL_COMPANY_PAYMENTS[0], amountOre: 0 },
      { ...SMALL_COMPANY_PAYMENTS[1], account: null },
    ];
    expect(() => generateBankgirotLb({ ...input, payments })).toThrow(InvalidSalaryPaymentsError);
    expect(() => generateBankgirotLb({ ...input, payments })).toThrow(
      /Anna Andersson.*Bertil Berg \(Kontonummer saknas\)/,
    );
  });

  it('refuses a parsed file whose TK29 disagrees with its TK14s', () => {
    const text = Buffer.from(generateBankgirotLb(input)).toString('latin1');
    const wrong = text.replace('00000003000006043149', '00000003000006043148');
    expect(() => parseBankgirotLb(Buffer.from(wrong, 'latin1'))).toThrow(/TK29 total 6043148/);
  });
});

import { describe, expect, it } from 'vitest';
import { InvalidSalaryPaymentsError } from '../salary-payments.ts';
import { expectGolden } from '../testing/file-test-helpers.ts';
import { SMALL_COMPANY_PAYMENTS, SMALL_COMPANY_TOTAL_ORE } from '../testing/small-company-payments.ts';
import { generateBankgirotLoner, parseBankgirotLoner } from './bankgirot-loner.ts';

const input = {
  fileDate: '2026-01-20',
  payDate: '2026-01-23',
  customerNumber: '123456',
  senderBankgiro: '5050-1055',
  text: 'LÖN 2026-01',
  payments: SMALL_COMPANY_PAYMENTS,
};

describe('generateBankgirotLoner', () => {
  it('writes the hand-checked file: TK01, one TK35 per payee, TK09 with total and count', () => {
    expectGolden(
      generateBankgirotLoner(input),
      new URL('./golden/small-company-2026-01.txt', import.meta.url),
      'latin1',
    );
  });

  it('writes ISO-8859-1 records of 80 characters, each ended by CRLF', () => {
    const bytes = generateBankgirotLoner(input);
    const text = Buffer.from(bytes).toString('latin1');
    expect(bytes.length).toBe(5 * 82);
    expect(
      text
        .split('\r\n')
        .slice(0, -1)
        .map((line) => line.length),
    ).toEqual([80, 80, 80, 80, 80]);
    // "LÖN": Ö is the single byte D6 in ISO-8859-1.
    expect([...bytes.slice(10, 13)]).toEqual([0x4c, 0xd6, 0x4e]);
  });

  it('is read back by our parser with the totals equal to the payments to the öre', () => {
    const parsed = parseBankgirotLoner(generateBankgirotLoner(input));
    expect(parsed.totalOre).toBe(SMALL_COMPANY_TOTAL_ORE);
    expect(parsed.count).toBe(3);
    expect(
      parsed.payments.map((payment) => [payment.clearingNumber, payment.accountNumber, payment.amountOre]),
    ).toEqual([
      ['6789', '123456789', 2_843_150],
      ['8327', '1234567897', 1_999_999],
      ['3300', '8112189876', 1_200_000],
    ]);
    expect(parsed).toMatchObject({
      fileDate: '2026-01-20',
      customerNumber: '123456',
      senderBankgiro: '50501055',
      currency: 'SEK',
    });
    expect(parsed.payments[0]).toMatchObject({
      payDate: '2026-01-23',
      payeeId: '0000000101',
      text: 'LÖN 2026-01',
    });
  });

  it('leaves positions 60–62 blank for banks whose import wants no currency', () => {
    const text = Buffer.from(generateBankgirotLoner({ ...input, omitCurrency: true })).toString('latin1');
    expect(text.slice(59, 62)).toBe('   ');
  });

  it('gives the same bytes for the same input', () => {
    expect(generateBankgirotLoner(input)).toEqual(generateBankgirotLoner(input));
  });

  it('writes no file while a payee lacks a valid account, and says who and why', () => {
    const payments = [
      SMALL_COMPANY_PAYMENTS[0],
      { ...SMALL_COMPANY_PAYMENTS[1], account: null },
      {
        ...SMALL_COMPANY_PAYMENTS[2],
        account: { kind: 'bank-account' as const, clearingNumber: '3300', accountNumber: '8112189877' },
      },
      {
        payeeId: '104',
        name: 'Doris Dahl',
        amountOre: 100,
        account: { kind: 'iban' as const, iban: 'SE4550000000058398257466' },
      },
    ];
    const error = (() => {
      try {
        generateBankgirotLoner({ ...input, payments });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(InvalidSalaryPaymentsError);
    expect(
      (error as InvalidSalaryPaymentsError).problems.map((problem) => [problem.name, problem.reason]),
    ).toEqual([
      ['Bertil Berg', 'missing-account'],
      ['Cecilia Ceder', 'invalid-bank-account'],
      ['Doris Dahl', 'iban-not-supported'],
    ]);
  });

  it('refuses a parsed file whose TK09 total or count disagrees with its TK35s', () => {
    const text = Buffer.from(generateBankgirotLoner(input)).toString('latin1');
    const wrongTotal = text.replace('000006043149000003', '000006043150000003');
    const wrongCount = text.replace('000006043149000003', '000006043149000004');
    expect(() => parseBankgirotLoner(Buffer.from(wrongTotal, 'latin1'))).toThrow(/TK09 total 6043150/);
    expect(() => parseBankgirotLoner(Buffer.from(wrongCount, 'latin1'))).toThrow(/TK09 counts 4/);
    expect(() => parseBankgirotLoner(Buffer.from(text.replaceAll('\r\n', '\n'), 'latin1'))).toThrow(/CRLF/);
  });
});

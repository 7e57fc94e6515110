import { describe, expect, it } from 'vitest';
import { InvalidSalaryPaymentsError, type SalaryPayment } from '../salary-payments.ts';
import { expectGolden, validateAgainstXsd } from '../testing/file-test-helpers.ts';
import { SMALL_COMPANY_PAYMENTS } from '../testing/small-company-payments.ts';
import {
  formatAmount,
  generatePain001,
  PAIN001_VERSIONS,
  type Pain001Input,
  type Pain001Version,
} from './pain001.ts';

/** A fourth payee paid by IBAN (Nordea, check digits computed by ISO 7064 mod 97-10): 5 000,00 kr. */
const IBAN_PAYEE: SalaryPayment = {
  payeeId: '104',
  name: 'Doris Dahl',
  amountOre: 500_000,
  account: { kind: 'iban', iban: 'SE25 3000 0000 0081 1218 9876', bic: 'NDEASESS' },
};

function input(
  version: Pain001Version,
  payments: readonly SalaryPayment[] = [...SMALL_COMPANY_PAYMENTS, IBAN_PAYEE],
): Pain001Input {
  return {
    version,
    messageId: 'LON-2026-01-1',
    createdAt: '2026-01-20T09:30:00',
    payDate: '2026-01-23',
    initiatingParty: { name: 'Exempelbolaget AB', id: '5560160680', scheme: 'BANK' },
    debtor: {
      name: 'Exempelbolaget AB',
      id: { id: '5560160680', scheme: 'CUST' },
      account: { kind: 'iban', iban: 'SE4550000000058398257466', bic: 'ESSESESS' },
    },
    remittanceText: 'Lön januari 2026',
    payments,
  };
}

function sumOfInstructedAmounts(xml: string): string {
  const ore = [...xml.matchAll(/<InstdAmt Ccy="SEK">(\d+)\.(\d{2})<\/InstdAmt>/g)].reduce(
    (sum, match) => sum + Number(match[1]) * 100 + Number(match[2]),
    0,
  );
  return formatAmount(ore);
}

describe.each(PAIN001_VERSIONS)('generatePain001 %s', (version) => {
  it('writes the hand-checked file', () => {
    expectGolden(
      generatePain001(input(version)),
      new URL(`./golden/salary-2026-01.${version}.xml`, import.meta.url),
      'utf8',
    );
  });

  it("validates against ISO's XSD", async () => {
    const result = await validateAgainstXsd(generatePain001(input(version)), `iso20022/${version}.xsd`);
    expect(result).toEqual({ valid: true, errors: [] });
  });

  it('has NbOfTxs and CtrlSum equal to the payments, to the öre (28 431,50 + 19 999,99 + 12 000,00 + 5 000,00)', () => {
    const xml = generatePain001(input(version));
    expect([...xml.matchAll(/<CtrlSum>([\d.]+)<\/CtrlSum>/g)].map((match) => match[1])).toEqual([
      '65431.49',
      '65431.49',
    ]);
    expect([...xml.matchAll(/<NbOfTxs>(\d+)<\/NbOfTxs>/g)].map((match) => match[1])).toEqual(['4', '4']);
    expect(sumOfInstructedAmounts(xml)).toBe('65431.49');
  });

  it('gives the same bytes for the same input', () => {
    expect(generatePain001(input(version))).toBe(generatePain001(input(version)));
  });

  it('writes no file while a payee lacks a valid account, and says who and why', () => {
    const payments = [
      { ...SMALL_COMPANY_PAYMENTS[0], account: null },
      { ...IBAN_PAYEE, account: { kind: 'iban' as const, iban: 'SE2630000000008112189876' } },
      SMALL_COMPANY_PAYMENTS[2],
    ];
    try {
      generatePain001(input(version, payments));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidSalaryPaymentsError);
      expect((error as InvalidSalaryPaymentsError).problems).toEqual([
        { payeeId: '101', name: 'Anna Andersson', reason: 'missing-account', message: 'Kontonummer saknas' },
        {
          payeeId: '104',
          name: 'Doris Dahl',
          reason: 'invalid-iban',
          message: 'Ogiltigt IBAN-nummer eller BIC-kod',
        },
      ]);
    }
  });
});

describe('pain.001 validation catches what the schema catches', () => {
  it('an IBAN payee without BIC gets no creditor agent and still validates', async () => {
    const payments = [
      { ...IBAN_PAYEE, account: { kind: 'iban' as const, iban: 'SE2530000000008112189876' } },
    ];
    for (const version of PAIN001_VERSIONS) {
      const xml = generatePain001(input(version, payments));
      expect(xml).not.toContain('<CdtrAgt>');
      expect(await validateAgainstXsd(xml, `iso20022/${version}.xsd`)).toEqual({ valid: true, errors: [] });
    }
  });

  it('only the creation time differs between two files of the same payments', () => {
    const first = generatePain001(input('pain.001.001.03'));
    const second = generatePain001({ ...input('pain.001.001.03'), createdAt: '2026-01-21T08:00:00' });
    expect(second).toBe(first.replace('2026-01-20T09:30:00', '2026-01-21T08:00:00'));
  });

  it('a file the schema refuses is reported invalid (the validator is not a no-op)', async () => {
    const xml = generatePain001(input('pain.001.001.03')).replace('<Cd>SALA</Cd>', '<Cd>SALARY</Cd>');
    const result = await validateAgainstXsd(xml, 'iso20022/pain.001.001.03.xsd');
    expect(result.valid).toBe(false);
  });

  it('a debtor by Swedish clearing and account number names its bank by clearing number', async () => {
    const base = input('pain.001.001.09');
    const xml = generatePain001({
      ...base,
      debtor: {
        ...base.debtor,
        account: { kind: 'bank-account', clearingNumber: '6000', accountNumber: '123456789' },
      },
    });
    expect(xml).toContain('<Id>6000123456789</Id>');
    expect(xml).toMatch(
      /<DbtrAgt>\s*<FinInstnId>\s*<ClrSysMmbId>\s*<ClrSysId>\s*<Cd>SESBA<\/Cd>\s*<\/ClrSysId>\s*<MmbId>6000<\/MmbId>/,
    );
    expect(await validateAgainstXsd(xml, 'iso20022/pain.001.001.09.xsd')).toEqual({
      valid: true,
      errors: [],
    });
  });
});

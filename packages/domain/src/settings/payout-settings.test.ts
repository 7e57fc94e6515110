import { describe, expect, test } from 'vitest';
import {
  DEFAULT_FILE_FORMAT_SETTINGS,
  describeMissingForFormat,
  describeMissingIdentity,
  fileFormatSettingsSchema,
  findMissingSenderIdentities,
} from './file-format-settings.ts';
import {
  DEFAULT_PAYOUT_SETTINGS,
  findSenderBankgiro,
  listUpcomingPayDates,
  type PayoutSettingsInput,
  payoutSettingsSchema,
} from './payout-settings.ts';

function issuesOf(input: PayoutSettingsInput): Record<string, string> {
  const result = payoutSettingsSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

test('defaults: the 25th, salary for the current month, variable items for the previous, no account, two approvers, pain.001', () => {
  expect(DEFAULT_PAYOUT_SETTINGS).toEqual({
    payDay: 25,
    salaryPeriod: 'current-month',
    variablePeriod: 'previous-month',
    account: null,
    senders: {
      bankgirotCustomerNumber: null,
      bankgiroNumber: null,
      isoSenderId: null,
      isoSenderIdScheme: 'BANK',
    },
    requireDifferentApprovers: true,
    grossChangeWarningPercent: 20,
    minimumHourlyWageOre: null,
  });
  expect(DEFAULT_FILE_FORMAT_SETTINGS).toEqual({ format: 'pain.001', pain001Version: 'pain.001.001.03' });
});

describe('pay day', () => {
  test('1 to 28 or the last day', () => {
    expect(payoutSettingsSchema.parse({ payDay: 1 }).payDay).toBe(1);
    expect(payoutSettingsSchema.parse({ payDay: 28 }).payDay).toBe(28);
    expect(payoutSettingsSchema.parse({ payDay: 'last' }).payDay).toBe('last');
  });

  test('a day some months lack, zero or a fraction is refused in Swedish', () => {
    const message = 'Välj en dag mellan 1 och 28 eller sista bankdagen';
    expect(issuesOf({ payDay: 29 })).toEqual({ payDay: message });
    expect(issuesOf({ payDay: 0 })).toEqual({ payDay: message });
    expect(issuesOf({ payDay: 2.5 })).toEqual({ payDay: message });
    expect(issuesOf({ payDay: 'first' as never })).toEqual({ payDay: message });
  });
});

describe('paying account', () => {
  test('each kind is stored in its plain form', () => {
    expect(
      payoutSettingsSchema.parse({ account: { kind: 'bankgiro', bankgiroNumber: '5050-1055' } }).account,
    ).toEqual({
      kind: 'bankgiro',
      bankgiroNumber: '50501055',
    });
    expect(
      payoutSettingsSchema.parse({
        account: { kind: 'bank-account', clearingNumber: '6789', accountNumber: '123 456 789' },
      }).account,
    ).toEqual({ kind: 'bank-account', clearingNumber: '6789', accountNumber: '123456789' });
    expect(
      payoutSettingsSchema.parse({
        account: { kind: 'iban', iban: 'SE45 5000 0000 0583 9825 7466', bic: 'esse sess' },
      }).account,
    ).toEqual({ kind: 'iban', iban: 'SE4550000000058398257466', bic: 'ESSESESS' });
  });

  test('a Swedbank account with its 5-digit clearing number written with a dash', () => {
    // Swedbank 8xxx-x, comment 3: mod 10 over the 10-digit account alone; body 123456789 from the
    // right: 9·2=18→9, 8, 7·2=14→5, 6, 5·2=10→1, 4, 3·2=6, 2, 1·2=2; sum 43, check digit 7.
    expect(
      payoutSettingsSchema.parse({
        account: { kind: 'bank-account', clearingNumber: '8327-9', accountNumber: '123 456 789-7' },
      }).account,
    ).toEqual({ kind: 'bank-account', clearingNumber: '83279', accountNumber: '1234567897' });
  });

  test('stored values parse again to themselves (the document is read back through the schema)', () => {
    const stored = payoutSettingsSchema.parse({
      account: { kind: 'iban', iban: 'SE45 5000 0000 0583 9825 7466', bic: 'ESSESESS' },
      senders: { bankgiroNumber: '991-2346', bankgirotCustomerNumber: '111111' },
    });
    expect(payoutSettingsSchema.parse(stored)).toEqual(stored);
  });

  test('wrong numbers get a Swedish error on their own field', () => {
    expect(issuesOf({ account: { kind: 'bankgiro', bankgiroNumber: '5050-1056' } })).toEqual({
      'account.bankgiroNumber': 'Ogiltigt bankgironummer',
    });
    expect(
      issuesOf({ account: { kind: 'bank-account', clearingNumber: '6789', accountNumber: '123456780' } }),
    ).toEqual({
      'account.accountNumber': 'Ogiltigt kontonummer',
    });
    expect(
      issuesOf({ account: { kind: 'bank-account', clearingNumber: '0000', accountNumber: '1234560' } }),
    ).toEqual({
      'account.clearingNumber': 'Okänt clearingnummer',
    });
    expect(
      issuesOf({ account: { kind: 'iban', iban: 'SE46 5000 0000 0583 9825 7466', bic: 'ESSESES' } }),
    ).toEqual({
      'account.iban': 'Ogiltigt IBAN-nummer',
      'account.bic': 'Ogiltig BIC-kod: 8 eller 11 tecken',
    });
  });
});

test('a chosen account kind with empty fields asks for them', () => {
  expect(issuesOf({ account: { kind: 'bankgiro', bankgiroNumber: ' ' } })).toEqual({
    'account.bankgiroNumber': 'Ange bankgironummer',
  });
  expect(issuesOf({ account: { kind: 'bank-account', clearingNumber: '', accountNumber: '' } })).toEqual({
    'account.clearingNumber': 'Ange clearingnummer',
    'account.accountNumber': 'Ange kontonummer',
  });
  expect(issuesOf({ account: { kind: 'iban', iban: '', bic: '' } })).toEqual({
    'account.iban': 'Ange IBAN-nummer',
    'account.bic': 'Ange BIC-kod',
  });
});

describe('sender identities', () => {
  test('empty texts are not given; given ones are checked', () => {
    const parsed = payoutSettingsSchema.parse({
      senders: {
        bankgirotCustomerNumber: '',
        bankgiroNumber: ' ',
        isoSenderId: '5566778899',
        isoSenderIdScheme: 'CUST',
      },
    });
    expect(parsed.senders).toEqual({
      bankgirotCustomerNumber: null,
      bankgiroNumber: null,
      isoSenderId: '5566778899',
      isoSenderIdScheme: 'CUST',
    });
    expect(
      issuesOf({
        senders: { bankgirotCustomerNumber: '12345', bankgiroNumber: '991-2345', isoSenderId: 'a b' },
      }),
    ).toEqual({
      'senders.bankgirotCustomerNumber': 'Ogiltigt kundnummer: 6 siffror',
      'senders.bankgiroNumber': 'Ogiltigt bankgironummer',
      'senders.isoSenderId': 'Högst 35 bokstäver eller siffror',
    });
  });

  test("the sender bankgiro is the one given, else the paying account's bankgiro", () => {
    const onAccount = payoutSettingsSchema.parse({
      account: { kind: 'bankgiro', bankgiroNumber: '5050-1055' },
    });
    expect(findSenderBankgiro(onAccount)).toBe('50501055');
    const given = payoutSettingsSchema.parse({ ...onAccount, senders: { bankgiroNumber: '9912346' } });
    expect(findSenderBankgiro(given)).toBe('9912346');
    expect(findSenderBankgiro(DEFAULT_PAYOUT_SETTINGS)).toBeUndefined();
  });
});

describe('file format and the identities it needs', () => {
  test('the three formats, anything else refused', () => {
    expect(fileFormatSettingsSchema.parse({ format: 'bankgirot-lb' })).toEqual({
      format: 'bankgirot-lb',
      pain001Version: 'pain.001.001.03',
    });
    expect(
      fileFormatSettingsSchema.parse({ format: 'pain.001', pain001Version: 'pain.001.001.09' })
        .pain001Version,
    ).toBe('pain.001.001.09');
    expect(
      fileFormatSettingsSchema.safeParse({ format: 'pain.001', pain001Version: 'pain.001.001.02' }).success,
    ).toBe(false);
    expect(fileFormatSettingsSchema.safeParse({ format: 'ki' }).error?.issues[0]?.message).toBe(
      'Välj ett filformat',
    );
  });

  test('Löner needs the customer number and a bankgiro, LB a bankgiro, pain.001 nothing', () => {
    expect(findMissingSenderIdentities('pain.001', DEFAULT_PAYOUT_SETTINGS)).toEqual([]);
    const loner = findMissingSenderIdentities('bankgirot-loner', DEFAULT_PAYOUT_SETTINGS);
    expect(loner.map((identity) => identity.path.join('.'))).toEqual([
      'senders.bankgirotCustomerNumber',
      'senders.bankgiroNumber',
    ]);
    expect(describeMissingIdentity(loner[0]!, 'bankgirot-loner')).toBe(
      'Kundnummer hos Bankgirot krävs för filformatet Bankgirot Löner',
    );
    expect(describeMissingForFormat(loner)).toBe(
      'Ange först kundnummer hos Bankgirot och bankgironummer under Utbetalning',
    );

    const withBankgiroAccount = payoutSettingsSchema.parse({
      account: { kind: 'bankgiro', bankgiroNumber: '9912346' },
    });
    expect(findMissingSenderIdentities('bankgirot-lb', withBankgiroAccount)).toEqual([]);
    expect(
      findMissingSenderIdentities('bankgirot-loner', withBankgiroAccount).map((identity) => identity.name),
    ).toEqual(['kundnummer hos Bankgirot']);
  });
});

describe('upcoming pay dates', () => {
  test('the 25th moved to the previous banking day; Christmas Day 2026 to Wednesday 23 December', () => {
    // Friday 25 December 2026 is juldagen, Thursday 24 julafton (banks closed): Wednesday 23.
    // Monday 25 January 2027 stays; Thursday 25 February 2027 stays.
    expect(listUpcomingPayDates(25, '2026-12-01')).toEqual([
      { month: { year: 2026, month: 11 }, nominalDate: '2026-12-25', payDate: '2026-12-23' },
      { month: { year: 2027, month: 0 }, nominalDate: '2027-01-25', payDate: '2027-01-25' },
      { month: { year: 2027, month: 1 }, nominalDate: '2027-02-25', payDate: '2027-02-25' },
    ]);
  });

  test('a pay date already passed this month is left out; the pay date itself counts', () => {
    expect(listUpcomingPayDates(25, '2026-11-26', 1)[0]?.payDate).toBe('2026-12-23');
    expect(listUpcomingPayDates(25, '2026-11-25', 1)[0]?.payDate).toBe('2026-11-25');
  });

  test('the 1st of January 2027 moves back into December (nyårsdagen, then nyårsafton)', () => {
    // Fri 1 Jan 2027 holiday, Thu 31 Dec bank holiday: Wed 30 Dec 2026 pays January.
    expect(listUpcomingPayDates(1, '2026-12-15', 2)).toEqual([
      { month: { year: 2027, month: 0 }, nominalDate: '2027-01-01', payDate: '2026-12-30' },
      { month: { year: 2027, month: 1 }, nominalDate: '2027-02-01', payDate: '2027-02-01' },
    ]);
  });

  test('the last banking day of the month', () => {
    // Sat 31 Jan 2026 → Fri 30 Jan; Sat 28 Feb 2026 → Fri 27 Feb; Tue 31 Mar 2026 stays.
    expect(listUpcomingPayDates('last', '2026-01-10').map((date) => date.payDate)).toEqual([
      '2026-01-30',
      '2026-02-27',
      '2026-03-31',
    ]);
  });
});

describe('the limits of two payroll run warnings', () => {
  test('a whole per cent 1–1 000 and a lowest hourly wage or none', () => {
    expect(
      payoutSettingsSchema.parse({ grossChangeWarningPercent: 35, minimumHourlyWageOre: 15_050 }),
    ).toMatchObject({
      grossChangeWarningPercent: 35,
      minimumHourlyWageOre: 15_050,
    });
    expect(issuesOf({ grossChangeWarningPercent: 0, minimumHourlyWageOre: 0 })).toEqual({
      grossChangeWarningPercent: 'Ange en hel procentsats 1–1 000',
      minimumHourlyWageOre: 'Lägsta timlön ska vara 0,01–100 000 kr, eller tom',
    });
    expect(issuesOf({ grossChangeWarningPercent: Number.NaN, minimumHourlyWageOre: Number.NaN })).toEqual({
      grossChangeWarningPercent: 'Ange en hel procentsats 1–1 000',
      minimumHourlyWageOre: 'Lägsta timlön ska vara 0,01–100 000 kr, eller tom',
    });
  });
});

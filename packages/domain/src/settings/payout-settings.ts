import { z } from 'zod';
import { DEFAULT_GROSS_CHANGE_PERCENT } from '../payroll/run-checks.ts';
import type { DateOnly } from '../time/date-shapes.ts';
import { addMonths, type MonthValue, monthValueOf } from '../time/month-value.ts';
import { calculateBankPayDate, calculateNominalPayDate, PAY_DAY_OF_MONTH } from '../time/pay-date.ts';
import {
  findBankNameByClearingNumber,
  INVALID_BANK_ACCOUNT_MESSAGE,
  parseBankAccount,
} from '../validation/bank-account.ts';
import {
  INVALID_BANKGIRO_MESSAGE,
  INVALID_BANKGIROT_CUSTOMER_NUMBER_MESSAGE,
  normalizeBankgiro,
  normalizeBankgirotCustomerNumber,
} from '../validation/giro-numbers.ts';
import {
  INVALID_BIC_MESSAGE,
  INVALID_IBAN_MESSAGE,
  normalizeBic,
  normalizeIban,
} from '../validation/iban.ts';

export const INVALID_PAY_DAY_MESSAGE = 'Välj en dag mellan 1 och 28 eller sista bankdagen';
export const UNKNOWN_CLEARING_NUMBER_MESSAGE = 'Okänt clearingnummer';
export const INVALID_ISO_SENDER_ID_MESSAGE = 'Högst 35 bokstäver eller siffror';

/**
 * Which month a payslip pays: monthly salary usually for the current month (in advance), variable
 * items (overtime, absence) for the previous month, the avvikelseperiod (swedish-payroll.md §9.7).
 */
export const PAY_PERIODS = ['current-month', 'previous-month'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

/** The company's paying account: a bankgiro, a Swedish clearing and account number, or IBAN + BIC. */
export const PAYING_ACCOUNT_KINDS = ['bankgiro', 'bank-account', 'iban'] as const;
export type PayingAccountKind = (typeof PAYING_ACCOUNT_KINDS)[number];

/** How an ISO 20022 bank names the organisation-number id (`Othr/SchmeNm/Cd`), §5.1. */
export const ISO_SENDER_ID_SCHEMES = ['BANK', 'CUST'] as const;

/** A pay day every month has (1–28), or the month's last day; either moves back to a banking day. */
export const payDaySchema = z.union(
  [
    z.literal('last'),
    z
      .number({ error: INVALID_PAY_DAY_MESSAGE })
      .int({ error: INVALID_PAY_DAY_MESSAGE })
      .min(1, {
        error: INVALID_PAY_DAY_MESSAGE,
      })
      .max(28, { error: INVALID_PAY_DAY_MESSAGE }),
  ],
  { error: INVALID_PAY_DAY_MESSAGE },
);

/** A text that a normalizer turns into its stored form, or the message when it cannot. */
function normalizedText(
  normalize: (text: string) => string | undefined,
  message: string,
  emptyMessage: string,
) {
  return z.string({ error: emptyMessage }).transform((text, context) => {
    const normalized = normalize(text);
    if (normalized === undefined) {
      context.addIssue({ code: 'custom', message: text.trim() ? message : emptyMessage });
      return z.NEVER;
    }
    return normalized;
  });
}

/** The same, where an empty text means "not given" (stored as null). */
function optionalNormalizedText(normalize: (text: string) => string | undefined, message: string) {
  return z
    .string({ error: message })
    .nullish()
    .transform((text, context) => {
      if (!text?.trim()) return null;
      const normalized = normalize(text);
      if (normalized === undefined) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return normalized;
    });
}

const digitsOnly = (text: string) => text.replaceAll(/[\s-]/g, '');

const bankAccountSchema = z
  .object({
    kind: z.literal('bank-account'),
    clearingNumber: z.string().transform(digitsOnly),
    accountNumber: z.string().transform(digitsOnly),
  })
  .superRefine((value, context) => {
    if (!value.clearingNumber || !value.accountNumber) {
      if (!value.clearingNumber)
        context.addIssue({ code: 'custom', path: ['clearingNumber'], message: 'Ange clearingnummer' });
      if (!value.accountNumber)
        context.addIssue({ code: 'custom', path: ['accountNumber'], message: 'Ange kontonummer' });
    } else if (findBankNameByClearingNumber(value.clearingNumber) === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['clearingNumber'],
        message: UNKNOWN_CLEARING_NUMBER_MESSAGE,
      });
    } else if (!parseBankAccount(value.clearingNumber, value.accountNumber)) {
      context.addIssue({ code: 'custom', path: ['accountNumber'], message: INVALID_BANK_ACCOUNT_MESSAGE });
    }
  });

export const payingAccountSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('bankgiro'),
    bankgiroNumber: normalizedText(normalizeBankgiro, INVALID_BANKGIRO_MESSAGE, 'Ange bankgironummer'),
  }),
  bankAccountSchema,
  z.object({
    kind: z.literal('iban'),
    iban: normalizedText(normalizeIban, INVALID_IBAN_MESSAGE, 'Ange IBAN-nummer'),
    bic: normalizedText(normalizeBic, INVALID_BIC_MESSAGE, 'Ange BIC-kod'),
  }),
]);
export type PayingAccount = z.output<typeof payingAccountSchema>;

const isoSenderId = (text: string) => {
  const compact = text.trim();
  return /^[A-Za-z0-9]{1,35}$/.test(compact) ? compact : undefined;
};

/** What banks identify the sender by (§5.1–5.3); each optional until a file format needs it. */
export const senderIdentitiesSchema = z.object({
  /** Bankgirot's kundnummer, in the opening record of a Löner file. */
  bankgirotCustomerNumber: optionalNormalizedText(
    normalizeBankgirotCustomerNumber,
    INVALID_BANKGIROT_CUSTOMER_NUMBER_MESSAGE,
  ).default(null),
  /** The sender bankgiro of a Bankgirot file; empty means the paying account's bankgiro. */
  bankgiroNumber: optionalNormalizedText(normalizeBankgiro, INVALID_BANKGIRO_MESSAGE).default(null),
  /** ISO 20022 `InitgPty`/`Dbtr` `Othr/Id`; empty means the organisation number's ten digits. */
  isoSenderId: optionalNormalizedText(isoSenderId, INVALID_ISO_SENDER_ID_MESSAGE).default(null),
  isoSenderIdScheme: z.enum(ISO_SENDER_ID_SCHEMES).default('BANK'),
});
export type SenderIdentities = z.output<typeof senderIdentitiesSchema>;

export const GROSS_CHANGE_PERCENT_MESSAGE = 'Ange en hel procentsats 1–1 000';
export const MINIMUM_HOURLY_WAGE_MESSAGE = 'Lägsta timlön ska vara 0,01–100 000 kr, eller tom';

/** The settings document of the section 'payout' (TenantManagement.PayoutSettings). */
export const payoutSettingsSchema = z.object({
  payDay: payDaySchema.default(PAY_DAY_OF_MONTH),
  salaryPeriod: z.enum(PAY_PERIODS).default('current-month'),
  variablePeriod: z.enum(PAY_PERIODS).default('previous-month'),
  account: payingAccountSchema.nullable().default(null),
  senders: senderIdentitiesSchema.default(() => senderIdentitiesSchema.parse({})),
  /** A payroll run's second approval must be given by another person than the first (issue 18). */
  requireDifferentApprovers: z.boolean().default(true),
  /** A run warns for an employee whose gross changed by more than this per cent from last month. */
  grossChangeWarningPercent: z
    .number({ error: GROSS_CHANGE_PERCENT_MESSAGE })
    .int({ error: GROSS_CHANGE_PERCENT_MESSAGE })
    .min(1, { error: GROSS_CHANGE_PERCENT_MESSAGE })
    .max(1000, { error: GROSS_CHANGE_PERCENT_MESSAGE })
    .default(DEFAULT_GROSS_CHANGE_PERCENT),
  /** The company's lowest hourly wage, öre: a run warns for an hourly wage under it; null for none. */
  minimumHourlyWageOre: z
    .number({ error: MINIMUM_HOURLY_WAGE_MESSAGE })
    .int({ error: MINIMUM_HOURLY_WAGE_MESSAGE })
    .min(1, { error: MINIMUM_HOURLY_WAGE_MESSAGE })
    .max(10_000_000, { error: MINIMUM_HOURLY_WAGE_MESSAGE })
    .nullable()
    .default(null),
});
export type PayoutSettingsInput = z.input<typeof payoutSettingsSchema>;
export type PayoutSettings = z.output<typeof payoutSettingsSchema>;

export const DEFAULT_PAYOUT_SETTINGS: PayoutSettings = payoutSettingsSchema.parse({});

/** The bankgiro a Bankgirot file is sent from: the one given, else the paying account's. */
export function findSenderBankgiro(settings: PayoutSettings): string | undefined {
  if (settings.senders.bankgiroNumber) return settings.senders.bankgiroNumber;
  return settings.account?.kind === 'bankgiro' ? settings.account.bankgiroNumber : undefined;
}

export interface UpcomingPayDate {
  month: MonthValue;
  /** The day the settings name, e.g. Friday 25 December 2026. */
  nominalDate: DateOnly;
  /** The banking day the money arrives: 23 December 2026 in the example. */
  payDate: DateOnly;
}

/** The next `count` pay dates on or after `today` (the month's pay date may already have passed). */
export function listUpcomingPayDates(
  payDay: PayoutSettings['payDay'],
  today: DateOnly,
  count = 3,
): UpcomingPayDate[] {
  const dates: UpcomingPayDate[] = [];
  // A pay day of the 1st can move back into the previous month, so start one month early.
  for (let month = addMonths(monthValueOf(today), -1); dates.length < count; month = addMonths(month, 1)) {
    const payDate = calculateBankPayDate(month, payDay);
    if (payDate >= today) dates.push({ month, nominalDate: calculateNominalPayDate(month, payDay), payDate });
  }
  return dates;
}

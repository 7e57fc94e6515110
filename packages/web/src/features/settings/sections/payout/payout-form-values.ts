import type {
  ISO_SENDER_ID_SCHEMES,
  PayingAccountKind,
  PayoutSettings,
  PayoutSettingsInput,
  PayPeriod,
} from '@lonsam/domain/settings/payout-settings';
import { formatBankgiro } from '@lonsam/domain/validation/giro-numbers';
import { formatIban } from '@lonsam/domain/validation/iban';
import { parseKronor } from '../../../../ui/forms/field-errors.ts';

export type AccountChoice = 'none' | PayingAccountKind;
export type IsoSenderIdScheme = (typeof ISO_SENDER_ID_SCHEMES)[number];

/** The form's fields as typed: one text per input, the account's three kinds side by side. */
export type PayoutFormValues = {
  /** "1"–"28" or "last", as the select holds it. */
  payDay: string;
  salaryPeriod: PayPeriod;
  variablePeriod: PayPeriod;
  accountKind: AccountChoice;
  bankgiroNumber: string;
  clearingNumber: string;
  accountNumber: string;
  iban: string;
  bic: string;
  bankgirotCustomerNumber: string;
  senderBankgiroNumber: string;
  isoSenderId: string;
  isoSenderIdScheme: IsoSenderIdScheme;
  requireDifferentApprovers: boolean;
  /** Whole per cent as typed. */
  grossChangeWarningPercent: string;
  /** Kronor as typed ("150,50"); empty for none. */
  minimumHourlyWage: string;
};

/** The stored value in the printed forms people know ("991-2346", "SE45 5000 …"). */
export function toFormValues(value: PayoutSettings): PayoutFormValues {
  const { account, senders } = value;
  return {
    payDay: String(value.payDay),
    salaryPeriod: value.salaryPeriod,
    variablePeriod: value.variablePeriod,
    accountKind: account?.kind ?? 'none',
    bankgiroNumber: account?.kind === 'bankgiro' ? formatBankgiro(account.bankgiroNumber) : '',
    clearingNumber: account?.kind === 'bank-account' ? account.clearingNumber : '',
    accountNumber: account?.kind === 'bank-account' ? account.accountNumber : '',
    iban: account?.kind === 'iban' ? formatIban(account.iban) : '',
    bic: account?.kind === 'iban' ? account.bic : '',
    bankgirotCustomerNumber: senders.bankgirotCustomerNumber ?? '',
    senderBankgiroNumber: senders.bankgiroNumber ? formatBankgiro(senders.bankgiroNumber) : '',
    isoSenderId: senders.isoSenderId ?? '',
    isoSenderIdScheme: senders.isoSenderIdScheme,
    requireDifferentApprovers: value.requireDifferentApprovers,
    grossChangeWarningPercent: String(value.grossChangeWarningPercent),
    minimumHourlyWage:
      value.minimumHourlyWageOre === null ? '' : String(value.minimumHourlyWageOre / 100).replace('.', ','),
  };
}

function toAccount(values: PayoutFormValues): PayoutSettingsInput['account'] {
  switch (values.accountKind) {
    case 'bankgiro':
      return { kind: 'bankgiro', bankgiroNumber: values.bankgiroNumber };
    case 'bank-account':
      return {
        kind: 'bank-account',
        clearingNumber: values.clearingNumber,
        accountNumber: values.accountNumber,
      };
    case 'iban':
      return { kind: 'iban', iban: values.iban, bic: values.bic };
    case 'none':
      return null;
  }
}

/** What the schema checks and the PUT sends; only the chosen account kind's fields go along. */
export function toSettingsInput(values: PayoutFormValues): PayoutSettingsInput {
  return {
    payDay: values.payDay === 'last' ? 'last' : Number(values.payDay),
    salaryPeriod: values.salaryPeriod,
    variablePeriod: values.variablePeriod,
    account: toAccount(values),
    senders: {
      bankgirotCustomerNumber: values.bankgirotCustomerNumber,
      bankgiroNumber: values.senderBankgiroNumber,
      isoSenderId: values.isoSenderId,
      isoSenderIdScheme: values.isoSenderIdScheme,
    },
    requireDifferentApprovers: values.requireDifferentApprovers,
    // Text that is not a number goes as NaN, so the schema gives the field its message.
    grossChangeWarningPercent: /^\s*\d+\s*$/.test(values.grossChangeWarningPercent)
      ? Number(values.grossChangeWarningPercent)
      : Number.NaN,
    minimumHourlyWageOre:
      values.minimumHourlyWage.trim() === '' ? null : (parseKronor(values.minimumHourlyWage) ?? Number.NaN),
  };
}

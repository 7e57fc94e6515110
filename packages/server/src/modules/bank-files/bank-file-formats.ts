import type { BankFileFormat } from '@lonsam/domain/contracts/bank-files/bank-files';
import { type BankgirotLbInput, generateBankgirotLb } from '@lonsam/domain/files/bankgirot-lb/bankgirot-lb';
import {
  type BankgirotLonerInput,
  generateBankgirotLoner,
} from '@lonsam/domain/files/bankgirot-loner/bankgirot-loner';
import type { Pain001Input } from '@lonsam/domain/files/pain001/pain001';
import {
  InvalidSalaryPaymentsError,
  type PayeeAccount,
  resolveSalaryPayments,
  type SalaryPayment,
} from '@lonsam/domain/files/salary-payments';
import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import type { FileFormatSettings } from '@lonsam/domain/settings/file-format-settings';
import { findSenderBankgiro, type PayoutSettings } from '@lonsam/domain/settings/payout-settings';

/** The privilege each format is made under (spec: ReportingAndCompliance.BankFile.*). */
export const FORMAT_PRIVILEGE: Record<BankFileFormat, PrivilegeId> = {
  'pain.001.001.03': 'ReportingAndCompliance.BankFile.Iso20022',
  'pain.001.001.09': 'ReportingAndCompliance.BankFile.Iso20022',
  'bankgirot-loner': 'ReportingAndCompliance.BankFile.BankgirotSalaries',
  'bankgirot-lb': 'ReportingAndCompliance.BankFile.BankgirotSupplierPayments',
};

export const BANK_FILE_PRIVILEGES = [
  'ReportingAndCompliance.BankFile.Iso20022',
  'ReportingAndCompliance.BankFile.Iso20022Generic',
  'ReportingAndCompliance.BankFile.BankgirotSalaries',
  'ReportingAndCompliance.BankFile.BankgirotSupplierPayments',
] as const satisfies readonly PrivilegeId[];

/** The company's format: Filformat under Utbetalning, with the pain.001 version chosen there. */
export function chooseFormat(settings: FileFormatSettings): BankFileFormat {
  if (settings.format === 'pain.001') return settings.pain001Version;
  return settings.format;
}

const isPain = (format: BankFileFormat) => format.startsWith('pain.');

/**
 * Our reference for a payee in the file: the first ten hex digits of the employee id, which fits
 * every format (Löner allows ten characters) and comes back in the bank's reports. Unique in
 * practice; a clash would be refused as `duplicate-payee-id` rather than written.
 */
export function payeeReference(employeeId: string): string {
  return employeeId.replaceAll('-', '').slice(0, 10).toUpperCase();
}

/** Each payee's problem in this format (account, amount), empty when all can be paid. */
export function findPayeeProblems(
  format: BankFileFormat,
  payments: readonly SalaryPayment[],
): Map<string, { reason: string; message: string }> {
  const problems = new Map<string, { reason: string; message: string }>();
  for (const payment of payments) {
    try {
      resolveSalaryPayments([payment], { allowIban: isPain(format), payeeIdPattern: /^[0-9A-Z]{10}$/ });
    } catch (error) {
      if (!(error instanceof InvalidSalaryPaymentsError)) throw error;
      const [first] = error.problems;
      if (first) problems.set(payment.payeeId, { reason: first.reason, message: first.message });
    }
  }
  return problems;
}

/** The settings a format cannot be written without, as error codes the web explains. */
export function findSettingProblems(format: BankFileFormat, payout: PayoutSettings): string[] {
  if (isPain(format)) {
    if (!payout.account) return ['PAYING_ACCOUNT_MISSING'];
    if (payout.account.kind === 'bankgiro') return ['PAYING_ACCOUNT_NOT_FOR_FORMAT'];
    return [];
  }
  const problems: string[] = [];
  if (format === 'bankgirot-loner' && !payout.senders.bankgirotCustomerNumber)
    problems.push('BANKGIROT_CUSTOMER_NUMBER_MISSING');
  if (!findSenderBankgiro(payout)) problems.push('SENDER_BANKGIRO_MISSING');
  return problems;
}

/** Masked for the overview: `8327-9 ••••7891`, `SE45 •••• 1234`. */
export function maskAccount(account: PayeeAccount | null): string | null {
  if (!account) return null;
  if (account.kind === 'iban') {
    const iban = account.iban.replaceAll(' ', '');
    return `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
  }
  return `${account.clearingNumber} ••••${account.accountNumber.slice(-4)}`;
}

export type StoredBankFile =
  | { format: 'pain.001.001.03' | 'pain.001.001.09'; input: Pain001Input }
  | { format: 'bankgirot-loner'; input: BankgirotLonerInput }
  | { format: 'bankgirot-lb'; input: BankgirotLbInput };

export type FileContext = {
  fileId: string;
  createdAt: string;
  fileDate: string;
  payDate: string;
  period: string;
  runLabel: string;
  employer: { name: string; organisationNumber: string };
  payout: PayoutSettings;
  payments: SalaryPayment[];
};

/** The generator's whole input, stored with the record, so the file can be made again byte for byte. */
export function buildStoredFile(format: BankFileFormat, context: FileContext): StoredBankFile {
  const text = `LÖN ${context.period}`;
  if (format === 'bankgirot-loner')
    return {
      format,
      input: {
        fileDate: context.fileDate,
        payDate: context.payDate,
        customerNumber: context.payout.senders.bankgirotCustomerNumber ?? '',
        senderBankgiro: findSenderBankgiro(context.payout) ?? '',
        text,
        payments: context.payments,
      },
    };
  if (format === 'bankgirot-lb')
    return {
      format,
      input: {
        fileDate: context.fileDate,
        payDate: context.payDate,
        senderBankgiro: findSenderBankgiro(context.payout) ?? '',
        text,
        payments: context.payments,
      },
    };
  const account = context.payout.account;
  if (!account || account.kind === 'bankgiro') throw new Error('unreachable: checked by findSettingProblems');
  const orgId = context.employer.organisationNumber.replaceAll(/\D/g, '').slice(-10);
  const senderId = context.payout.senders.isoSenderId ?? orgId;
  const scheme = context.payout.senders.isoSenderIdScheme;
  return {
    format,
    input: {
      version: format,
      messageId: context.fileId.replaceAll('-', ''),
      createdAt: context.createdAt,
      payDate: context.payDate,
      initiatingParty: { name: context.employer.name, id: senderId, scheme },
      debtor: {
        name: context.employer.name,
        id: { id: senderId, scheme },
        account:
          account.kind === 'iban'
            ? { kind: 'iban', iban: account.iban, bic: account.bic }
            : {
                kind: 'bank-account',
                clearingNumber: account.clearingNumber,
                accountNumber: account.accountNumber,
              },
      },
      remittanceText: context.runLabel,
      payments: context.payments,
    },
  };
}

export type GeneratedFile = { content: Buffer; contentType: string; fileName: string };

/**
 * The file's bytes from its stored input: the same input gives the same bytes. The ISO 20022 writer
 * (and xmlbuilder2) loads with the first pain.001 file, not at start (bench/startup.ts, #14).
 */
export async function generateStoredFile(stored: StoredBankFile, baseName: string): Promise<GeneratedFile> {
  switch (stored.format) {
    case 'bankgirot-loner':
      return {
        content: Buffer.from(generateBankgirotLoner(stored.input)),
        // Bytes, not text: a client must not decode the ISO-8859-1 records as UTF-8.
        contentType: 'application/octet-stream',
        fileName: `${baseName}-bankgirot-loner.txt`,
      };
    case 'bankgirot-lb':
      return {
        content: Buffer.from(generateBankgirotLb(stored.input)),
        // Bytes, not text: a client must not decode the ISO-8859-1 records as UTF-8.
        contentType: 'application/octet-stream',
        fileName: `${baseName}-bankgirot-lb.txt`,
      };
    default: {
      const { generatePain001 } = await import('@lonsam/domain/files/pain001/pain001');
      return {
        content: Buffer.from(generatePain001(stored.input), 'utf8'),
        contentType: 'application/xml; charset=utf-8',
        fileName: `${baseName}-${stored.format}.xml`,
      };
    }
  }
}

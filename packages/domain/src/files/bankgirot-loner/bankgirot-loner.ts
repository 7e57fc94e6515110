import { normalizeBankgiro, normalizeBankgirotCustomerNumber } from '../../validation/giro-numbers.ts';
import {
  alpha,
  blank,
  decodeRecords,
  encodeRecords,
  field,
  fromYymmdd,
  numberField,
  numeric,
  record,
  yymmdd,
} from '../fixed-width.ts';
import { resolveSalaryPayments, type SalaryPayment, sumOre } from '../salary-payments.ts';

/**
 * Bankgirot Löner (kontoinsättning, "LÖN"): TK01 opening, one TK35 per payee, TK09 closing with the
 * total and the number of TK35 (swedish-payroll.md §5.2). Payees by Swedish clearing and account
 * number only.
 */
export type BankgirotLonerInput = {
  /** The day the file is made, YYYY-MM-DD. */
  fileDate: string;
  /** The day the money reaches the payees. */
  payDate: string;
  /** Bankgirot's kundnummer, 6 digits. */
  customerNumber: string;
  senderBankgiro: string;
  /** Some banks' import wants positions 60–62 blank instead of `SEK`. */
  omitCurrency?: boolean;
  /** Free text on each payment (12 characters), e.g. `LÖN 2026-01`. */
  text: string;
  payments: readonly SalaryPayment[];
};

/** Payee reference, positions 59–68: the employee number, digits zero-filled, else blank-filled. */
const PAYEE_ID = /^[0-9A-Za-z]{1,10}$/;

function payeeField(payeeId: string): string {
  return /^\d+$/.test(payeeId) ? payeeId.padStart(10, '0') : payeeId.padEnd(10, ' ');
}

export function generateBankgirotLoner(input: BankgirotLonerInput): Uint8Array {
  const payments = resolveSalaryPayments(input.payments, { allowIban: false, payeeIdPattern: PAYEE_ID });
  const customerNumber = normalizeBankgirotCustomerNumber(input.customerNumber);
  const bankgiro = normalizeBankgiro(input.senderBankgiro);
  if (!customerNumber) throw new RangeError(`Invalid Bankgirot customer number: ${input.customerNumber}`);
  if (!bankgiro) throw new RangeError(`Invalid bankgiro number: ${input.senderBankgiro}`);
  const fileDate = yymmdd(input.fileDate);
  const payDate = yymmdd(input.payDate);
  const text = alpha(input.text, 12, 'text');
  const records = [
    record(
      '01',
      fileDate,
      blank(2),
      'LÖN',
      blank(46),
      input.omitCurrency ? blank(3) : 'SEK',
      customerNumber,
      numeric(bankgiro, 10, 'sender bankgiro'),
      blank(2),
    ),
  ];
  for (const payment of payments) {
    if (payment.account.kind !== 'bank-account') throw new Error('unreachable: IBAN refused above');
    records.push(
      record(
        '35',
        payDate,
        blank(4),
        payment.account.clearing4,
        numeric(payment.account.accountNumber, 12, 'account'),
        numeric(payment.amountOre, 12, 'amount'),
        blank(18),
        payeeField(payment.payeeId),
        text,
      ),
    );
  }
  records.push(
    record(
      '09',
      fileDate,
      blank(20),
      numeric(sumOre(payments), 12, 'total'),
      numeric(payments.length, 6, 'count'),
      '0'.repeat(34),
    ),
  );
  return encodeRecords(records);
}

export type ParsedLonerPayment = {
  payDate: string;
  clearingNumber: string;
  accountNumber: string;
  amountOre: number;
  payeeId: string;
  text: string;
};

export type ParsedBankgirotLoner = {
  fileDate: string;
  customerNumber: string;
  senderBankgiro: string;
  currency: string;
  payments: ParsedLonerPayment[];
  totalOre: number;
  count: number;
};

/** Reads a Löner file back; throws when a record is malformed or TK09's total or count disagrees. */
export function parseBankgirotLoner(bytes: Uint8Array): ParsedBankgirotLoner {
  const lines = decodeRecords(bytes);
  const opening = lines[0];
  const closing = lines.at(-1);
  if (!opening?.startsWith('01') || field(opening, 11, 13) !== 'LÖN')
    throw new Error('No TK01 LÖN opening record');
  if (!closing?.startsWith('09') || lines.length < 2) throw new Error('No TK09 closing record');
  const payments = lines.slice(1, -1).map((line, index): ParsedLonerPayment => {
    if (!line.startsWith('35')) throw new Error(`Record ${index + 2} is TK${line.slice(0, 2)}, not TK35`);
    return {
      payDate: fromYymmdd(field(line, 3, 8)),
      clearingNumber: field(line, 13, 16),
      accountNumber: field(line, 17, 28).replace(/^0+(?=\d)/, ''),
      amountOre: numberField(line, 29, 40, 'amount'),
      payeeId: field(line, 59, 68).trimEnd(),
      text: field(line, 69, 80).trimEnd(),
    };
  });
  const totalOre = numberField(closing, 29, 40, 'total');
  const count = numberField(closing, 41, 46, 'count');
  if (count !== payments.length)
    throw new Error(`TK09 counts ${count} payments, the file has ${payments.length}`);
  if (totalOre !== sumOre(payments))
    throw new Error(`TK09 total ${totalOre} öre ≠ sum of TK35 ${sumOre(payments)}`);
  return {
    fileDate: fromYymmdd(field(opening, 3, 8)),
    customerNumber: field(opening, 63, 68),
    senderBankgiro: field(opening, 69, 78).replace(/^0+/, ''),
    currency: field(opening, 60, 62).trim(),
    payments,
    totalOre,
    count,
  };
}

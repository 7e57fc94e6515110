import { normalizeBankgiro } from '../../validation/giro-numbers.ts';
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
 * Bankgirot Leverantörsbetalningar with salary payments to bank accounts ("LBin-Lön",
 * swedish-payroll.md §5.3a, laid out as Bankgirot's example file): TK11 opening, per payee a TK40
 * (the account a payee number stands for, `L` = salary) and a TK14 (the payment), TK29 with the
 * number of TK14 and their total.
 */
export type BankgirotLbInput = {
  fileDate: string;
  payDate: string;
  senderBankgiro: string;
  /** Text on the payee's statement (12 characters), e.g. `LÖN 2026-01`. */
  text: string;
  payments: readonly SalaryPayment[];
};

/** TK14's reference (positions 13–37) carries our employee number, so it comes back in the reports. */
const PAYEE_ID = /^[0-9A-Za-z-]{1,25}$/;

/**
 * The payee number of TK40/TK14 is chosen by the sender and only binds within the file: the
 * payment's position, left-aligned and blank-filled as in Bankgirot's example (`99003 `).
 */
function payeeNumber(index: number): string {
  return alpha(String(index + 1), 6, 'payee number');
}

export function generateBankgirotLb(input: BankgirotLbInput): Uint8Array {
  const payments = resolveSalaryPayments(input.payments, { allowIban: false, payeeIdPattern: PAYEE_ID });
  const bankgiro = normalizeBankgiro(input.senderBankgiro);
  if (!bankgiro) throw new RangeError(`Invalid bankgiro number: ${input.senderBankgiro}`);
  const sender = numeric(bankgiro, 10, 'sender bankgiro');
  const payDate = yymmdd(input.payDate);
  const text = alpha(input.text, 12, 'text');
  const records = [record('11', sender, yymmdd(input.fileDate), 'LEVERANTÖRSBETALNINGAR', blank(40))];
  payments.forEach((payment, index) => {
    if (payment.account.kind !== 'bank-account') throw new Error('unreachable: IBAN refused above');
    const number = payeeNumber(index);
    records.push(
      record(
        '40',
        '0000',
        number,
        payment.account.clearing4,
        numeric(payment.account.accountNumber, 12, 'account'),
        text,
        'L',
        blank(39),
      ),
      record(
        '14',
        '0000',
        number,
        alpha(payment.payeeId, 25, 'reference'),
        numeric(payment.amountOre, 12, 'amount'),
        payDate,
        blank(25),
      ),
    );
  });
  records.push(
    record(
      '29',
      sender,
      numeric(payments.length, 8, 'count'),
      numeric(sumOre(payments), 12, 'total'),
      blank(48),
    ),
  );
  return encodeRecords(records);
}

export type ParsedLbPayment = {
  payeeNumber: string;
  clearingNumber: string;
  accountNumber: string;
  text: string;
  salary: boolean;
  reference: string;
  amountOre: number;
  payDate: string;
};

export type ParsedBankgirotLb = {
  fileDate: string;
  senderBankgiro: string;
  payments: ParsedLbPayment[];
  totalOre: number;
  count: number;
};

/**
 * Reads an LB salary file back: every TK14 must pay a payee number a TK40 defined before it, and
 * TK29's count and total must equal the TK14s.
 */
export function parseBankgirotLb(bytes: Uint8Array): ParsedBankgirotLb {
  const lines = decodeRecords(bytes);
  const opening = lines[0];
  const closing = lines.at(-1);
  if (!opening?.startsWith('11') || field(opening, 19, 40) !== 'LEVERANTÖRSBETALNINGAR')
    throw new Error('No TK11 opening record');
  if (!closing?.startsWith('29') || lines.length < 2) throw new Error('No TK29 summary record');
  const senderBankgiro = field(opening, 3, 12);
  if (field(closing, 3, 12) !== senderBankgiro)
    throw new Error('TK29 names another sender bankgiro than TK11');
  const accounts = new Map<
    string,
    Pick<ParsedLbPayment, 'clearingNumber' | 'accountNumber' | 'text' | 'salary'>
  >();
  const payments: ParsedLbPayment[] = [];
  lines.slice(1, -1).forEach((line, index) => {
    const kind = line.slice(0, 2);
    const number = field(line, 7, 12);
    if (kind === '40') {
      accounts.set(number, {
        clearingNumber: field(line, 13, 16),
        accountNumber: field(line, 17, 28).replace(/^0+(?=\d)/, ''),
        text: field(line, 29, 40).trimEnd(),
        salary: field(line, 41, 41) === 'L',
      });
    } else if (kind === '14') {
      const account = accounts.get(number);
      if (!account) throw new Error(`Record ${index + 2}: TK14 pays payee ${number.trim()} without a TK40`);
      payments.push({
        payeeNumber: number.trimEnd(),
        ...account,
        reference: field(line, 13, 37).trimEnd(),
        amountOre: numberField(line, 38, 49, 'amount'),
        payDate: fromYymmdd(field(line, 50, 55)),
      });
    } else {
      throw new Error(`Record ${index + 2}: TK${kind} is not part of a salary file`);
    }
  });
  const count = numberField(closing, 13, 20, 'count');
  const totalOre = numberField(closing, 21, 32, 'total');
  if (field(closing, 33, 33) === '-') throw new Error('TK29 total is negative');
  if (count !== payments.length)
    throw new Error(`TK29 counts ${count} payments, the file has ${payments.length}`);
  if (totalOre !== sumOre(payments))
    throw new Error(`TK29 total ${totalOre} öre ≠ sum of TK14 ${sumOre(payments)}`);
  return {
    fileDate: fromYymmdd(field(opening, 13, 18)),
    senderBankgiro: senderBankgiro.replace(/^0+/, ''),
    payments,
    totalOre,
    count,
  };
}

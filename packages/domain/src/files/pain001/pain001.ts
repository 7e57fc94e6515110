import { create } from 'xmlbuilder2';
import { parseBankAccount } from '../../validation/bank-account.ts';
import { normalizeBic, normalizeIban } from '../../validation/iban.ts';
import {
  type ResolvedAccount,
  resolveSalaryPayments,
  type SalaryPayment,
  sumOre,
} from '../salary-payments.ts';

/**
 * ISO 20022 customer credit transfer for a salary batch (swedish-payroll.md §5.1): one payment
 * information block with category purpose SALA in SEK, requested execution date = the pay date,
 * one transaction per payee. Payees by Swedish clearing + account (BBAN, clearing system SESBA) or
 * IBAN. NbOfTxs and CtrlSum, which the XSD does not check, are computed here from the same
 * payments that are written.
 */
export const PAIN001_VERSIONS = ['pain.001.001.03', 'pain.001.001.09'] as const;
export type Pain001Version = (typeof PAIN001_VERSIONS)[number];

export type Pain001DebtorAccount =
  | { kind: 'bank-account'; clearingNumber: string; accountNumber: string; bic?: string | null }
  | { kind: 'iban'; iban: string; bic: string };

export type Pain001Input = {
  version: Pain001Version;
  /** Unique per file, at most 35 characters: the bank refuses a message id it has seen. */
  messageId: string;
  /** Creation time, local `YYYY-MM-DDTHH:MM:SS`: fixed per file record so the file can be made again. */
  createdAt: string;
  /** Requested execution date: the pay date. */
  payDate: string;
  /** The sender ids the bank wants (`InitgPty`, `Dbtr`), each an `Othr/Id` with scheme BANK or CUST. */
  initiatingParty: { name: string; id: string; scheme: 'BANK' | 'CUST' };
  debtor: { name: string; id?: { id: string; scheme: 'BANK' | 'CUST' }; account: Pain001DebtorAccount };
  /** Text on each payee's statement, e.g. `Lön januari 2026`. */
  remittanceText: string;
  payments: readonly SalaryPayment[];
};

/** EndToEndId is our employee number: unique within a file, and it comes back in the bank's reports. */
const PAYEE_ID = /^[0-9A-Za-z-]{1,35}$/;

type XMLBuilder = ReturnType<typeof create>;

const NAMESPACE: Record<Pain001Version, string> = {
  'pain.001.001.03': 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03',
  'pain.001.001.09': 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09',
};

/** Öre as the decimal amount the schema wants: 2843150 → "28431.50". */
export function formatAmount(ore: number): string {
  const sign = ore < 0 ? '-' : '';
  const abs = Math.abs(ore);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function checkText(value: string, max: number, field: string): string {
  const text = value.trim();
  if (text.length === 0 || text.length > max)
    throw new RangeError(`${field}: 1–${max} characters, got "${value}"`);
  return text;
}

function addOtherId(parent: XMLBuilder, id: string, scheme: 'BANK' | 'CUST'): void {
  parent
    .ele('Id')
    .ele('OrgId')
    .ele('Othr')
    .ele('Id')
    .txt(checkText(id, 35, 'sender id'))
    .up()
    .ele('SchmeNm')
    .ele('Cd')
    .txt(scheme);
}

function addAccount(parent: XMLBuilder, name: 'DbtrAcct' | 'CdtrAcct', account: ResolvedAccount): XMLBuilder {
  const id = parent.ele(name).ele('Id');
  if (account.kind === 'iban') id.ele('IBAN').txt(account.iban);
  else
    id.ele('Othr')
      .ele('Id')
      .txt(`${account.clearingNumber}${account.accountNumber}`)
      .up()
      .ele('SchmeNm')
      .ele('Cd')
      .txt('BBAN');
  return id.up();
}

/** The bank by BIC when known, else by Swedish clearing number (Bankgirot's clearing system SESBA). */
function addAgent(
  parent: XMLBuilder,
  name: 'DbtrAgt' | 'CdtrAgt',
  version: Pain001Version,
  account: ResolvedAccount,
  bic: string | null,
): void {
  const institution = parent.ele(name).ele('FinInstnId');
  if (bic) institution.ele(version === 'pain.001.001.03' ? 'BIC' : 'BICFI').txt(bic);
  else if (account.kind === 'bank-account')
    institution
      .ele('ClrSysMmbId')
      .ele('ClrSysId')
      .ele('Cd')
      .txt('SESBA')
      .up()
      .up()
      .ele('MmbId')
      .txt(account.clearing4);
  else throw new RangeError('An IBAN payee without BIC has no agent to name');
}

function resolveDebtorAccount(account: Pain001DebtorAccount): {
  account: ResolvedAccount;
  bic: string | null;
} {
  const bic = account.bic ? normalizeBic(account.bic) : null;
  if (bic === undefined) throw new RangeError(`Invalid debtor BIC: ${account.bic}`);
  if (account.kind === 'iban') {
    const iban = normalizeIban(account.iban);
    if (!iban) throw new RangeError('Invalid debtor IBAN');
    return { account: { kind: 'iban', iban, bic }, bic };
  }
  const parsed = parseBankAccount(account.clearingNumber, account.accountNumber);
  if (!parsed) throw new RangeError('Invalid debtor account');
  return {
    account: {
      kind: 'bank-account',
      clearing4: parsed.clearingNumber.slice(0, 4),
      clearingNumber: parsed.clearingNumber,
      accountNumber: parsed.accountNumber,
    },
    bic,
  };
}

export function generatePain001(input: Pain001Input): string {
  const payments = resolveSalaryPayments(input.payments, { allowIban: true, payeeIdPattern: PAYEE_ID });
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(input.createdAt))
    throw new RangeError(`createdAt: YYYY-MM-DDTHH:MM:SS, got ${input.createdAt}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.payDate))
    throw new RangeError(`payDate: YYYY-MM-DD, got ${input.payDate}`);
  const messageId = checkText(input.messageId, 35, 'messageId');
  const debtor = resolveDebtorAccount(input.debtor.account);
  const count = String(payments.length);
  const total = formatAmount(sumOre(payments));
  const v03 = input.version === 'pain.001.001.03';

  const document = create({ version: '1.0', encoding: 'UTF-8' }).ele(NAMESPACE[input.version], 'Document');
  const root = document.ele('CstmrCdtTrfInitn');
  const header = root.ele('GrpHdr');
  header.ele('MsgId').txt(messageId);
  header.ele('CreDtTm').txt(input.createdAt);
  header.ele('NbOfTxs').txt(count);
  header.ele('CtrlSum').txt(total);
  const initiator = header.ele('InitgPty');
  initiator.ele('Nm').txt(checkText(input.initiatingParty.name, 70, 'initiating party name'));
  addOtherId(initiator, input.initiatingParty.id, input.initiatingParty.scheme);

  const info = root.ele('PmtInf');
  info.ele('PmtInfId').txt(messageId);
  info.ele('PmtMtd').txt('TRF');
  info.ele('BtchBookg').txt('true');
  info.ele('NbOfTxs').txt(count);
  info.ele('CtrlSum').txt(total);
  info.ele('PmtTpInf').ele('CtgyPurp').ele('Cd').txt('SALA');
  if (v03) info.ele('ReqdExctnDt').txt(input.payDate);
  else info.ele('ReqdExctnDt').ele('Dt').txt(input.payDate);
  const debtorParty = info.ele('Dbtr');
  debtorParty.ele('Nm').txt(checkText(input.debtor.name, 70, 'debtor name'));
  if (input.debtor.id) addOtherId(debtorParty, input.debtor.id.id, input.debtor.id.scheme);
  addAccount(info, 'DbtrAcct', debtor.account).ele('Ccy').txt('SEK');
  addAgent(info, 'DbtrAgt', input.version, debtor.account, debtor.bic);
  info.ele('ChrgBr').txt('SLEV');

  const remittance = checkText(input.remittanceText, 140, 'remittanceText');
  for (const payment of payments) {
    const transaction = info.ele('CdtTrfTxInf');
    transaction.ele('PmtId').ele('EndToEndId').txt(payment.payeeId);
    transaction.ele('Amt').ele('InstdAmt', { Ccy: 'SEK' }).txt(formatAmount(payment.amountOre));
    const bic = payment.account.kind === 'iban' ? payment.account.bic : null;
    // An IBAN payee without BIC: the bank finds the bank from the IBAN (no CdtrAgt).
    if (payment.account.kind === 'bank-account' || bic)
      addAgent(transaction, 'CdtrAgt', input.version, payment.account, bic);
    transaction
      .ele('Cdtr')
      .ele('Nm')
      .txt(checkText(payment.name, 70, 'payee name'));
    addAccount(transaction, 'CdtrAcct', payment.account);
    transaction.ele('RmtInf').ele('Ustrd').txt(remittance);
  }
  return `${document.end({ prettyPrint: true, indent: '  ', newline: '\n' })}\n`;
}

import { parseBankAccount } from '../validation/bank-account.ts';
import { normalizeBic, normalizeIban } from '../validation/iban.ts';

/**
 * What every salary payment file is built from (pain.001, Bankgirot Löner, Bankgirot LB): one
 * payment per payee with the net pay in öre and the account it goes to. The generators check every
 * account first and write nothing while one is missing or wrong (fail closed): the error lists who
 * and why, so the admin can fix the data or leave those payees out explicitly.
 */

export type PayeeAccount =
  | { kind: 'bank-account'; clearingNumber: string; accountNumber: string }
  | { kind: 'iban'; iban: string; bic?: string | null };

export type SalaryPayment = {
  /** Our stable reference for the payee (the employee number): it comes back in the bank's reports. */
  payeeId: string;
  name: string;
  /** Net pay, öre. */
  amountOre: number;
  account: PayeeAccount | null;
};

export type PayeeAccountProblemReason =
  | 'missing-account'
  | 'invalid-bank-account'
  | 'invalid-iban'
  | 'iban-not-supported'
  | 'invalid-amount'
  | 'invalid-payee-id'
  | 'duplicate-payee-id';

export type PayeeAccountProblem = {
  payeeId: string;
  name: string;
  reason: PayeeAccountProblemReason;
  /** Swedish, for the admin. */
  message: string;
};

const MESSAGES: Record<PayeeAccountProblemReason, string> = {
  'missing-account': 'Kontonummer saknas',
  'invalid-bank-account': 'Ogiltigt clearing- eller kontonummer',
  'invalid-iban': 'Ogiltigt IBAN-nummer eller BIC-kod',
  'iban-not-supported': 'Bankgirots filer betalar bara till svenska clearing- och kontonummer, inte IBAN',
  'invalid-amount': 'Beloppet att betala ut måste vara större än noll och anges i hela ören',
  'invalid-payee-id': 'Anställningsnumret passar inte i filen',
  'duplicate-payee-id': 'Samma anställningsnummer finns två gånger i filen',
};

/** Thrown instead of a file when one or more payees cannot be paid. */
export class InvalidSalaryPaymentsError extends Error {
  readonly problems: readonly PayeeAccountProblem[];

  constructor(problems: readonly PayeeAccountProblem[]) {
    super(
      `Betalningsfilen kan inte skapas: ${problems.map((problem) => `${problem.name} (${problem.message})`).join('; ')}`,
    );
    this.name = 'InvalidSalaryPaymentsError';
    this.problems = problems;
  }
}

export type ResolvedAccount =
  | {
      kind: 'bank-account';
      /** The four digits of the clearing system (Swedbank's fifth digit is a check digit). */
      clearing4: string;
      /** The clearing number as the bank gives it (five digits for some Swedbank accounts). */
      clearingNumber: string;
      accountNumber: string;
    }
  | { kind: 'iban'; iban: string; bic: string | null };

export type ResolvedPayment = Omit<SalaryPayment, 'account'> & { account: ResolvedAccount };

export type ResolveOptions = {
  allowIban: boolean;
  /** The format's own limit on the payee reference. */
  payeeIdPattern: RegExp;
};

function resolveAccount(
  account: PayeeAccount,
  allowIban: boolean,
): ResolvedAccount | PayeeAccountProblemReason {
  if (account.kind === 'iban') {
    if (!allowIban) return 'iban-not-supported';
    const iban = normalizeIban(account.iban);
    const bic = account.bic ? normalizeBic(account.bic) : null;
    if (!iban || bic === undefined) return 'invalid-iban';
    return { kind: 'iban', iban, bic };
  }
  const parsed = parseBankAccount(account.clearingNumber, account.accountNumber);
  if (!parsed) return 'invalid-bank-account';
  return {
    kind: 'bank-account',
    clearing4: parsed.clearingNumber.slice(0, 4),
    clearingNumber: parsed.clearingNumber,
    accountNumber: parsed.accountNumber,
  };
}

/** Every payment with its account checked, or the error listing each payee that cannot be paid. */
export function resolveSalaryPayments(
  payments: readonly SalaryPayment[],
  options: ResolveOptions,
): ResolvedPayment[] {
  if (payments.length === 0) throw new RangeError('A salary payment file needs at least one payment');
  const problems: PayeeAccountProblem[] = [];
  const resolved: ResolvedPayment[] = [];
  const seen = new Set<string>();
  const report = (payment: SalaryPayment, reason: PayeeAccountProblemReason) =>
    problems.push({ payeeId: payment.payeeId, name: payment.name, reason, message: MESSAGES[reason] });
  for (const payment of payments) {
    if (!options.payeeIdPattern.test(payment.payeeId)) report(payment, 'invalid-payee-id');
    else if (seen.has(payment.payeeId)) report(payment, 'duplicate-payee-id');
    seen.add(payment.payeeId);
    if (!Number.isSafeInteger(payment.amountOre) || payment.amountOre <= 0) report(payment, 'invalid-amount');
    if (!payment.account) {
      report(payment, 'missing-account');
      continue;
    }
    const account = resolveAccount(payment.account, options.allowIban);
    if (typeof account === 'string') report(payment, account);
    else
      resolved.push({ payeeId: payment.payeeId, name: payment.name, amountOre: payment.amountOre, account });
  }
  if (problems.length > 0) throw new InvalidSalaryPaymentsError(problems);
  return resolved;
}

export function sumOre(payments: readonly { amountOre: number }[]): number {
  return payments.reduce((sum, payment) => sum + payment.amountOre, 0);
}

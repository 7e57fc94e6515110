/** An amount at the edges of the system (API, reports): a currency code and a plain number. */
export interface Amount {
  currency: string;
  value: number;
}

export const UNKNOWN_CURRENCIES: readonly string[] = ['UNKNOWN', 'UNK'];

export function isUnknownCurrency(currency: string): boolean {
  return UNKNOWN_CURRENCIES.includes(currency);
}

export class CurrencyMismatchError extends Error {
  constructor(left: string, right: string) {
    super(`Currency mismatch: ${left} and ${right}`);
    this.name = 'CurrencyMismatchError';
  }
}

/**
 * Brings two amounts to one currency. An unknown-currency amount takes the other side's
 * currency with the value zero; two unknown amounts keep their values (nothing to take from).
 */
function alignAmounts(left: Amount, right: Amount): { currency: string; left: number; right: number } {
  const isLeftUnknown = isUnknownCurrency(left.currency);
  const isRightUnknown = isUnknownCurrency(right.currency);
  if (isLeftUnknown && !isRightUnknown) return { currency: right.currency, left: 0, right: right.value };
  if (isRightUnknown && !isLeftUnknown) return { currency: left.currency, left: left.value, right: 0 };
  if (isLeftUnknown || left.currency === right.currency) {
    return { currency: left.currency, left: left.value, right: right.value };
  }
  throw new CurrencyMismatchError(left.currency, right.currency);
}

export function sumAmounts(left: Amount, right: Amount): Amount {
  const aligned = alignAmounts(left, right);
  return { currency: aligned.currency, value: aligned.left + aligned.right };
}

export function subtractAmounts(left: Amount, right: Amount): Amount {
  const aligned = alignAmounts(left, right);
  return { currency: aligned.currency, value: aligned.left - aligned.right };
}

/** -1, 0 or 1, like a sort comparator. */
export function compareAmounts(left: Amount, right: Amount): -1 | 0 | 1 {
  const aligned = alignAmounts(left, right);
  if (aligned.left < aligned.right) return -1;
  if (aligned.left > aligned.right) return 1;
  return 0;
}

/**
 * left / right, defined only when the currencies are equal and both values are non-zero with
 * the same sign (a ratio between a loss and a gain means nothing); otherwise undefined.
 */
export function calculateAmountRatio(left: Amount, right: Amount): number | undefined {
  if (left.currency !== right.currency) return undefined;
  if (left.value === 0 || right.value === 0) return undefined;
  if (Math.sign(left.value) !== Math.sign(right.value)) return undefined;
  return left.value / right.value;
}

/** Sum of a list; an empty list gives zero in the given currency. */
export function sumAllAmounts(amounts: readonly Amount[], currency = 'SEK'): Amount {
  if (amounts.length === 0) return { currency, value: 0 };
  return amounts.reduce((total, amount) => sumAmounts(total, amount));
}

/**
 * Number formatting in sv-SE through Intl (no library needed). Note what Intl gives for sv-SE:
 * groups are separated by a no-break space (U+00A0) and negatives use the minus sign U+2212.
 */
export const DEFAULT_LOCALE = 'sv-SE';
export const DEFAULT_DECIMALS = 2;

export function formatNumber(value: number, decimals = DEFAULT_DECIMALS, locale = DEFAULT_LOCALE): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** SEK with 2 decimals; other currencies rounded to whole units. */
export function formatCurrency(value: number, currency = 'SEK', locale = DEFAULT_LOCALE): string {
  const decimals = currency === 'SEK' ? 2 : 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** `value` is a fraction (0.25 → 25,00 %). */
export function formatPercent(value: number, decimals = DEFAULT_DECIMALS, locale = DEFAULT_LOCALE): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** Number inputs: a strictly positive field has this minimum. */
export const STRICTLY_POSITIVE_MINIMUM = 0.001;

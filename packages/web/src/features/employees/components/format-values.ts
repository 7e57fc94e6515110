import { formatCurrency, formatNumber } from '@lonsam/domain/format/number';

/** Spec §9: at most two decimals. */
const MAX_DECIMALS = 2;

/** sv-SE with only the decimals the value has, up to two: 0.8 → "0,8", 37.5 → "37,5", 40 → "40". */
export function formatDecimal(value: number): string {
  const rounded = Number(value.toFixed(MAX_DECIMALS));
  const decimals = (String(rounded).split('.')[1] ?? '').length;
  return formatNumber(rounded, Math.min(decimals, MAX_DECIMALS));
}

/** A percentage stored as the number of percent (0.8 → "0,8 %"), not as a fraction. */
export function formatPercentValue(value: number): string {
  return `${formatDecimal(value)}\u00a0%`;
}

/** 3 200 050 öre → "32 000,50 kr" (sv-SE). */
export function formatOre(ore: number | null | undefined): string {
  if (ore === null || ore === undefined) return '';
  return formatCurrency(ore / 100);
}

/**
 * Integer öre helpers. Payroll arithmetic stays in whole öre (safe integers) and every rounding
 * step names its mode, so no float ever decides a krona.
 *
 * Modes (the sign is kept and the magnitude rounded, so -1.50 kr rounds like 1.50 kr):
 * - `half-up`: halves away from zero (commercial rounding),
 * - `down`: toward zero (truncate; Skatteverket rounds preliminary tax down to whole kronor),
 * - `up`: away from zero.
 */
export type RoundingMode = 'half-up' | 'down' | 'up';

export const ORE_PER_KRONA = 100;

/** Rounds the quotient n / d (d > 0) by mode, exactly. */
export function divideRounded(
  numerator: bigint,
  denominator: bigint,
  mode: RoundingMode = 'half-up',
): bigint {
  if (denominator <= 0n) throw new RangeError('Denominator must be positive');
  const isNegative = numerator < 0n;
  const magnitude = isNegative ? -numerator : numerator;
  let quotient = magnitude / denominator;
  const remainder = magnitude % denominator;
  if (mode === 'half-up' && remainder * 2n >= denominator) quotient += 1n;
  if (mode === 'up' && remainder > 0n) quotient += 1n;
  return isNegative ? -quotient : quotient;
}

function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError('Amount is outside the safe integer range');
  return result === 0 ? 0 : result;
}

/**
 * Rounds a decimal number to `decimals` places and returns it scaled to an integer
 * (value × 10^decimals). It reads the number's shortest decimal form first, so 1.005 is treated
 * as the decimal 1.005 and not as its binary neighbour 1.00499999….
 */
export function roundScaled(value: number, decimals: number, mode: RoundingMode = 'half-up'): number {
  if (!Number.isFinite(value)) throw new RangeError('Amount must be a finite number');
  if (Math.abs(value) >= 1e15) throw new RangeError('Amount is outside the safe integer range');
  const isNegative = value < 0;
  const [whole = '0', fraction = ''] = Math.abs(value)
    .toFixed(decimals + 6)
    .split('.');
  const kept = BigInt(whole + fraction.slice(0, decimals));
  const rest = fraction.slice(decimals);
  let result = kept;
  if (mode === 'half-up' && rest >= '500000') result += 1n;
  if (mode === 'up' && /[1-9]/.test(rest)) result += 1n;
  return toSafeNumber(isNegative ? -result : result);
}

/** Kronor (possibly with a fraction) to whole öre. */
export function kronorToOre(kronor: number, mode: RoundingMode = 'half-up'): number {
  return roundScaled(kronor, 2, mode);
}

/** Whole öre to kronor, for display and for `Amount` values at the edges. */
export function oreToKronor(ore: number): number {
  assertOre(ore);
  return ore / ORE_PER_KRONA;
}

/** A fractional öre value (e.g. from a rate) to whole öre. */
export function roundOre(ore: number, mode: RoundingMode = 'half-up'): number {
  return roundScaled(ore, 0, mode);
}

/** Rounds whole öre to whole kronor; the result is still in öre (a multiple of 100). */
export function roundToWholeKronor(ore: number, mode: RoundingMode = 'half-up'): number {
  assertOre(ore);
  return toSafeNumber(divideRounded(BigInt(ore), 100n, mode) * 100n);
}

/**
 * `percent` % of an öre amount, in whole öre. The percentage may carry up to six decimals
 * (31.42 or 0.000001); the product is computed exactly.
 */
export function percentOfOre(ore: number, percent: number, mode: RoundingMode = 'half-up'): number {
  assertOre(ore);
  const scaledPercent = BigInt(roundScaled(percent, 6, 'half-up'));
  return toSafeNumber(divideRounded(BigInt(ore) * scaledPercent, 100n * 1_000_000n, mode));
}

export function isOre(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

export function assertOre(value: number): void {
  if (!isOre(value)) throw new RangeError(`Not a whole öre amount: ${value}`);
}

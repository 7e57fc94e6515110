/**
 * Integer helpers for the tax engine. Every amount in the engine is a safe integer in some
 * fixed-point unit; these helpers divide and round without ever trusting a float quotient.
 */

/** floor(a / b) for integers, b > 0, exact even where a / b rounds to the next integer. */
export function floorDiv(a: number, b: number): number {
  let q = Math.floor(a / b);
  // The float quotient can be off by one near an integer; correct it with exact products.
  if (q * b > a) q -= 1;
  else if ((q + 1) * b <= a) q += 1;
  return q;
}

/** ceil(a / b) for integers, b > 0. */
export function ceilDiv(a: number, b: number): number {
  return -floorDiv(-a, b);
}

/**
 * floor(n × k / d) where n × k may exceed 2^53 but d × k does not: n is split into
 * whole multiples of d and a remainder, so no intermediate product loses precision.
 */
export function floorMulDiv(n: number, k: number, d: number): number {
  const q = floorDiv(n, d);
  const r = n - q * d;
  return q * k + floorDiv(r * k, d);
}

/** Rounds to the nearest multiple of `step`; an exact half rounds down (allmän pensionsavgift). */
export function roundHalfDownToMultiple(value: number, step: number): number {
  return ceilDiv(2 * value - step, 2 * step) * step;
}

/** Rounds down to a multiple of `step`. */
export function floorToMultiple(value: number, step: number): number {
  return floorDiv(value, step) * step;
}

/** Rounds up to a multiple of `step`. */
export function ceilToMultiple(value: number, step: number): number {
  return ceilDiv(value, step) * step;
}

/**
 * Converts a decimal written in the parameter data (e.g. 0.3874) to an integer number of
 * 1/scale units, refusing values that need more decimals than the scale holds.
 */
export function toScaledInteger(value: number, scale: number): number {
  const scaled = Math.round(value * scale);
  if (Math.abs(scaled - value * scale) > 1e-6 * Math.max(1, Math.abs(value * scale))) {
    throw new RangeError(`${value} needs more precision than 1/${scale}`);
  }
  return scaled;
}

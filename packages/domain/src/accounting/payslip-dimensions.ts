import { DIMENSIONS, type Dimension } from '../settings/dimensions.ts';

/** One object a payslip is booked on: its code (the voucher's and the SIE file's) and name. */
export type StoredDimensionObject = { code: string; name: string };

/**
 * The cost centre and project a payslip was calculated with (the server's `payslip.dimensions`):
 * an object is absent when the employment had none. A payslip calculated before these were stored
 * has none at all (null); its readers then take the employment's objects as they are now.
 */
export type StoredPayslipDimensions = Partial<Record<Dimension, StoredDimensionObject>>;

function readObject(value: unknown): StoredDimensionObject | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { code, name } = value as { code?: unknown; name?: unknown };
  if (typeof code !== 'string') return undefined;
  return { code, name: typeof name === 'string' ? name : code };
}

/** A payslip's stored dimensions (JSON or its text); null when it was calculated before they were stored. */
export function readStoredDimensions(stored: unknown): StoredPayslipDimensions | null {
  const value = typeof stored === 'string' ? (JSON.parse(stored) as unknown) : stored;
  if (typeof value !== 'object' || value === null) return null;
  const dimensions: StoredPayslipDimensions = {};
  for (const dimension of DIMENSIONS) {
    const object = readObject((value as Record<string, unknown>)[dimension]);
    if (object) dimensions[dimension] = object;
  }
  return dimensions;
}

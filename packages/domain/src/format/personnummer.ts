import { formatPersonnummer as formatValidPersonnummer } from '../validation/personnummer.ts';

/**
 * A stored personnummer (12 digits) for people to read: YYYYMMDD-NNNN, as Skatteverket writes it.
 * Anything else (empty, partly typed, already formatted) is shown as it is: display never throws.
 */
export function formatPersonnummer(value: string | null | undefined): string {
  if (!value) return '';
  return /^\d{12}$/.test(value) ? formatValidPersonnummer(value, 'long-separated') : value;
}

import { roundScaled } from '../money/ore.ts';

const MONTHS = [
  'januari',
  'februari',
  'mars',
  'april',
  'maj',
  'juni',
  'juli',
  'augusti',
  'september',
  'oktober',
  'november',
  'december',
] as const;

/** `2026-04-03` → `3 april 2026`, as Swedish messages name a date. */
export function formatSwedishDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** Hours and days carry two decimals; rounding once here keeps 7,5 × 33 % from drifting. */
export function roundHundredths(value: number): number {
  return roundScaled(value, 2) / 100;
}

/** 7.5 → `7,5`, 8 → `8`: hours in Swedish messages. */
export function formatSwedishNumber(value: number): string {
  return new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 }).format(value);
}

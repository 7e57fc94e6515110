import { formatCurrency } from '@lonsam/domain/format/number';
import { oreToKronor } from '@lonsam/domain/money/ore';

/** Öre as Swedish kronor: 3 200 000 → "32 000,00 kr". */
export function formatMoney(ore: number): string {
  return formatCurrency(oreToKronor(ore));
}

/** `2026-11` → "november 2026" (or "November 2026" in English). */
export function formatPeriod(period: string, language: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** A moment as date and time in Swedish local time: "2026-11-24 14:05". */
export function formatMoment(iso: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Stockholm',
  }).format(new Date(iso));
}

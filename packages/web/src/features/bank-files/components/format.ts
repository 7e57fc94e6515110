import { formatCurrency } from '@lonsam/domain/format/number';
import { oreToKronor } from '@lonsam/domain/money/ore';

/** Öre as Swedish kronor: 8 359 800 → "83 598,00 kr". */
export function formatMoney(ore: number): string {
  return formatCurrency(oreToKronor(ore));
}

/** A moment as date and time in Swedish local time: "2026-01-20 14:05". */
export function formatMoment(iso: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Stockholm',
  }).format(new Date(iso));
}

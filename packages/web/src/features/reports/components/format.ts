import { formatCurrency } from '@lonsam/domain/format/number';

/** Whole kronor as Swedish money: 43 988 → "43 988,00 kr". */
export function formatKronor(kronor: number): string {
  return formatCurrency(kronor);
}

/** `2026-01` → "januari 2026" (or "January 2026" in English). */
export function formatPeriod(period: string, language: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

import type { VacationBalanceRow } from '@lonsam/domain/contracts/balances/balance-shapes';

/*
 * The bulk vacation balance as CSV: semicolon-separated, UTF-8 with a byte order mark and Swedish
 * headers (as the event export), days with a decimal comma so a Swedish spreadsheet reads them
 * as numbers.
 */

const HEADER = [
  'Anställd',
  'Anställningens start',
  'Anställningens slut',
  'Betalda dagar',
  'Sparade dagar',
  'Obetalda dagar uttagna',
  'Förskottsdagar',
];

const days = (value: number) => String(value).replace('.', ',');

function field(text: string): string {
  return /[";\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function vacationBalancesCsv(rows: readonly VacationBalanceRow[]): string {
  const lines = rows.map((row) =>
    [
      row.employeeName,
      row.startDate,
      row.endDate ?? '',
      days(row.paidDays),
      days(row.savedDays),
      days(row.unpaidDaysTaken),
      days(row.advanceDays),
    ].map(field),
  );
  return `\uFEFF${[HEADER, ...lines].map((line) => line.join(';')).join('\r\n')}\r\n`;
}

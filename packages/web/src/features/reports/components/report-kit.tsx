import { Alert, Button, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/*
 * What the monthly reports share: amounts in öre as Swedish kronor, filters kept in the address,
 * a CSV export of what the table shows, and a refusal in the user's words.
 */

export function formatOre(ore: number, language = 'sv-SE'): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'SEK' }).format(ore / 100);
}

/** `2026-01` → "januari 2026". */
export function monthName(period: string, language: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

export function thisMonth(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** A filter value in the address (`?period=2026-01`), replaced without a new history entry. */
export function useUrlFilter(name: string, fallback: string): [string, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) || fallback;
  const set = (next: string | null) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next) copy.set(name, next);
        else copy.delete(name);
        return copy;
      },
      { replace: true },
    );
  return [value, set];
}

/** Öre as a CSV amount a Swedish spreadsheet reads: "35000,00" (no grouping). */
export function csvAmount(ore: number): string {
  const sign = ore < 0 ? '-' : '';
  const abs = Math.abs(ore);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** Semicolon-separated with a byte order mark, as Excel in Sweden opens it; fields quoted when needed. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const field = (value: string | number) => {
    const text = String(value);
    return /[";\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(field).join(';')).join('\r\n')}\r\n`;
}

export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** `label` tells two CSV buttons of one screen apart (default "Exportera CSV"). */
export function CsvButton({ fileName, csv, label }: { fileName: string; csv: () => string; label?: string }) {
  const { t } = useTranslation('reports');
  return (
    <Button
      variant="default"
      onClick={() => saveFile(new Blob([csv()], { type: 'text/csv;charset=utf-8' }), fileName)}
    >
      {label ?? t('common.csv')}
    </Button>
  );
}

export function ReportError() {
  const { t } = useTranslation('reports');
  return (
    <Alert color="red" title={t('common.errorTitle')}>
      {t('common.error')}
    </Alert>
  );
}

export function EmptyReport({ children }: { children: ReactNode }) {
  return <Text>{children}</Text>;
}

/** A right-aligned amount cell. */
export function AmountCell({ ore, strong }: { ore: number; strong?: boolean }) {
  const { i18n } = useTranslation();
  return (
    <Table.Td ta="right" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
      {formatOre(ore, i18n.language)}
    </Table.Td>
  );
}

import type { ListVouchersResponse } from '@lonsam/domain/contracts/accounting/salary-vouchers';
import type {
  AgeSexResponse,
  CostGrouping,
  CostResponse,
  ExportDataset,
  HeadcountResponse,
  JournalResponse,
  PayDebtResponse,
  PensionResponse,
  TaxesResponse,
  VacationLiabilityResponse,
} from '@lonsam/domain/contracts/reports/report-shapes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { type EmployerScope, employerScopeKey } from '../../../lib/employer-scope.tsx';

export type {
  AgeSexResponse,
  CostGrouping,
  CostResponse,
  ExportDataset,
  HeadcountResponse,
  JournalResponse,
  ListVouchersResponse,
  PayDebtResponse,
  PensionResponse,
  TaxesResponse,
  VacationLiabilityResponse,
};

/*
 * The monthly reports (issue 21). Each is one GET with its filters as the query; the screens keep
 * the filters in the address, so a report can be bookmarked and sent on.
 */

const reportKey = (scope: EmployerScope, name: string, query: Record<string, string | undefined>) =>
  [...employerScopeKey(scope), 'reports', name, query] as const;

function useReport<T>(scope: EmployerScope, path: string, query: Record<string, string | undefined>) {
  return useQuery({
    queryKey: reportKey(scope, path, query),
    queryFn: () =>
      apiClient.get<T>(`/employer/${scope.employerId}/${path}`, {
        query,
        roleId: scope.roleId,
        handlesErrors: true,
      }),
    placeholderData: keepPreviousData,
  });
}

export const useJournal = (scope: EmployerScope, period: string) =>
  useReport<JournalResponse>(scope, 'reports/journal', { period });

export const useTaxes = (scope: EmployerScope, year: string) =>
  useReport<TaxesResponse>(scope, 'reports/taxes', { year });

/** `groupBy: 'salary-type-group'` adds the cost per salary-type group (`groups`). */
export const useCost = (
  scope: EmployerScope,
  to: string,
  costCentre: string | undefined,
  groupBy?: CostGrouping | undefined,
) => useReport<CostResponse>(scope, 'reports/cost', { to, costCentre, groupBy });

export const useHeadcount = (scope: EmployerScope, to: string) =>
  useReport<HeadcountResponse>(scope, 'reports/headcount', { to });

/** The people employed at `date` per age band and sex (Personalstatistik). */
export const useAgeSex = (scope: EmployerScope, date: string) =>
  useReport<AgeSexResponse>(scope, 'reports/age-sex', { date });

export const useVacationLiability = (scope: EmployerScope, date: string) =>
  useReport<VacationLiabilityResponse>(scope, 'reports/vacation-liability', { date });

export const usePayDebt = (scope: EmployerScope, date: string) =>
  useReport<PayDebtResponse>(scope, 'reports/pay-debt', { date });

export const usePension = (scope: EmployerScope, year: string) =>
  useReport<PensionResponse>(scope, 'reports/pension', { year });

/**
 * A month's vouchers, or a span's (`from`–`to`, both included): the months' runs in order. The
 * same month twice is asked as that month (`period`), as before spans existed.
 */
export type VoucherMonths = { from: string; to: string };

function voucherQuery(months: VoucherMonths, accrual: boolean): Record<string, string | undefined> {
  const span = months.from === months.to ? { period: months.from } : { from: months.from, to: months.to };
  return { ...span, accrual: accrual ? 'true' : undefined };
}

/** With `accrual` each month's vacation accrual voucher comes too (`accrual=true`). */
export const useVouchers = (scope: EmployerScope, months: VoucherMonths, accrual = false, enabled = true) =>
  useQuery({
    queryKey: reportKey(scope, 'accounting/vouchers', voucherQuery(months, accrual)),
    queryFn: () =>
      apiClient.get<ListVouchersResponse>(`/employer/${scope.employerId}/accounting/vouchers`, {
        query: voucherQuery(months, accrual),
        roleId: scope.roleId,
        handlesErrors: true,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** The months' SIE 4I file as a Blob (fetched: the request must carry the area's role). */
export function fetchSieFile(scope: EmployerScope, months: VoucherMonths, accrual = false): Promise<Blob> {
  return apiClient.get<Blob>(`/employer/${scope.employerId}/accounting/sie`, {
    query: voucherQuery(months, accrual),
    headers: { Accept: 'application/octet-stream' },
    roleId: scope.roleId,
    handlesErrors: true,
  });
}

/**
 * The chosen data as a CSV Blob (audited on the server). The client reads a text answer as a
 * string, and decoding drops the byte order mark, which Excel needs to read UTF-8: it goes back on.
 */
export async function fetchDataExport(
  scope: EmployerScope,
  query: { dataset: ExportDataset; from: string; to: string },
): Promise<Blob> {
  const body = await apiClient.get<Blob | string>(`/employer/${scope.employerId}/reports/export`, {
    query,
    headers: { Accept: 'text/csv' },
    roleId: scope.roleId,
    handlesErrors: true,
  });
  if (body instanceof Blob) return body;
  const text = body ?? '';
  return new Blob([text.startsWith('\uFEFF') ? text : `\uFEFF${text}`], { type: 'text/csv;charset=utf-8' });
}

/** A report as an A4 PDF, drawn by the server with the same filters and the area's role. */
export function fetchReportPdf(
  scope: EmployerScope,
  path: 'reports/journal' | 'reports/taxes' | 'reports/vacation-liability',
  query: Record<string, string>,
): Promise<Blob> {
  return apiClient.get<Blob>(`/employer/${scope.employerId}/${path}/pdf`, {
    query,
    headers: { Accept: 'application/pdf' },
    roleId: scope.roleId,
    handlesErrors: true,
  });
}

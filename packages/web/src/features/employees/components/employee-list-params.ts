import { TABLE_PAGE_SIZES } from '@lonsam/domain/constants/client-limits';
import { TAX_TABLE_NUMBERS } from '@lonsam/domain/payroll/tax-table';
import type { EmployeeListFilters } from '../api/list-employees.ts';

/*
 * The employee list's state in the address bar, so a reload, the back button and a shared link
 * keep it: `?q=anna&status=active&archived=1&type=permanent&costCentre=10&taxTable=33&sort=startDate&order=desc&page=2&size=50`.
 * Defaults are left out; anything unknown reads as the default.
 */

export const EMPLOYEE_LIST_SORTS = [
  'name',
  'personnummer',
  'position',
  'employmentType',
  'startDate',
  'endDate',
  'salary',
] as const;
export type EmployeeListSort = (typeof EMPLOYEE_LIST_SORTS)[number];

const STATUSES = ['all', 'active', 'ended'] as const;
const EMPLOYMENT_TYPES = ['permanent', 'fixed-term', 'hourly'] as const;

export type EmployeeListState = {
  search: string;
  status: EmployeeListFilters['status'];
  showArchived: boolean;
  employmentType?: EmployeeListFilters['employmentType'];
  costCentre: string;
  /** A workplace's name, as the list's `workplace` column shows it. */
  workplace?: string;
  taxTable?: number;
  sort?: EmployeeListSort;
  order: 'asc' | 'desc';
  /** 1-based. */
  page: number;
  /** Undefined: the table's default. */
  pageSize?: number;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

export function readEmployeeListState(params: URLSearchParams): EmployeeListState {
  const taxTable = Number(params.get('taxTable'));
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    search: (params.get('q') ?? '').slice(0, 100),
    status: oneOf(STATUSES, params.get('status')) ?? 'all',
    showArchived: params.get('archived') === '1',
    employmentType: oneOf(EMPLOYMENT_TYPES, params.get('type')),
    costCentre: params.get('costCentre') ?? '',
    workplace: params.get('workplace') || undefined,
    taxTable: params.has('taxTable') && TAX_TABLE_NUMBERS.includes(taxTable) ? taxTable : undefined,
    sort: oneOf(EMPLOYEE_LIST_SORTS, params.get('sort')),
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (TABLE_PAGE_SIZES as readonly number[]).includes(size) ? size : undefined,
  };
}

/** `state` written over `params` (other parameters stay), defaults left out. */
export function writeEmployeeListState(params: URLSearchParams, state: EmployeeListState): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | undefined) => {
    if (value === undefined || value === '') next.delete(name);
    else next.set(name, value);
  };
  set('q', state.search.trim() || undefined);
  set('status', state.status === 'all' ? undefined : state.status);
  set('archived', state.showArchived ? '1' : undefined);
  set('type', state.employmentType);
  set('costCentre', state.costCentre.trim() || undefined);
  set('workplace', state.workplace);
  set('taxTable', state.taxTable === undefined ? undefined : String(state.taxTable));
  set('sort', state.sort);
  set('order', state.sort && state.order === 'desc' ? 'desc' : undefined);
  set('page', state.page > 1 ? String(state.page) : undefined);
  set('size', state.pageSize === undefined ? undefined : String(state.pageSize));
  return next;
}

/** The server's filters of the state (what the list and the export ask for). */
export function toEmployeeListFilters(state: EmployeeListState): EmployeeListFilters {
  return {
    search: state.search,
    status: state.status,
    archived: state.showArchived ? 'only' : 'exclude',
    employmentType: state.employmentType,
    costCentre: state.costCentre,
    workplace: state.workplace,
    taxTable: state.taxTable,
  };
}

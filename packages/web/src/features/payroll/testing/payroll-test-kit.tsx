import type {
  PayrollRunView,
  RunEmployeeView,
} from '@lonsam/domain/contracts/payroll-runs/payroll-run-shapes';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import svErrors from '../../../../public/locales/sv-SE/errors.json';
import svPayroll from '../../../../public/locales/sv-SE/payroll.json';
import { EmployerScopeProvider } from '../../../lib/employer-scope.tsx';
import { renderFeatureUi } from '../../../testing/render-feature-ui.tsx';
import { PrivilegeProvider } from '../../../ui/privileges/privileges-context.tsx';

/*
 * For the payroll screens' tests: the real Swedish texts, an employer scope, the role's
 * privileges, a memory router and a fetch stand-in that records every request.
 */

export const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};
export const runsPath = `/api/employer/${scope.employerId}/payroll-runs`;
export const RUN_ID = '33333333-3333-4333-8333-333333333333';

export const ADMIN_PRIVILEGES = [
  'PayrollBasis.Run',
  'PayrollBasis.View.Preliminary',
  'PayrollBasis.View.Completed',
];

export function renderPayroll(
  routes: RouteObject[],
  address: string,
  privilegeIds: readonly string[] = ADMIN_PRIVILEGES,
  /** The texts; the Swedish ones unless a test reads the English (en-GB) ones. */
  texts: { payroll: object; errors: object } = { payroll: svPayroll, errors: svErrors },
): { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(routes, { initialEntries: [address] });
  const privileges = { isLoading: false, isDebug: false, entries: privilegeIds.map((id) => ({ id })) };
  const ui: ReactElement = (
    <EmployerScopeProvider value={scope}>
      <PrivilegeProvider value={privileges}>
        <RouterProvider router={router} />
      </PrivilegeProvider>
    </EmployerScopeProvider>
  );
  renderFeatureUi(ui, texts);
  return { router };
}

export type SeenRequest = { method: string; path: string; search: URLSearchParams; body: unknown };

/** Stubs fetch: `answer` returns a Response or a JSON body (status 200). Undo with `vi.unstubAllGlobals()`. */
export function stubFetch(answer: (request: SeenRequest) => Response | unknown): SeenRequest[] {
  const seen: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost/');
    const request: SeenRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      search: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    seen.push(request);
    const result = answer(request);
    if (result instanceof Response) return result;
    return new Response(JSON.stringify(result ?? {}), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return seen;
}

export function problemResponse(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify({ status, ...body }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
}

const zeroTotals = {
  grossOre: 0,
  benefitsOre: 0,
  taxOre: 0,
  netDeductionsOre: 0,
  taxFreeOre: 0,
  netOre: 0,
  employerContributionsOre: 0,
};

export function makeRun(overrides: Partial<PayrollRunView> = {}): PayrollRunView {
  return {
    id: RUN_ID,
    kind: 'ordinary',
    period: '2026-11',
    payDate: '2026-11-25',
    label: 'Lön november 2026',
    status: 'calculated',
    progress: null,
    employeeCount: 2,
    blockingCount: 0,
    warningCount: 0,
    totals: zeroTotals,
    approvals: [],
    abortReason: null,
    correctsRunId: null,
    createdByName: 'Anna Admin',
    createdAt: '2026-11-20T08:00:00.000Z',
    completedAt: null,
    version: 3,
    ...overrides,
  };
}

/**
 * docs/payroll-calculation.md S01: 35 000 kr gross; tax 7 134 kr (table 33 column 1); net
 * 35 000 − 7 134 = 27 866 kr; contributions 31,42 % of 35 000 = 10 997 kr.
 */
export const annaTotals = {
  ...zeroTotals,
  grossOre: 3_500_000,
  taxOre: 713_400,
  netOre: 2_786_600,
  employerContributionsOre: 1_099_700,
};

export function makeEmployee(overrides: Partial<RunEmployeeView> = {}): RunEmployeeView {
  return {
    employmentId: 'e0000000-0000-4000-8000-000000000001',
    employeeId: 'f0000000-0000-4000-8000-000000000001',
    employeeName: 'Anna Andersson',
    payslipId: 'a0000000-0000-4000-8000-000000000001',
    totals: annaTotals,
    checks: [],
    ...overrides,
  };
}

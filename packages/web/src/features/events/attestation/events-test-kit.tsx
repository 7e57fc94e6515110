import type { EventView } from '@lonsam/domain/contracts/events/event-shapes';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import svErrors from '../../../../public/locales/sv-SE/errors.json';
import svExpression from '../../../../public/locales/sv-SE/expression.json';
import svTransaction from '../../../../public/locales/sv-SE/transaction.json';
import { renderFeatureUi } from '../../../testing/render-feature-ui.tsx';
import { PrivilegeProvider } from '../../../ui/privileges/privileges-context.tsx';

/*
 * For the attestation and event-list tests: the real Swedish texts, the role's privileges, and a
 * fetch stand-in that records every request with its query string.
 */

export const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};

export function renderEventsUi(ui: ReactElement, privilegeIds: readonly string[]) {
  const privileges = { isLoading: false, isDebug: false, entries: privilegeIds.map((id) => ({ id })) };
  return renderFeatureUi(<PrivilegeProvider value={privileges}>{ui}</PrivilegeProvider>, {
    transaction: svTransaction,
    expression: svExpression,
    errors: svErrors,
  });
}

export type SeenRequest = {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
  role: string | null;
};

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
      role: new Headers(init?.headers).get('Employer-Identity-Role'),
    };
    seen.push(request);
    const result = answer(request);
    if (result instanceof Response) return result;
    const isText = typeof result === 'string';
    return new Response(isText ? result : JSON.stringify(result ?? {}), {
      status: 200,
      headers: { 'content-type': isText ? 'text/csv; charset=utf-8' : 'application/json' },
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

const noEffect: EventView['effect'] = {
  hours: null,
  days: null,
  amountOre: null,
  sickPeriod: null,
  travel: null,
  notes: [],
};

let sequence = 0;

/** A reported whole-day sick absence unless `overrides` say otherwise. */
export function makeEvent(overrides: Partial<EventView> = {}): EventView {
  sequence += 1;
  const id = `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    id,
    employmentId: 'e0000000-0000-4000-8000-000000000001',
    employeeId: 'f0000000-0000-4000-8000-000000000001',
    employeeName: 'Anna Andersson',
    salaryTypeName: null,
    kind: 'absence',
    state: 'reported',
    payload: {
      kind: 'absence',
      absenceType: 'sick',
      fromDate: '2026-03-02',
      toDate: '2026-03-03',
      extent: { mode: 'whole-days' },
      certificate: false,
    },
    fromDate: '2026-03-02',
    toDate: '2026-03-03',
    effect: noEffect,
    reportedByName: 'Anna Andersson',
    reportedByRole: 'user',
    reportedAt: '2026-03-04T08:00:00.000Z',
    decidedByName: null,
    decidedAt: null,
    decisionComment: null,
    paidInRun: null,
    correctsEventId: null,
    version: 1,
    ...overrides,
  };
}

import type { EventView } from '@lonsam/domain/contracts/events/event-shapes';
import { addDays, getIsoWeekday } from '@lonsam/domain/time/calendar-date';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import svExpression from '../../../../public/locales/sv-SE/expression.json';
import svTransaction from '../../../../public/locales/sv-SE/transaction.json';
import { EmployerScopeProvider } from '../../../lib/employer-scope.tsx';
import { renderFeatureUi } from '../../../testing/render-feature-ui.tsx';
import { PrivilegeProvider } from '../../../ui/privileges/privileges-context.tsx';
import type { EventCalendar } from '../api/get-event-calendar.ts';

/*
 * For the report screen's tests: the screen in a memory router (the month is in the address),
 * the area's scope and privileges, the real Swedish texts, and a fetch stand-in that records
 * every request with its query string and role.
 */

export const scope = {
  employerId: '11111111-1111-4111-8111-111111111111',
  roleId: '22222222-2222-4222-8222-222222222222',
};
export const employmentId = 'e0000000-0000-4000-8000-000000000001';
export const calendarPath = `/api/employer/${scope.employerId}/employments/${employmentId}/event-calendar`;
export const eventsPath = `/api/employer/${scope.employerId}/events`;

const ALL_PRIVILEGES = [
  'Employee.Events.Report.Absence',
  'Employee.Events.Report.Transactions',
  'Employee.Events.Report.Travel',
  'Employee.Events.Report.Balances',
  'Employee.Events.Report.ReadyMarker',
];

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderReportUi(
  ui: ReactElement,
  options: { url?: string; privileges?: readonly string[] } = {},
) {
  const privileges = {
    isLoading: false,
    isDebug: false,
    entries: (options.privileges ?? ALL_PRIVILEGES).map((id) => ({ id })),
  };
  return renderFeatureUi(
    <MemoryRouter initialEntries={[options.url ?? '/report']}>
      <EmployerScopeProvider value={scope}>
        <PrivilegeProvider value={privileges}>
          {ui}
          <LocationProbe />
        </PrivilegeProvider>
      </EmployerScopeProvider>
    </MemoryRouter>,
    { transaction: svTransaction, expression: svExpression },
  );
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
    if (result === null) return new Response(null, { status: 204 });
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

/** Good Friday, Easter Sunday and Easter Monday 2026 (the domain names them; the server sends them). */
const APRIL_2026_HOLIDAYS: Record<string, string> = {
  '2026-04-03': 'Långfredagen',
  '2026-04-05': 'Påskdagen',
  '2026-04-06': 'Annandag påsk',
};

/** A month's days: 8 hours Monday to Friday, none on weekends and on the holidays given. */
export function monthDays(month: string, holidays: Record<string, string> = {}): EventCalendar['days'] {
  const days: EventCalendar['days'] = [];
  for (let date = `${month}-01`; date.startsWith(month); date = addDays(date, 1)) {
    const holidayName = holidays[date] ?? null;
    days.push({
      date,
      scheduledHours: getIsoWeekday(date) >= 6 || holidayName ? 0 : 8,
      holidayName,
      outsideEmployment: false,
    });
  }
  return days;
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

/** A reported whole-day sick absence on 8–9 April 2026 unless `overrides` say otherwise. */
export function makeEvent(overrides: Partial<EventView> = {}): EventView {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    employmentId,
    employeeId: 'f0000000-0000-4000-8000-000000000001',
    employeeName: 'Anna Andersson',
    salaryTypeName: null,
    kind: 'absence',
    state: 'reported',
    payload: {
      kind: 'absence',
      absenceType: 'sick',
      fromDate: '2026-04-08',
      toDate: '2026-04-09',
      extent: { mode: 'whole-days' },
      certificate: false,
    },
    fromDate: '2026-04-08',
    toDate: '2026-04-09',
    effect: { ...noEffect, hours: 16, days: 2 },
    reportedByName: 'Anna Andersson',
    reportedByRole: 'user',
    reportedAt: '2026-04-10T08:00:00.000Z',
    decidedByName: null,
    decidedAt: null,
    decisionComment: null,
    paidInRun: null,
    correctsEventId: null,
    version: 1,
    ...overrides,
  };
}

/** April 2026 for Anna Andersson: everything reportable, two templates, the events given. */
export function makeCalendar(overrides: Partial<EventCalendar> = {}): EventCalendar {
  const month = overrides.month ?? '2026-04';
  return {
    month,
    employeeName: 'Anna Andersson',
    days: monthDays(month, APRIL_2026_HOLIDAYS),
    events: [],
    readyMarker: null,
    reportableKinds: ['absence', 'transaction', 'travel', 'balance'],
    absenceTypes: ['sick', 'vacation-paid', 'vab'],
    salaryTypes: [
      { code: '310', name: 'Övertid enkel', unit: 'hour', kind: 'overtime' },
      { code: '710', name: 'Bonus', unit: 'kr', kind: 'one-off' },
    ],
    templates: [
      {
        id: 't1',
        name: 'Sjuk heldag',
        kind: 'absence',
        payload: { absenceType: 'sick', extent: { mode: 'whole-days' } },
      },
      { id: 't2', name: 'Övertid 2 h', kind: 'transaction', payload: { salaryTypeCode: '310', quantity: 2 } },
    ],
    monthCompleted: false,
    ...overrides,
  };
}

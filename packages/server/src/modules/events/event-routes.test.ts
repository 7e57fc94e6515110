import { REJECTION_COMMENT_MESSAGE } from '@lonsam/domain/contracts/events/decide-events';
import { NO_SCHEDULED_DAYS_MESSAGE } from '@lonsam/domain/events/absence-conflicts';
import { DATE_ORDER_MESSAGE } from '@lonsam/domain/events/event-schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { listEmployerScopedRoutes } from '../../http/employer-scope-guard.ts';
import type { EmployerClient } from '../employees/testing/employee-test-helpers.ts';
import { KIND_CHANGE_MESSAGE, SALARY_TYPE_NOT_REPORTABLE_MESSAGE } from './check-event.ts';
import {
  absenceHours,
  buildEventWorld,
  type EventWorld,
  outlay,
  sickDays,
  trip,
} from './testing/event-test-setup.ts';

let testApp: TestApp;
let world: EventWorld;

beforeAll(async () => {
  testApp = await buildTestApp();
  world = await buildEventWorld(testApp, 1731);
});
afterAll(async () => {
  await testApp.close();
});

type View = {
  id: string;
  employmentId: string;
  state: string;
  version: number;
  decisionComment: string | null;
  paidInRun: { id: string; label: string } | null;
  effect: { hours: number | null; days: number | null; amountOre: number | null };
  reportedByRole: string;
};

async function report(client: EmployerClient, employmentId: string, payload: unknown): Promise<View> {
  const response = await client('POST', '/events', { employmentId, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as View;
}

async function decide(
  client: EmployerClient,
  decision: 'attest' | 'reject',
  events: View[],
  comment?: string,
) {
  return client('POST', '/events/decisions', {
    decision,
    events: events.map((event) => ({ eventId: event.id, version: event.version })),
    ...(comment === undefined ? {} : { comment }),
  });
}

async function auditActions(entityId: string) {
  const rows = await testApp.db
    .selectFrom('audit_event')
    .select(['action', 'employer_id', 'before', 'after'])
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();
  return rows;
}

describe('the routes', () => {
  it('declare the event privileges: list, attestation, ready marker, and the report kinds', () => {
    const prefix = '/api/employer/:employerId';
    const routes = listEmployerScopedRoutes(testApp.app).filter(
      (route) =>
        (route.url.startsWith(`${prefix}/events`) ||
          /^\/api\/employer\/:employerId\/employments\/:employmentId\/(event-calendar|ready-markers)/.test(
            route.url,
          )) &&
        route.method !== 'HEAD',
    );
    const byRoute = Object.fromEntries(
      routes.map((route) => [
        `${route.method} ${route.url.replace('/api/employer/:employerId', '')}`,
        route.employerAccess,
      ]),
    );
    expect(byRoute['GET /events']).toEqual({ privilege: 'Employee.Events.List', access: 'read' });
    expect(byRoute['GET /events/export']).toEqual({ privilege: 'Employee.Events.List', access: 'read' });
    expect(byRoute['POST /events/decisions']).toEqual({
      privilege: 'Employee.Events.Attestation',
      access: 'write',
    });
    expect(byRoute['GET /events/attestation']).toEqual({
      privilege: 'Employee.Events.Attestation',
      access: 'read',
    });
    expect(byRoute['PUT /employments/:employmentId/ready-markers/:month']).toEqual({
      privilege: 'Employee.Events.Report.ReadyMarker',
      access: 'write',
    });
    for (const key of [
      'POST /events',
      'PUT /events/:eventId',
      'DELETE /events/:eventId',
      'POST /events/preview',
    ])
      expect(byRoute[key], key).toEqual({
        privilege: [
          'Employee.Events.Report.Absence',
          'Employee.Events.Report.Transactions',
          'Employee.Events.Report.Travel',
          'Employee.Events.Report.Balances',
        ],
        access: 'write',
      });
    expect(Object.keys(byRoute)).toHaveLength(10);
  });
});

describe('reporting and who sees what', () => {
  it('lets an employee report their own sickness, computed from the schedule and audited', async () => {
    // Monday 2 and Tuesday 3 March 2026, 8 scheduled hours each: 2 × 8 = 16 hours, 2 days.
    const event = await report(world.asAnna, world.anna.employmentId, sickDays('2026-03-02', '2026-03-03'));
    expect(event).toMatchObject({ state: 'reported', version: 1, reportedByRole: 'user' });
    expect(event.effect.hours).toBe(16);
    expect(event.effect.days).toBe(2);
    const audit = await auditActions(event.id);
    expect(audit.map((row) => row.action)).toEqual(['event.reported']);
    expect(audit[0]!.employer_id).toBe(world.employerId);
    expect(audit[0]!.after).toMatchObject({
      kind: 'absence',
      state: 'reported',
      employmentId: world.anna.employmentId,
    });
  });

  it("answers 404 to an employee reporting for someone else's employment, and writes nothing", async () => {
    const before = await countEvents();
    const response = await world.asAnna('POST', '/events', {
      employmentId: world.bo.employmentId,
      payload: sickDays('2026-03-09', '2026-03-09'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'EMPLOYMENT_NOT_FOUND' });
    expect(await countEvents()).toBe(before);
  });

  it('shows an employee only their own events, a manager the team, an admin everyone', async () => {
    const boEvent = await report(world.asBo, world.bo.employmentId, outlay('2026-03-10', 150_050));
    const annaList = (await world.asAnna('GET', '/events')).json() as { events: View[] };
    expect(annaList.events.length).toBeGreaterThan(0);
    expect(annaList.events.every((event) => event.employmentId === world.anna.employmentId)).toBe(true);
    const managerList = (await world.asManager('GET', '/events')).json() as { events: View[] };
    expect(managerList.events.some((event) => event.employmentId === world.anna.employmentId)).toBe(true);
    expect(managerList.events.some((event) => event.id === boEvent.id)).toBe(false);
    const adminList = (
      await world.asAdmin('GET', `/events?employmentId=${world.bo.employmentId}`)
    ).json() as {
      events: View[];
      total: number;
    };
    expect(adminList.events.map((event) => event.id)).toContain(boEvent.id);
    expect(adminList.total).toBe(adminList.events.length);
    // Another team's event: as missing as one that does not exist.
    const put = await world.asManager('PUT', `/events/${boEvent.id}`, {
      payload: outlay('2026-03-10', 1),
      version: 1,
    });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toMatchObject({ code: 'EVENT_NOT_FOUND' });
  });

  it('lets a manager report for the team but not for others, and an admin for anyone', async () => {
    const forAnna = await report(
      world.asManager,
      world.anna.employmentId,
      absenceHours('vab', '2026-03-11', 4),
    );
    expect(forAnna.reportedByRole).toBe('manager');
    const forBo = await world.asManager('POST', '/events', {
      employmentId: world.bo.employmentId,
      payload: sickDays('2026-03-11', '2026-03-11'),
    });
    expect(forBo.statusCode).toBe(404);
    const byAdmin = await report(world.asAdmin, world.bo.employmentId, sickDays('2026-03-12', '2026-03-12'));
    expect(byAdmin.reportedByRole).toBe('admin');
  });

  it('never lets another company in, nor its admin see our events from home', async () => {
    const event = await report(world.asAnna, world.anna.employmentId, outlay('2026-03-13', 10_000));
    for (const call of [
      world.asOtherAdmin('GET', '/events'),
      world.asOtherAdmin('POST', '/events', {
        employmentId: world.anna.employmentId,
        payload: outlay('2026-03-13', 1),
      }),
      world.asOtherAdmin('GET', `/employments/${world.anna.employmentId}/event-calendar?month=2026-03`),
    ])
      expect((await call).statusCode).toBe(403);
    const home = await world.asOtherAdminAtHome('PUT', `/events/${event.id}`, {
      payload: outlay('2026-03-13', 1),
      version: 1,
    });
    expect(home.statusCode).toBe(404);
    const reportHere = await world.asOtherAdminAtHome('POST', '/events', {
      employmentId: world.anna.employmentId,
      payload: outlay('2026-03-13', 1),
    });
    expect(reportHere.statusCode).toBe(404);
    const list = (await world.asOtherAdminAtHome('GET', '/events')).json() as { events: View[] };
    expect(list.events).toEqual([]);
  });

  it("refuses a kind the role's packaging does not include (travel in Lön Bas) with 403", async () => {
    const response = await world.asOtherAdminAtHome('POST', '/events', {
      employmentId: world.otherEmploymentId,
      payload: trip('2026-03-16T07:00', '2026-03-17T18:00'),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'EVENT_KIND_FORBIDDEN' });
  });
});

async function countAudit(): Promise<number> {
  const row = await testApp.db
    .selectFrom('audit_event')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('employer_id', '=', world.employerId)
    .where('entity_type', '=', 'event')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function countEvents(): Promise<number> {
  const row = await testApp.db
    .selectFrom('event')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('employer_id', '=', world.employerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('validation and the rules', () => {
  it('answers bad input with a problem and field errors, never a 500', async () => {
    const reversed = await world.asAnna('POST', '/events', {
      employmentId: world.anna.employmentId,
      payload: sickDays('2026-03-20', '2026-03-19'),
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(JSON.stringify(reversed.json().errors)).toContain(DATE_ORDER_MESSAGE);
    for (const body of [
      { employmentId: 'inte-ett-id', payload: sickDays('2026-03-19', '2026-03-19') },
      { employmentId: world.anna.employmentId, payload: { kind: 'lottery' } },
      { employmentId: world.anna.employmentId },
    ]) {
      const response = await world.asAnna('POST', '/events', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const notJson = await testApp.app.inject({
      method: 'POST',
      url: `/api/employer/${world.employerId}/events`,
      headers: { 'content-type': 'application/json' },
      payload: '{"employmentId":',
    });
    expect(notJson.statusCode).toBeLessThan(500);
  });

  it('refuses a salary type that is not reportable, in Swedish', async () => {
    // 500 Bonus is not reportable in the standard catalogue: the admin pays it.
    const response = await world.asAnna('POST', '/events', {
      employmentId: world.anna.employmentId,
      payload: { kind: 'transaction', salaryTypeCode: '500', date: '2026-03-18', amountOre: 100_000 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'EVENT_REFUSED',
      errors: { 'payload.salaryTypeCode': [SALARY_TYPE_NOT_REPORTABLE_MESSAGE] },
    });
  });

  it('refuses a second whole-day absence on a day that has one, naming the day', async () => {
    const before = await countEvents();
    const auditBefore = await countAudit();
    await report(world.asAnna, world.anna.employmentId, sickDays('2026-04-06', '2026-04-07'));
    const response = await world.asAnna('POST', '/events', {
      employmentId: world.anna.employmentId,
      payload: { ...sickDays('2026-04-07', '2026-04-08'), absenceType: 'vab' },
    });
    expect(response.statusCode).toBe(422);
    const problems = response.json().errors['payload.fromDate'] as string[];
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('7 april 2026');
    expect(await countEvents()).toBe(before + 1);
    expect(await countAudit()).toBe(auditBefore + 1);
  });

  it('refuses part-day absences that together exceed the day’s scheduled hours', async () => {
    // Thursday 9 April 2026 has 8 scheduled hours: 5 + 4 = 9 > 8.
    await report(world.asAnna, world.anna.employmentId, absenceHours('vab', '2026-04-09', 5));
    const over = await world.asAnna('POST', '/events', {
      employmentId: world.anna.employmentId,
      payload: absenceHours('sick', '2026-04-09', 4),
    });
    expect(over.statusCode).toBe(422);
    expect((over.json().errors['payload.fromDate'] as string[])[0]).toContain('9 april 2026');
    // 5 + 3 = 8 fits.
    await report(world.asAnna, world.anna.employmentId, absenceHours('sick', '2026-04-09', 3));
  });

  it('refuses an absence with no scheduled day (a weekend) and previews the same refusal without saving', async () => {
    const weekend = sickDays('2026-04-11', '2026-04-12');
    const before = await countEvents();
    const preview = await world.asAnna('POST', '/events/preview', {
      employmentId: world.anna.employmentId,
      payload: weekend,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().problems).toEqual([NO_SCHEDULED_DAYS_MESSAGE]);
    const save = await world.asAnna('POST', '/events', {
      employmentId: world.anna.employmentId,
      payload: weekend,
    });
    expect(save.statusCode).toBe(422);
    expect(await countEvents()).toBe(before);
  });
  it('lets an absence be edited over its own days, and previews an edit without meeting itself', async () => {
    const event = await report(world.asAnna, world.anna.employmentId, sickDays('2026-04-20', '2026-04-21'));
    const longer = sickDays('2026-04-20', '2026-04-22');
    const preview = await world.asAnna('POST', '/events/preview', {
      employmentId: world.anna.employmentId,
      eventId: event.id,
      payload: longer,
    });
    expect(preview.json()).toMatchObject({ problems: [] });
    // Three scheduled days of 8 hours: 24 hours.
    expect(preview.json().effect.hours).toBe(24);
    const edited = await world.asAnna('PUT', `/events/${event.id}`, { payload: longer, version: 1 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ fromDate: '2026-04-20', toDate: '2026-04-22', version: 2 });
    const kindChange = await world.asAnna('PUT', `/events/${event.id}`, {
      payload: outlay('2026-04-20', 100),
      version: 2,
    });
    expect(kindChange.statusCode).toBe(422);
    expect(kindChange.json().errors['payload.kind']).toEqual([KIND_CHANGE_MESSAGE]);
  });
});

describe('attestation', () => {
  it('needs a comment to reject, then shows the employee the comment; an edit sends it back to reported', async () => {
    const event = await report(
      world.asAnna,
      world.anna.employmentId,
      trip('2026-05-04T07:00', '2026-05-05T18:00'),
    );
    const noComment = await decide(world.asManager, 'reject', [event]);
    expect(noComment.statusCode).toBe(400);
    expect(JSON.stringify(noComment.json().errors)).toContain(REJECTION_COMMENT_MESSAGE);
    const rejected = await decide(world.asManager, 'reject', [event], 'Resan var inte godkänd i förväg');
    expect(rejected.statusCode, rejected.body).toBe(200);
    const [decided] = rejected.json().events as View[];
    expect(decided).toMatchObject({
      state: 'rejected',
      decisionComment: 'Resan var inte godkänd i förväg',
      version: 2,
    });
    const mine = (await world.asAnna('GET', '/events?states=rejected')).json() as { events: View[] };
    expect(mine.events.find((item) => item.id === event.id)?.decisionComment).toBe(
      'Resan var inte godkänd i förväg',
    );
    const edited = await world.asAnna('PUT', `/events/${event.id}`, {
      payload: trip('2026-05-04T08:00', '2026-05-05T18:00'),
      version: 2,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ state: 'reported', decisionComment: null, version: 3 });
    expect((await auditActions(event.id)).map((row) => row.action)).toEqual([
      'event.reported',
      'event.rejected',
      'event.updated',
    ]);
  });

  it('attests many at once; an attested event can be neither edited nor deleted', async () => {
    const first = await report(world.asAnna, world.anna.employmentId, sickDays('2026-05-11', '2026-05-11'));
    const second = await report(world.asAnna, world.anna.employmentId, outlay('2026-05-12', 50_000));
    const attested = await decide(world.asManager, 'attest', [first, second]);
    expect(attested.statusCode, attested.body).toBe(200);
    expect((attested.json().events as View[]).map((event) => event.state)).toEqual(['attested', 'attested']);
    const edit = await world.asAnna('PUT', `/events/${first.id}`, {
      payload: sickDays('2026-05-11', '2026-05-12'),
      version: 2,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ code: 'EVENT_LOCKED', current: { state: 'attested' } });
    const remove = await world.asAnna('DELETE', `/events/${second.id}?version=2`);
    expect(remove.statusCode).toBe(409);
    const again = await decide(world.asManager, 'reject', [{ ...first, version: 2 }], 'För sent');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EVENT_ALREADY_DECIDED' });
    expect((await auditActions(first.id)).map((row) => row.action)).toEqual([
      'event.reported',
      'event.attested',
    ]);
  });

  it('never lets a manager attest their own events, nor lists them to attest', async () => {
    const own = await report(world.asAdmin, world.maja.employmentId, sickDays('2026-05-13', '2026-05-13'));
    const response = await decide(world.asManager, 'attest', [own]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'EVENT_OWN_ATTESTATION' });
    const list = (await world.asManager('GET', '/events/attestation')).json() as {
      groups: { employmentId: string; events: View[] }[];
    };
    expect(list.groups.some((group) => group.employmentId === world.maja.employmentId)).toBe(false);
    expect(list.groups.some((group) => group.employmentId === world.anna.employmentId)).toBe(true);
    // Grouped by employment and month; only reported events wait.
    for (const group of list.groups) {
      expect(group.events.every((event) => event.state === 'reported')).toBe(true);
      expect(group.events.every((event) => event.employmentId === group.employmentId)).toBe(true);
    }
    // The admin may.
    expect((await decide(world.asAdmin, 'attest', [own])).statusCode).toBe(200);
  });

  it('refuses an employee deciding (no attestation privilege) and a stale version with 409 and current', async () => {
    const event = await report(world.asAnna, world.anna.employmentId, outlay('2026-05-14', 20_000));
    expect((await decide(world.asAnna, 'attest', [event])).statusCode).toBe(403);
    const changed = await world.asAnna('PUT', `/events/${event.id}`, {
      payload: outlay('2026-05-14', 25_000),
      version: 1,
    });
    expect(changed.statusCode).toBe(200);
    const stale = await decide(world.asManager, 'attest', [event]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'VERSION_CONFLICT',
      current: { events: [{ id: event.id, version: 2 }] },
    });
    const staleEdit = await world.asAnna('PUT', `/events/${event.id}`, {
      payload: outlay('2026-05-14', 1),
      version: 1,
    });
    expect(staleEdit.statusCode).toBe(409);
    expect(staleEdit.json()).toMatchObject({ code: 'VERSION_CONFLICT', current: { version: 2 } });
    const staleDelete = await world.asAnna('DELETE', `/events/${event.id}?version=1`);
    expect(staleDelete.statusCode).toBe(409);
    const deleted = await world.asAnna('DELETE', `/events/${event.id}?version=2`);
    expect(deleted.statusCode).toBe(204);
    expect((await auditActions(event.id)).map((row) => row.action)).toEqual([
      'event.reported',
      'event.updated',
      'event.deleted',
    ]);
  });
});

describe('the completed-period lock through the API', () => {
  it('answers 409 EVENT_PAID to a change or deletion of a paid event and shows the run', async () => {
    const event = await report(world.asAnna, world.anna.employmentId, outlay('2026-06-01', 100_000));
    await decide(world.asManager, 'attest', [event]);
    // Payroll runs come in issue 18: the run is set directly.
    await sql`
      update event set state = 'paid', paid_in_run_id = '00000000-0000-4000-8000-000000000618',
                       paid_in_run_label = 'Lön juni 2026', version = version + 1
      where id = ${event.id}`.execute(testApp.db);
    const edit = await world.asAdmin('PUT', `/events/${event.id}`, {
      payload: outlay('2026-06-01', 1),
      version: 3,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({
      code: 'EVENT_PAID',
      current: { paidInRun: { label: 'Lön juni 2026' } },
    });
    const remove = await world.asAdmin('DELETE', `/events/${event.id}?version=3`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json()).toMatchObject({ code: 'EVENT_PAID' });
    // A correction is a new event pointing at the paid one.
    const correction = await world.asAdmin('POST', '/events', {
      employmentId: world.anna.employmentId,
      payload: outlay('2026-06-01', -20_000),
      correctsEventId: event.id,
    });
    expect(correction.statusCode, correction.body).toBe(201);
    expect(correction.json()).toMatchObject({ correctsEventId: event.id, state: 'reported' });
  });
});

describe('the calendar and the ready marker', () => {
  it("gives a month's scheduled hours with Easter and what the employee may report", async () => {
    const response = await world.asAnna(
      'GET',
      `/employments/${world.anna.employmentId}/event-calendar?month=2026-04`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const calendar = response.json();
    expect(calendar.days).toHaveLength(30);
    const day = (date: string) => calendar.days.find((item: { date: string }) => item.date === date);
    // Långfredagen 3 April and Annandag påsk 6 April 2026 are holidays; Thursday 2 April is a working day.
    expect(day('2026-04-02')).toMatchObject({ scheduledHours: 8, holidayName: null });
    expect(day('2026-04-03')).toMatchObject({ scheduledHours: 0, holidayName: 'Långfredagen' });
    expect(day('2026-04-04').scheduledHours).toBe(0);
    expect(calendar.reportableKinds).toEqual(['absence', 'transaction', 'travel', 'balance']);
    expect(calendar.salaryTypes.some((type: { code: string }) => type.code === '720')).toBe(true);
    expect(calendar.salaryTypes.some((type: { code: string }) => type.code === '500')).toBe(false);
    expect(calendar.templates.length).toBeGreaterThan(0);
    expect(calendar.events.length).toBeGreaterThan(0);
    expect(calendar.monthCompleted).toBe(false);
    const others = await world.asAnna(
      'GET',
      `/employments/${world.bo.employmentId}/event-calendar?month=2026-04`,
    );
    expect(others.statusCode).toBe(404);
  });

  it('marks and unmarks a month, audited, and shows it in the calendar', async () => {
    const path = `/employments/${world.anna.employmentId}/ready-markers/2026-04`;
    const marked = await world.asAnna('PUT', path, { ready: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().readyMarker).toMatchObject({ markedAt: expect.any(String) });
    const calendar = (
      await world.asAnna('GET', `/employments/${world.anna.employmentId}/event-calendar?month=2026-04`)
    ).json();
    expect(calendar.readyMarker).not.toBeNull();
    const unmarked = await world.asAnna('PUT', path, { ready: false });
    expect(unmarked.json()).toEqual({ readyMarker: null });
    expect((await auditActions(`${world.anna.employmentId}/2026-04`)).map((row) => row.action)).toEqual([
      'event-ready-marker.set',
      'event-ready-marker.cleared',
    ]);
    expect(
      (
        await world.asAnna('PUT', `/employments/${world.bo.employmentId}/ready-markers/2026-04`, {
          ready: true,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('the CSV export', () => {
  it('gives an admin the filtered events with Swedish headers and amounts in kronor', async () => {
    const response = await world.asAdmin('GET', `/events/export?employmentId=${world.bo.employmentId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      '"Anställd";"Typ";"Beskrivning";"Från";"Till";"Status";"Timmar";"Dagar";"Belopp (kr)";"Rapporterad av";"Rapporterad";"Beslut av";"Kommentar";"Lönekörning"',
    );
    // Bo's outlay of 150 050 öre = 1 500,50 kr, and the sick day the admin reported for him.
    const bonusLine = lines.find((line) => line.includes('"Transaktion"'))!;
    expect(bonusLine).toContain(
      '"Bo Gran";"Transaktion";"720 Utlägg";"2026-03-10";"2026-03-10";"Rapporterad"',
    );
    expect(bonusLine).toContain('"1500,50"');
    const sickLine = lines.find((line) => line.includes('"Frånvaro"'))!;
    // One whole scheduled day: 8 hours.
    expect(sickLine).toContain('"Sjukfrånvaro";"2026-03-12";"2026-03-12";"Rapporterad";"8"');
    expect(lines.every((line) => !line.includes('Anna Ek'))).toBe(true);
  });

  it('is for admins only', async () => {
    const response = await world.asManager('GET', '/events/export');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'EVENT_EXPORT_FORBIDDEN' });
  });
});

describe('the cost-centre filter', () => {
  it('lists only the events of employments on the cost centre', async () => {
    const costCentre = await testApp.db
      .insertInto('dimension_object')
      .values({ employer_id: world.employerId, dimension: 'cost-centre', code: '410', name: 'Köket' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await testApp.db
      .updateTable('employment')
      .set({ cost_centre_id: costCentre.id })
      .where('id', '=', world.bo.employmentId)
      .execute();
    const { events } = (await world.asAdmin('GET', `/events?costCentreId=${costCentre.id}`)).json() as {
      events: View[];
    };
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.employmentId === world.bo.employmentId)).toBe(true);
  });
});

import { DATE_MESSAGE } from '@lonsam/domain/events/event-schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import type { EmployerClient } from '../employees/testing/employee-test-helpers.ts';
import { KIND_NOT_IN_GROUP_MESSAGE } from './check-event.ts';
import { listPayableEvents, markEventsPaid } from './index.ts';
import { buildEventWorld, type EventWorld, outlay, sickDays, trip } from './testing/event-test-setup.ts';

let testApp: TestApp;
let world: EventWorld;

beforeAll(async () => {
  testApp = await buildTestApp();
  world = await buildEventWorld(testApp, 1741);
});
afterAll(async () => {
  await testApp.close();
});

type View = { id: string; version: number; state: string };

async function report(client: EmployerClient, employmentId: string, payload: unknown): Promise<View> {
  const response = await client('POST', '/events', { employmentId, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as View;
}

async function attest(events: View[]) {
  const response = await world.asAdmin('POST', '/events/decisions', {
    decision: 'attest',
    events: events.map((event) => ({ eventId: event.id, version: event.version })),
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('what the payroll takes in', () => {
  it('lists attested, unpaid events starting on or before the date, for the given employments only', async () => {
    const march = await report(world.asAnna, world.anna.employmentId, sickDays('2026-03-30', '2026-04-01'));
    const april = await report(world.asAnna, world.anna.employmentId, outlay('2026-04-15', 12_300));
    const waiting = await report(world.asAnna, world.anna.employmentId, outlay('2026-03-05', 4_500));
    const bos = await report(world.asBo, world.bo.employmentId, outlay('2026-03-06', 9_900));
    await attest([march, april, bos]);

    const payable = await listPayableEvents(testApp.db, {
      employerId: world.employerId,
      employmentIds: [world.anna.employmentId],
      toDate: '2026-03-31',
    });
    // The spell over the month's end starts in March: it is taken in; April's outlay and the
    // reported (unattested) one are not, nor Bo's (another employment).
    expect(payable.map((event) => event.id)).toEqual([march.id]);
    expect(payable[0]).toMatchObject({ kind: 'absence', fromDate: '2026-03-30', toDate: '2026-04-01' });
    expect(waiting.state).toBe('reported');

    const none = await listPayableEvents(testApp.db, {
      employerId: world.otherEmployerId,
      employmentIds: [world.anna.employmentId],
      toDate: '2026-12-31',
    });
    expect(none).toEqual([]);
  });

  it('marks events paid in the run, audited, and the database then refuses any change', async () => {
    const event = await report(world.asAnna, world.anna.employmentId, outlay('2026-02-10', 30_000));
    await attest([event]);
    const runId = '00000000-0000-4000-8000-000000000226';
    await testApp.db.transaction().execute((trx) =>
      markEventsPaid(trx, {
        employerId: world.employerId,
        eventIds: [event.id],
        runId,
        runLabel: 'Lön februari 2026',
      }),
    );
    const list = (await world.asAnna('GET', '/events?states=paid')).json() as {
      events: { id: string; paidInRun: { id: string; label: string } | null; version: number }[];
    };
    const paid = list.events.find((item) => item.id === event.id)!;
    expect(paid.paidInRun).toEqual({ id: runId, label: 'Lön februari 2026' });
    expect(paid.version).toBe(3);
    const audit = await testApp.db
      .selectFrom('audit_event')
      .select('action')
      .where('entity_id', '=', event.id)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['event.reported', 'event.attested', 'event.paid']);
    // Paid twice: refused, and nothing else in that call is marked.
    const other = await report(world.asAnna, world.anna.employmentId, outlay('2026-02-11', 1_000));
    await attest([other]);
    await expect(
      testApp.db.transaction().execute((trx) =>
        markEventsPaid(trx, {
          employerId: world.employerId,
          eventIds: [other.id, event.id],
          runId,
          runLabel: 'Lön februari 2026',
        }),
      ),
    ).rejects.toMatchObject({ code: 'EVENT_NOT_PAYABLE', status: 409 });
    const { rows } = await sql<{ state: string }>`select state from event where id = ${other.id}`.execute(
      testApp.db,
    );
    expect(rows[0]!.state).toBe('attested');
  });
});

describe('event groups', () => {
  it("refuses kinds the employee's group leaves out, and the calendar offers only the group's kinds", async () => {
    const current = (await world.asAdmin('GET', '/settings/event-groups')).json() as { version: number };
    const saved = await world.asAdmin('PUT', '/settings/event-groups', {
      version: current.version,
      value: {
        groups: [
          {
            id: '5a0c1e2f-0000-4000-8000-000000000001',
            name: 'Bara frånvaro',
            employmentIds: [world.bo.employmentId],
            kinds: ['absence'],
            absenceTypes: ['sick', 'vab'],
            salaryTypeCodes: [],
          },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const travel = await world.asBo('POST', '/events', {
      employmentId: world.bo.employmentId,
      payload: trip('2026-07-01T07:00', '2026-07-02T19:00'),
    });
    expect(travel.statusCode).toBe(422);
    expect(travel.json()).toMatchObject({
      code: 'EVENT_REFUSED',
      errors: { 'payload.kind': [KIND_NOT_IN_GROUP_MESSAGE] },
    });
    const vacation = await world.asBo('POST', '/events', {
      employmentId: world.bo.employmentId,
      payload: { ...sickDays('2026-07-06', '2026-07-07'), absenceType: 'vacation-paid' },
    });
    expect(vacation.statusCode).toBe(422);
    await report(world.asBo, world.bo.employmentId, sickDays('2026-07-06', '2026-07-07'));
    const calendar = (
      await world.asBo('GET', `/employments/${world.bo.employmentId}/event-calendar?month=2026-07`)
    ).json() as { reportableKinds: string[]; absenceTypes: string[]; salaryTypes: unknown[] };
    expect(calendar.reportableKinds).toEqual(['absence']);
    expect(calendar.absenceTypes).toEqual(['sick', 'vab']);
    expect(calendar.salaryTypes).toEqual([]);
    // Anna is in no group: everything her privileges allow.
    await report(world.asAnna, world.anna.employmentId, trip('2026-07-01T07:00', '2026-07-02T19:00'));
  });
});

describe('the list filters', () => {
  it('filters by period, kind, state and name', async () => {
    const query =
      '/events?kinds=transaction&states=reported,attested&fromDate=2026-03-01&toDate=2026-03-31&search=gran';
    const response = await world.asAdmin('GET', query);
    expect(response.statusCode, response.body).toBe(200);
    const { events } = response.json() as {
      events: { employeeName: string; kind: string; fromDate: string; state: string }[];
    };
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(event.employeeName).toBe('Bo Gran');
      expect(event.kind).toBe('transaction');
      expect(event.fromDate.startsWith('2026-03')).toBe(true);
    }
    const bad = await world.asAdmin('GET', '/events?kinds=lottery');
    expect(bad.statusCode).toBe(400);
    for (const date of ['2026-13-45', '2026-02-30', 'igår']) {
      const response = await world.asAdmin('GET', `/events?fromDate=${date}`);
      expect(response.statusCode, date).toBe(400);
      expect(response.json().errors.fromDate).toEqual([DATE_MESSAGE]);
      expect((await world.asAdmin('GET', `/events/export?toDate=${date}`)).statusCode).toBe(400);
    }
  });
});

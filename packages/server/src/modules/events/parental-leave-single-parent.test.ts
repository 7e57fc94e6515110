import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { buildEventWorld, type EventWorld } from './testing/event-test-setup.ts';

// Parental leave may say that the parent is single for the child (`singleParent`): the leave for
// that child then earns vacation for up to 180 days of the earning year instead of 120
// (semesterlagen 17 §, figures [unverified]; docs/vacation.md *Earning*). The flag is optional and
// stored on the event (per child), as the child's birth date is.

let testApp: TestApp;
let world: EventWorld;

beforeAll(async () => {
  testApp = await buildTestApp();
  world = await buildEventWorld(testApp, 2411);
});
afterAll(async () => {
  await testApp.close();
});

const parental = (extra: Record<string, unknown> = {}) => ({
  kind: 'absence',
  absenceType: 'parental-leave',
  fromDate: '2026-05-04',
  toDate: '2026-05-08',
  extent: { mode: 'whole-days' },
  childBirthDate: '2025-11-03',
  ...extra,
});

async function storedPayload(eventId: string) {
  const row = await testApp.db
    .selectFrom('event')
    .select('payload')
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  return (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<string, unknown>;
}

async function annaEventCount() {
  const row = await testApp.db
    .selectFrom('event')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('employment_id', '=', world.anna.employmentId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('a single parent on a parental leave', () => {
  it('is stored when given, sent back, and left out when not', async () => {
    const single = await world.asAnna('POST', '/events', {
      employmentId: world.anna.employmentId,
      payload: parental({ singleParent: true }),
    });
    expect(single.statusCode, single.body).toBe(201);
    expect(single.json().payload).toMatchObject({ childBirthDate: '2025-11-03', singleParent: true });
    expect(await storedPayload(single.json().id)).toMatchObject({
      childBirthDate: '2025-11-03',
      singleParent: true,
    });
    const plain = await world.asAnna('POST', '/events', {
      employmentId: world.anna.employmentId,
      payload: parental({ fromDate: '2026-05-11', toDate: '2026-05-15' }),
    });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(await storedPayload(plain.json().id)).not.toHaveProperty('singleParent');
  });

  it('can be ticked on an event already reported', async () => {
    const created = await world.asAnna('POST', '/events', {
      employmentId: world.anna.employmentId,
      payload: parental({ fromDate: '2026-06-01', toDate: '2026-06-05' }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const updated = await world.asAnna('PUT', `/events/${created.json().id}`, {
      payload: parental({ fromDate: '2026-06-01', toDate: '2026-06-05', singleParent: true }),
      version: created.json().version,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await storedPayload(created.json().id)).toMatchObject({ singleParent: true });
  });

  it('refuses a flag that is not true or false', async () => {
    const response = await world.asAnna('POST', '/events', {
      employmentId: world.anna.employmentId,
      payload: parental({ fromDate: '2026-05-18', toDate: '2026-05-22', singleParent: 'ja' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    // A wrong type fails every kind of payload the union tries, so the error names the payload (as
    // for `certificate`); the form only ever sends true or nothing.
    expect(response.json().errors).toHaveProperty('payload');
    expect(await annaEventCount()).toBe(3);
  });
});

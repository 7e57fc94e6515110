import { DATE_MESSAGE } from '@lonsam/domain/events/event-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { buildEventWorld, type EventWorld } from './testing/event-test-setup.ts';

// Parental leave may name its child (the child's birth date): the vacation-earning limit of
// 120 days is per child (semesterlagen 17 §, docs/vacation.md *Earning*). The field is optional.

let testApp: TestApp;
let world: EventWorld;

beforeAll(async () => {
  testApp = await buildTestApp();
  world = await buildEventWorld(testApp, 2089);
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

describe('the child of a parental leave', () => {
  it('is stored when given and left out when not', async () => {
    const named = await world.asAnna('POST', '/events', {
      employmentId: world.anna.employmentId,
      payload: parental({ childBirthDate: '2025-11-03' }),
    });
    expect(named.statusCode, named.body).toBe(201);
    expect(await storedPayload(named.json().id)).toMatchObject({ childBirthDate: '2025-11-03' });
    const unnamed = await world.asAnna('POST', '/events', {
      employmentId: world.anna.employmentId,
      payload: parental({ fromDate: '2026-05-11', toDate: '2026-05-15' }),
    });
    expect(unnamed.statusCode, unnamed.body).toBe(201);
    expect(await storedPayload(unnamed.json().id)).not.toHaveProperty('childBirthDate');
  });

  it('refuses a child birth date that is not a date, with the field named', async () => {
    const response = await world.asAnna('POST', '/events', {
      employmentId: world.anna.employmentId,
      payload: parental({ fromDate: '2026-05-18', toDate: '2026-05-22', childBirthDate: '2025-13-40' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(JSON.stringify(response.json().errors)).toContain('childBirthDate');
    expect(JSON.stringify(response.json().errors)).toContain(DATE_MESSAGE);
  });
});

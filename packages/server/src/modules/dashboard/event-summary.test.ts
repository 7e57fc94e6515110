import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import type { EmployerClient } from '../employees/testing/employee-test-helpers.ts';
import { buildEventWorld, type EventWorld, outlay } from '../events/testing/event-test-setup.ts';
import { previousMonth } from './event-summary.ts';

/*
 * Issue 15 (start pages) as issue 17 lands: the admin and the manager see how many events wait for
 * their attestation, the employee what is left to report this month. Counted by hand from the
 * events reported below (outlays, 720 Utlägg, which any date of the employment takes).
 */

let testApp: TestApp;
let world: EventWorld;
const today = toDateOnly(new Date());
const month = today.slice(0, 7);
const lastMonth = previousMonth(month);

async function report(client: EmployerClient, employmentId: string, date: string, amountOre: number) {
  const response = await client('POST', '/events', { employmentId, payload: outlay(date, amountOre) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; version: number };
}

async function summary(client: EmployerClient) {
  const response = await client('GET', '/dashboard/events');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  testApp = await buildTestApp();
  world = await buildEventWorld(testApp, 1751);
  // 1. Anna (the manager's team) today; 2. Anna today, rejected below; 3. Bo (no manager) today;
  // 4. Maja, the manager herself, reported by the admin; 5. Anna on the first of last month.
  await report(world.asAnna, world.anna.employmentId, today, 12_500);
  const second = await report(world.asAnna, world.anna.employmentId, today, 9_900);
  await report(world.asBo, world.bo.employmentId, today, 30_000);
  await report(world.asAdmin, world.maja.employmentId, today, 4_000);
  await report(world.asAnna, world.anna.employmentId, `${lastMonth}-01`, 7_000);
  const rejected = await world.asAdmin('POST', '/events/decisions', {
    decision: 'reject',
    events: [{ eventId: second.id, version: second.version }],
    comment: 'Kvittot saknas',
  });
  expect(rejected.statusCode, rejected.body).toBe(200);
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /employer/:employerId/dashboard/events', () => {
  it("counts the admin's waiting events: everyone's reported ones (1, 3, 4, 5), not the rejected", async () => {
    const body = await summary(world.asAdmin);
    expect(body).toEqual({ today, month, waitingForAttestation: 4, own: null });
  });

  it("counts the manager's: the team's reported events (Anna's 1 and 5), never Maja's, her own", async () => {
    const body = await summary(world.asManager);
    expect(body).toEqual({ today, month, waitingForAttestation: 2, own: null });
  });

  it("tells the employee their month: one event (the rejected one and last month's not counted), one rejection, nothing marked", async () => {
    const anna = await summary(world.asAnna);
    expect(anna).toEqual({
      today,
      month,
      waitingForAttestation: null,
      own: {
        employmentId: world.anna.employmentId,
        events: 1,
        rejected: 1,
        readyMarked: false,
        previousMonth: { month: lastMonth, readyMarked: false },
      },
    });
    const bo = await summary(world.asBo);
    expect(bo.own).toMatchObject({ employmentId: world.bo.employmentId, events: 1, rejected: 0 });
  });

  it('follows the ready markers of this month and the one before', async () => {
    const employment = `/employments/${world.anna.employmentId}/ready-markers`;
    const marked = await world.asAnna('PUT', `${employment}/${lastMonth}`, { ready: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await summary(world.asAnna)).own).toMatchObject({
      readyMarked: false,
      previousMonth: { month: lastMonth, readyMarked: true },
    });
    await world.asAnna('PUT', `${employment}/${month}`, { ready: true });
    expect((await summary(world.asAnna)).own).toMatchObject({ readyMarked: true });
    // Another employee's markers are not Anna's.
    expect((await summary(world.asBo)).own).toMatchObject({ readyMarked: false });
  });

  it('answers a packaging without attestation (Lön Bas) with no count, and another company never', async () => {
    const atHome = await summary(world.asOtherAdminAtHome);
    expect(atHome.waitingForAttestation).toBeNull();
    const crossed = await world.asOtherAdmin('GET', '/dashboard/events');
    expect(crossed.statusCode).toBe(403);
    expect(crossed.body).not.toContain('waitingForAttestation');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { buildEventWorld, type EventWorld } from '../events/testing/event-test-setup.ts';
import { annaEvents } from './testing/anna-events.ts';

/*
 * Comp time earned from overtime (salary type 220, hours of overtime worked), worked by hand
 * (docs/balances.md). The company's comp bank: simple overtime × 1.5, at most 12 hours.
 * - 220, 4 h on Mon 12 Jan 2026, paid by the completed "Lön januari 2026": 4 × 1.5 = +6 h.
 * - 220, 2.5 h on Tue 3 Feb, paid by the completed "Lön februari 2026": 2.5 × 1.5 = +3.75 h.
 * - Comp leave all of Mon 16 Feb (8 scheduled hours), paid by February's run: −8 h.
 * - 220, 6 h on Wed 18 Feb, paid by February's run: 6 × 1.5 = 9 h, but the bank holds
 *   6 + 3.75 − 8 = 1.75 h and room for 12 − 1.75 = 10.25: all 9 fit, +9 h.
 * - 220, 8 h on Fri 20 Feb, paid by February's run: 12 h, room 12 − 10.75 = 1.25: +1.25 h
 *   (the other 10.75 h are over the cap).
 * - 220, 10 h on 24 Feb, attested but unpaid; 220, 3 h on 2 Mar in a run only calculated: nothing.
 * On 2026-03-31: 6 + 3.75 − 8 + 9 + 1.25 = 12 h. On 2026-01-31: 6 h.
 */

let testApp: TestApp;
let world: EventWorld;

const overtime = (date: string, quantity: number) =>
  [
    { kind: 'transaction', salaryTypeCode: '220', date, quantity },
    { from: date, to: date },
  ] as const;

beforeAll(async () => {
  testApp = await buildTestApp();
  world = await buildEventWorld(testApp, 2321);
  const { insertRun, insertEvent } = annaEvents(testApp.db, world);
  const settings = (await world.asAdmin('GET', '/settings/time-banks')).json();
  const saved = await world.asAdmin('PUT', '/settings/time-banks', {
    version: settings.version,
    value: {
      ...settings.value,
      compBank: {
        ...settings.value.compBank,
        isEnabled: true,
        maxHours: 12,
        simpleOvertimeFactor: 1.5,
        expiryMonths: null,
      },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const january = await insertRun('2026-01', 'Lön januari 2026', true);
  const february = await insertRun('2026-02', 'Lön februari 2026', true);
  const march = await insertRun('2026-03', 'Lön mars 2026', false);
  await insertEvent(...overtime('2026-01-12', 4), january);
  await insertEvent(...overtime('2026-02-03', 2.5), february);
  await insertEvent(
    {
      kind: 'absence',
      absenceType: 'comp-time-leave',
      fromDate: '2026-02-16',
      toDate: '2026-02-16',
      extent: { mode: 'whole-days' },
    },
    { from: '2026-02-16', to: '2026-02-16' },
    february,
  );
  await insertEvent(...overtime('2026-02-18', 6), february);
  await insertEvent(...overtime('2026-02-20', 8), february);
  await insertEvent(...overtime('2026-02-24', 10));
  await insertEvent(...overtime('2026-03-02', 3), march);
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

const compTime = async (date: string) =>
  (await world.asAdmin('GET', `/employments/${world.anna.employmentId}/balances?date=${date}`)).json()
    .compTime;

describe('comp time earned from overtime (220)', () => {
  it('banks the paid overtime × 1.5 up to the cap, as earned in the run that paid it', async () => {
    expect((await compTime('2026-01-31')).hours).toBe(6);
    const march = await compTime('2026-03-31');
    expect(march.hours).toBe(12);
    expect(
      march.history.map((c: { date: string; cause: string; amount: number; runLabel: string | null }) => [
        c.date,
        c.cause,
        c.amount,
        c.runLabel,
      ]),
    ).toEqual([
      ['2026-01-12', 'earned', 6, 'Lön januari 2026'],
      ['2026-02-03', 'earned', 3.75, 'Lön februari 2026'],
      ['2026-02-16', 'taken', -8, 'Lön februari 2026'],
      ['2026-02-18', 'earned', 9, 'Lön februari 2026'],
      ['2026-02-20', 'earned', 1.25, 'Lön februari 2026'],
    ]);
  });

  it('shows the employee the same total', async () => {
    const response = await world.asAnna(
      'GET',
      `/employments/${world.anna.employmentId}/balances?date=2026-03-31`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().compTime.hours).toBe(12);
  });
});

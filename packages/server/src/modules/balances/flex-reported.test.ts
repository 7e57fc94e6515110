import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { buildEventWorld, type EventWorld } from '../events/testing/event-test-setup.ts';
import { annaEvents } from './testing/anna-events.ts';

/*
 * Flex from reported hours (salary type 900 "Arbetade timmar") against Anna's schedule, Monday to
 * Friday 8 hours (docs/balances.md), worked by hand with the company's flex bank on:
 * - +10 h flex adjustment on Fri 2 Jan 2026 (attested).
 * - Tue 6 Jan (trettondedag jul, no scheduled hours): 2 h reported → +2 h.
 * - Mon 12 Jan: 9.5 h → 9.5 − 8 = +1.5 h.
 * - Tue 13 Jan: 4 h and 3 h in two reports → 7 − 8 = −1 h.
 * - Wed 14 Jan: 8 h → 0, no change listed.
 * - Sat 17 Jan (no scheduled hours): 1.25 h → +1.25 h.
 * - Flex leave all of Mon 19 Jan (8 scheduled hours): −8 h.
 * All of these paid by the completed "Lön januari 2026". Not counted: 10 h on Fri 16 Jan only
 * attested, and 12 h on Mon 2 Feb in a run only calculated.
 * On 2026-02-28: 10 + 2 + 1.5 − 1 + 1.25 − 8 = 5.75 h. With the flex bank off the reports count
 * for nothing: 10 − 8 = 2 h.
 */

let testApp: TestApp;
let world: EventWorld;

const worked = (date: string, quantity: number) => ({
  kind: 'transaction',
  salaryTypeCode: '900',
  date,
  quantity,
});

async function setFlexBank(isEnabled: boolean) {
  const settings = (await world.asAdmin('GET', '/settings/time-banks')).json();
  const saved = await world.asAdmin('PUT', '/settings/time-banks', {
    version: settings.version,
    value: { ...settings.value, flexBank: { ...settings.value.flexBank, isEnabled } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

beforeAll(async () => {
  testApp = await buildTestApp();
  world = await buildEventWorld(testApp, 2331);
  const { insertRun, insertEvent } = annaEvents(testApp.db, world);
  await setFlexBank(true);
  const january = await insertRun('2026-01', 'Lön januari 2026', true);
  const february = await insertRun('2026-02', 'Lön februari 2026', false);
  await insertEvent(
    { kind: 'balance', balance: 'flex', change: 10, reason: 'Från gamla systemet' },
    '2026-01-02',
  );
  await insertEvent(worked('2026-01-06', 2), '2026-01-06', january);
  await insertEvent(worked('2026-01-12', 9.5), '2026-01-12', january);
  await insertEvent(worked('2026-01-13', 4), '2026-01-13', january);
  await insertEvent(worked('2026-01-13', 3), '2026-01-13', january);
  await insertEvent(worked('2026-01-14', 8), '2026-01-14', january);
  await insertEvent(worked('2026-01-16', 10), '2026-01-16');
  await insertEvent(worked('2026-01-17', 1.25), '2026-01-17', january);
  await insertEvent(
    {
      kind: 'absence',
      absenceType: 'flex-leave',
      fromDate: '2026-01-19',
      toDate: '2026-01-19',
      extent: { mode: 'whole-days' },
    },
    '2026-01-19',
    january,
  );
  await insertEvent(worked('2026-02-02', 12), '2026-02-02', february);
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

const flexOn = async (date: string) =>
  (await world.asAdmin('GET', `/employments/${world.anna.employmentId}/balances?date=${date}`)).json().flex;

describe('flex from reported hours (900) against the schedule', () => {
  it('adds each paid day’s hours less its scheduled hours, as worked in the run that paid it', async () => {
    const flex = await flexOn('2026-02-28');
    expect(flex.hours).toBe(5.75);
    expect(
      flex.history.map((c: { date: string; cause: string; amount: number; runLabel: string | null }) => [
        c.date,
        c.cause,
        c.amount,
        c.runLabel,
      ]),
    ).toEqual([
      ['2026-01-02', 'adjusted', 10, null],
      ['2026-01-06', 'worked', 2, 'Lön januari 2026'],
      ['2026-01-12', 'worked', 1.5, 'Lön januari 2026'],
      ['2026-01-13', 'worked', -1, 'Lön januari 2026'],
      ['2026-01-17', 'worked', 1.25, 'Lön januari 2026'],
      ['2026-01-19', 'taken', -8, 'Lön januari 2026'],
    ]);
    expect((await flexOn('2026-01-12')).hours).toBe(13.5); // 10 + 2 + 1.5
  });

  it('counts no reported hours while the company’s flex bank is off', async () => {
    await setFlexBank(false);
    expect((await flexOn('2026-02-28')).hours).toBe(2);
    await setFlexBank(true);
  });

  it('warns when the last ended month closed past the plus limit', async () => {
    // Limits +5 / −10 h, monthly: on 15 Feb the last ended month is January, which closed at
    // 10 + 2 + 1.5 − 1 + 1.25 − 8 = 5.75 h, 0.75 h over 5. On 20 Jan December is the last ended
    // month, with nothing: no warning.
    const settings = (await world.asAdmin('GET', '/settings/time-banks')).json();
    const saved = await world.asAdmin('PUT', '/settings/time-banks', {
      version: settings.version,
      value: {
        ...settings.value,
        flexBank: { isEnabled: true, plusLimitHours: 5, minusLimitHours: 10, reconciliationPeriod: 'month' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await flexOn('2026-02-15')).limitWarning).toEqual({
      periodEnd: '2026-01-31',
      status: 'overPlusLimit',
      limitHours: 5,
      balanceHours: 5.75,
      excessHours: 0.75,
    });
    expect((await flexOn('2026-01-20')).limitWarning).toBeNull();
    const employee = await world.asAnna(
      'GET',
      `/employments/${world.anna.employmentId}/balances?date=2026-02-15`,
    );
    expect(employee.json().flex.limitWarning).toMatchObject({ status: 'overPlusLimit', limitHours: 5 });
  });
});

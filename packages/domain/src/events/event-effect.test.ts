import { describe, expect, test } from 'vitest';
import { DEFAULT_TRAVEL_ALLOWANCES, DEFAULT_TRAVEL_MILEAGE } from '../settings/travel-settings.ts';
import {
  AGI_ABSENCE_NOTE,
  CERTIFICATE_HANDED_IN_NOTE,
  computeEventEffect,
  type EventEffectInput,
} from './event-effect.ts';
import type { EventPayload } from './event-schema.ts';
import { absence, testContext } from './test-context.ts';

const base = {
  ctx: testContext(),
  otherSick: [],
  travel: { allowances: DEFAULT_TRAVEL_ALLOWANCES, mileage: DEFAULT_TRAVEL_MILEAGE },
};
const effectOf = (payload: EventPayload, extra: Partial<EventEffectInput> = {}) =>
  computeEventEffect({ ...base, payload, ...extra });
const messages = (effect: { notes: { message: string }[] }) => effect.notes.map((note) => note.message);

describe('absence', () => {
  test('vacation over Easter 2026: 16 h, 2 vacation days, no kronor', () => {
    expect(effectOf(absence('vacation-paid', '2026-04-02', '2026-04-07'))).toEqual({
      hours: 16,
      days: 2,
      amountOre: null,
      sickPeriod: null,
      travel: null,
      notes: [],
    });
  });

  test('leave of absence 50 % Mon 2 – Fri 6 March: 5 days touched, 5 × 4 = 20 h', () => {
    const effect = effectOf(
      absence('leave-of-absence', '2026-03-02', '2026-03-06', { mode: 'percent', percent: 50 }),
    );
    expect([effect.hours, effect.days]).toEqual([20, 5]);
  });

  test('VAB says it goes to the AGI frånvarouppgift', () => {
    expect(effectOf(absence('vab', '2026-03-02', '2026-03-02')).notes).toEqual([AGI_ABSENCE_NOTE]);
  });
});

describe('sick leave', () => {
  test('a new sick spell on day 5 after the last continues the period without karens', () => {
    // Earlier spell Mon 2 – Wed 4 March (days 1–3); new Mon 9 – Tue 10 March: 9 − 4 = 5 → days 4–5.
    const effect = effectOf(absence('sick', '2026-03-09', '2026-03-10'), {
      otherSick: [{ id: 'earlier', payload: absence('sick', '2026-03-02', '2026-03-04') }],
    });
    expect(effect.sickPeriod).toEqual({
      periodStart: '2026-03-02',
      firstDay: 4,
      lastDay: 5,
      karens: false,
      certificateNeeded: false,
      beyondDay14: false,
    });
    expect([effect.hours, effect.days]).toEqual([16, 2]);
    expect(messages(effect)).toEqual([
      'Sjukperiodens dag 4–5: fortsättning på sjukperioden från 2 mars 2026',
    ]);
  });

  test('Mon 2 – Mon 16 March: karens, certificate from day 8 and day 15 flagged', () => {
    // Weekdays 2–6, 9–13 and 16 March = 11 days × 8 h = 88 h; 15 calendar days.
    const effect = effectOf(absence('sick', '2026-03-02', '2026-03-16'));
    expect([effect.hours, effect.days, effect.amountOre]).toEqual([88, 11, null]);
    expect(effect.sickPeriod).toMatchObject({ firstDay: 1, lastDay: 15, karens: true, beyondDay14: true });
    expect(messages(effect)).toEqual([
      'Sjukperiodens dag 1–15',
      'Karensavdrag 8 av 8 timmar (20 % av veckoarbetstiden 40 timmar)',
      'Läkarintyg behövs från dag 8 (9 mars 2026)',
      'Från dag 15 (16 mars 2026) betalar Försäkringskassan sjukpenning: sjukfallet ska anmälas till Försäkringskassan',
    ]);
    // The same notes as codes with parameters, for a reader in another language.
    expect(effect.notes.map(({ code, params }) => ({ code, params }))).toEqual([
      { code: 'sick-period-days', params: { first: 1, last: 15 } },
      { code: 'sick-karens', params: { hours: 8, targetHours: 8, weeklyHours: 40 } },
      { code: 'sick-certificate-needed', params: { from: '2026-03-09' } },
      { code: 'sick-beyond-day-14', params: { from: '2026-03-16' } },
    ]);
  });

  test('editing a saved sick event counts it once; a certificate handed in is said so', () => {
    // Saved as Mon 2 March only; edited to Mon 2 – Mon 9 March (8 days) with a certificate.
    const effect = effectOf(absence('sick', '2026-03-02', '2026-03-09', { mode: 'whole-days' }, true), {
      eventId: 'e1',
      otherSick: [{ id: 'e1', payload: absence('sick', '2026-03-02', '2026-03-02') }],
    });
    expect(effect.sickPeriod).toMatchObject({
      firstDay: 1,
      lastDay: 8,
      karens: true,
      certificateNeeded: true,
    });
    expect(messages(effect)).toEqual([
      'Sjukperiodens dag 1–8',
      'Karensavdrag 8 av 8 timmar (20 % av veckoarbetstiden 40 timmar)',
      CERTIFICATE_HANDED_IN_NOTE.message,
    ]);
  });

  test('part-day karens: Tuesday 6 h after Monday 4 h carries 4 h of karens', () => {
    const effect = effectOf(absence('sick', '2026-03-03', '2026-03-03', { mode: 'hours', hoursPerDay: 6 }), {
      otherSick: [
        {
          id: 'mon',
          payload: absence('sick', '2026-03-02', '2026-03-02', { mode: 'hours', hoursPerDay: 4 }),
        },
      ],
    });
    expect(messages(effect)).toEqual([
      'Sjukperiodens dag 2: fortsättning på sjukperioden från 2 mars 2026',
      'Karensavdrag 4 av 8 timmar (20 % av veckoarbetstiden 40 timmar)',
    ]);
  });
});

test('transactions: hours or days by the salary type unit, amounts in öre', () => {
  const overtime = effectOf(
    { kind: 'transaction', salaryTypeCode: '310', date: '2026-03-02', quantity: 2.5 },
    { salaryType: { unit: 'hour', name: 'Övertid enkel' } },
  );
  expect([overtime.hours, overtime.days, overtime.amountOre]).toEqual([2.5, null, null]);
  const bonus = effectOf(
    { kind: 'transaction', salaryTypeCode: '050', date: '2026-03-31', amountOre: 500_000 },
    { salaryType: { unit: 'kr', name: 'Bonus' } },
  );
  expect([bonus.hours, bonus.days, bonus.amountOre]).toEqual([null, null, 500_000]);
  const perDay = effectOf(
    { kind: 'transaction', salaryTypeCode: '400', date: '2026-03-02', quantity: 3 },
    {
      salaryType: { unit: 'day', name: 'Beredskap' },
    },
  );
  expect(perDay.days).toBe(3);
});

test('travel: amount is per diem and mileage, tax-free and taxable', () => {
  // Two whole days with a free lunch on the second: 300 + 195 tax-free, 105 taxable (600 kr paid);
  // 120 km own car: 12 mil × 25 = 300 kr tax-free. Total 900 kr = 90 000 öre.
  const effect = effectOf({
    kind: 'travel',
    departure: '2026-03-10T07:00',
    return: '2026-03-11T20:00',
    destination: 'Göteborg',
    country: 'SE',
    overnight: true,
    moreThan50Km: true,
    mealsByDate: { '2026-03-11': 'lunch-or-dinner' },
    mileage: [{ date: '2026-03-10', vehicle: 'own-car', kilometres: 120 }],
  });
  expect(effect).toEqual({
    hours: null,
    days: null,
    amountOre: 90_000,
    sickPeriod: null,
    travel: {
      perDiemTaxFreeOre: 49_500,
      perDiemTaxableOre: 10_500,
      mileageTaxFreeOre: 30_000,
      mileageTaxableOre: 0,
    },
    notes: [],
  });
});

test('balances: hours for comp time and flex, days for vacation', () => {
  const flex = effectOf({
    kind: 'balance',
    balance: 'flex',
    date: '2026-03-02',
    change: -3,
    reason: 'Rättelse',
  });
  expect([flex.hours, flex.days]).toEqual([-3, null]);
  const vacation = effectOf({
    kind: 'balance',
    balance: 'vacation-days',
    date: '2026-03-02',
    change: 2,
    reason: 'Avtal',
  });
  expect([vacation.hours, vacation.days]).toEqual([null, 2]);
});

import { eventNote } from '@lonsam/domain/events/event-notes';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import svExpression from '../../../../public/locales/sv-SE/expression.json';
import svTransaction from '../../../../public/locales/sv-SE/transaction.json';
import { effectLines, eventDetails, eventPeriod } from './describe-event.ts';
import { makeEvent } from './report-test-kit.tsx';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'sv-SE',
  ns: ['transaction', 'expression'],
  defaultNS: 'transaction',
  resources: { 'sv-SE': { transaction: svTransaction, expression: svExpression } },
  interpolation: { escapeValue: false },
});
const t = i18n.getFixedT('sv-SE', 'transaction') as Parameters<typeof effectLines>[1];

const sickPeriod = {
  periodStart: '2026-04-08',
  firstDay: 1,
  lastDay: 2,
  karens: true,
  certificateNeeded: false,
  beyondDay14: false,
};
const effect = { hours: 16, days: 2, amountOre: null, sickPeriod, travel: null, notes: [] };

describe('effectLines', () => {
  it('tells the sick period from its numbers when the rules send no notes', () => {
    expect(effectLines(effect, t, 'sv-SE')).toEqual([
      '16 timmar',
      '2 dagar',
      'Sjukperiod från 8 april 2026: dag 1–2',
      'Karensavdrag görs i den här händelsen',
    ]);
  });

  it('leaves the sick period to the rules’ notes when they tell it (never twice)', () => {
    const notes = [
      eventNote('sick-period-days', { first: 1, last: 2 }),
      eventNote('sick-karens', { hours: 8, targetHours: 8, weeklyHours: 40 }),
    ];
    expect(effectLines({ ...effect, notes }, t, 'sv-SE')).toEqual([
      '16 timmar',
      '2 dagar',
      'Sjukperiodens dag 1–2',
      'Karensavdrag 8 av 8 timmar (20 % av veckoarbetstiden 40 timmar)',
    ]);
  });

  it('says 1 timme and 0,5 dagar in Swedish, and kronor from öre', () => {
    expect(
      effectLines({ ...effect, hours: 1, days: 0.5, sickPeriod: null, amountOre: 150_050 }, t, 'sv-SE'),
    ).toEqual(['1 timme', '0,5 dagar', 'Belopp: 1\u00a0500,50\u00a0kr']);
  });
});

describe('eventDetails and eventPeriod', () => {
  it('describe a part-day absence over two months', () => {
    const event = makeEvent({
      payload: {
        kind: 'absence',
        absenceType: 'vab',
        fromDate: '2026-04-30',
        toDate: '2026-05-04',
        extent: { mode: 'hours', hoursPerDay: 2.5 },
        certificate: false,
      },
      fromDate: '2026-04-30',
      toDate: '2026-05-04',
    });
    expect(eventDetails(event, t, 'sv-SE')).toBe('2,5 timmar per dag');
    expect(eventPeriod(event, 'sv-SE')).toBe('30 apr. – 4 maj 2026');
  });

  it('name the child of a parental leave when it is given', () => {
    const payload = {
      kind: 'absence' as const,
      absenceType: 'parental-leave' as const,
      fromDate: '2026-05-04',
      toDate: '2026-05-29',
      extent: { mode: 'whole-days' as const },
      certificate: false,
    };
    const named = makeEvent({
      payload: { ...payload, childBirthDate: '2025-11-03' },
      fromDate: '2026-05-04',
      toDate: '2026-05-29',
    });
    expect(eventDetails(named, t, 'sv-SE')).toBe('Hela dagar, barn fött 3 november 2025');
    const unnamed = makeEvent({ payload, fromDate: '2026-05-04', toDate: '2026-05-29' });
    expect(eventDetails(unnamed, t, 'sv-SE')).toBe('Hela dagar');
  });
});

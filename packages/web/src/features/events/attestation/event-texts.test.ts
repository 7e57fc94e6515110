import {
  ABSENCE_TYPE_LABELS,
  BALANCE_KIND_LABELS,
  EVENT_KIND_LABELS,
  EVENT_STATE_LABELS,
} from '@lonsam/domain/events/event-schema';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import svTransaction from '../../../../public/locales/sv-SE/transaction.json';
import { describeEffect, formatMonth, formatPeriod, formatQuantity } from './event-texts.ts';
import { makeEvent } from './events-test-kit.tsx';

describe('event texts', () => {
  it('the Swedish kind, state, absence and balance names are the domain’s', () => {
    expect(svTransaction.eventList.kinds).toEqual(EVENT_KIND_LABELS);
    expect(svTransaction.eventList.states).toEqual(EVENT_STATE_LABELS);
    expect(svTransaction.eventList.absenceTypes).toEqual(ABSENCE_TYPE_LABELS);
    expect(svTransaction.eventList.balanceKinds).toEqual(BALANCE_KIND_LABELS);
  });

  it('writes months, periods and quantities the Swedish way', () => {
    expect(formatMonth('2026-03', 'sv-SE')).toBe('mars 2026');
    expect(formatMonth('2026-12', 'en-GB')).toBe('December 2026');
    expect(formatPeriod({ fromDate: '2026-03-02', toDate: '2026-03-02' })).toBe('2026-03-02');
    expect(formatPeriod({ fromDate: '2026-03-02', toDate: '2026-03-06' })).toBe('2026-03-02 – 2026-03-06');
    expect(formatQuantity(7.5)).toBe('7,5');
    expect(formatQuantity(0.25)).toBe('0,25');
  });
});

describe('describeEffect', () => {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'sv-SE',
    resources: { 'sv-SE': { transaction: svTransaction } },
    ns: ['transaction'],
    initAsync: false,
  });
  const t = i18n.getFixedT('sv-SE', 'transaction');
  const plain = (parts: string[]) => parts.join(' | ').replaceAll('\u00a0', ' ');
  const sickPeriod = {
    periodStart: '2026-03-02',
    firstDay: 8,
    lastDay: 9,
    karens: false,
    certificateNeeded: true,
    beyondDay14: false,
  };
  const effect = { hours: 16, days: 2, amountOre: null, sickPeriod, travel: null, notes: [] };

  it('names the sick days and flags unless the rules’ notes tell them', () => {
    expect(plain(describeEffect(makeEvent({ effect }), t))).toBe(
      '16 tim | 2 dagar | Sjukdag 8–9 | Läkarintyg behövs',
    );
    expect(plain(describeEffect(makeEvent({ effect }), t, 'sv-SE', { withSickFlags: false }))).toBe(
      '16 tim | 2 dagar',
    );
  });

  it('shows a trip’s parts, not their sum again; a plain amount as kronor', () => {
    // 290 kr half-day per diem tax-free + 25 mil × 25 kr = 625 kr tax-free mileage: 915 kr in all.
    const travel = {
      perDiemTaxFreeOre: 29_000,
      perDiemTaxableOre: 0,
      mileageTaxFreeOre: 62_500,
      mileageTaxableOre: 0,
    };
    const trip = makeEvent({
      effect: { ...effect, hours: null, days: null, sickPeriod: null, amountOre: 91_500, travel },
    });
    expect(plain(describeEffect(trip, t))).toBe(
      'Traktamente 290,00 kr skattefritt, 0,00 kr skattepliktigt | Milersättning 625,00 kr skattefri, 0,00 kr skattepliktig',
    );
    const bonus = makeEvent({
      effect: { ...effect, hours: null, days: null, sickPeriod: null, amountOre: 250_000 },
    });
    expect(plain(describeEffect(bonus, t))).toBe('2 500,00 kr');
  });
});

import {
  ABSENCE_TYPE_LABELS,
  BALANCE_KIND_LABELS,
  EVENT_KIND_LABELS,
  EVENT_STATE_LABELS,
} from '@lonsam/domain/events/event-schema';
import { FREE_MEALS, VEHICLES } from '@lonsam/domain/settings/travel-settings';
import { describe, expect, it } from 'vitest';
import enTransaction from '../../../../public/locales/en-GB/transaction.json';
import svTransaction from '../../../../public/locales/sv-SE/transaction.json';

describe('the report screen’s Swedish texts', () => {
  it('are the domain’s words for absence types, balances, kinds and states', () => {
    expect(svTransaction.event.absenceTypes).toEqual(ABSENCE_TYPE_LABELS);
    expect(svTransaction.event.balanceKinds).toEqual(BALANCE_KIND_LABELS);
    expect(svTransaction.event.kinds).toEqual(EVENT_KIND_LABELS);
    expect(svTransaction.event.states).toEqual(EVENT_STATE_LABELS);
  });

  it('name every vehicle and free-meal choice of the travel settings in both languages', () => {
    for (const texts of [svTransaction, enTransaction]) {
      expect(Object.keys(texts.event.vehicles).sort()).toEqual([...VEHICLES].sort());
      expect(Object.keys(texts.event.freeMeals).sort()).toEqual([...FREE_MEALS].sort());
    }
  });
});

import type { AbsencePayload } from '@lonsam/domain/events/event-schema';
import { describe, expect, it } from 'vitest';
import {
  type AbsenceValues,
  emptyValues,
  type TransactionValues,
  toFormErrors,
  toPayload,
  travelDates,
  valuesFromPayload,
  withDate,
} from './form-values.ts';

const transaction = (date: string) => emptyValues('transaction', date) as TransactionValues;

describe('toPayload', () => {
  it('sends kronor as öre: 1 234,56 kr → 123 456 öre, 0,1 kr → 10 öre', () => {
    const values = { ...transaction('2026-04-14'), salaryTypeCode: '710' };
    expect(toPayload({ ...values, amountKronor: 1234.56 }).payload).toMatchObject({ amountOre: 123_456 });
    expect(toPayload({ ...values, amountKronor: '0,1' }).payload).toMatchObject({ amountOre: 10 });
  });

  it('refuses a third decimal of a krona instead of rounding it away', () => {
    const values = {
      ...transaction('2026-04-14'),
      salaryTypeCode: '710',
      amountKronor: 1.005,
    };
    expect(toPayload(values).errors).toEqual({
      amountOre: 'Ange ett belopp i kronor med högst två decimaler',
    });
  });

  it('asks for a quantity or an amount', () => {
    const values = { ...transaction('2026-04-14'), salaryTypeCode: '310' };
    expect(toPayload(values).errors).toEqual({ quantity: 'Ange antal eller belopp' });
  });

  it('names the missing hours of a part-day absence and keeps the certificate to sick leave', () => {
    const absence = emptyValues('absence', '2026-04-14');
    if (absence.kind !== 'absence') throw new Error('absence');
    expect(toPayload({ ...absence, mode: 'hours' }).errors).toEqual({
      'extent.hoursPerDay': 'Ange antal timmar mellan 0,25 och 24',
    });
    expect(
      toPayload({ ...absence, absenceType: 'vab', mode: 'percent', percent: 50, certificate: true }).payload,
    ).toEqual({
      kind: 'absence',
      absenceType: 'vab',
      fromDate: '2026-04-14',
      toDate: '2026-04-14',
      extent: { mode: 'percent', percent: 50 },
      certificate: false,
    });
  });

  it('sends the child’s birth date with parental leave only, and refuses one that is not a date', () => {
    const absence = emptyValues('absence', '2026-04-14');
    if (absence.kind !== 'absence') throw new Error('absence');
    const parental = { ...absence, absenceType: 'parental-leave' as const, childBirthDate: '2025-11-03' };
    const sent = (values: AbsenceValues) =>
      (toPayload(values).payload as AbsencePayload | undefined)?.childBirthDate;
    expect(sent(parental)).toBe('2025-11-03');
    // Left empty: no child named (the leave counts as one and the same child).
    expect(sent({ ...parental, childBirthDate: ' ' })).toBeUndefined();
    // Typed before the type was changed to VAB: not sent, VAB has no per-child limit here.
    expect(sent({ ...parental, absenceType: 'vab' })).toBeUndefined();
    expect(toPayload({ ...parental, childBirthDate: '2025-11' }).errors).toEqual({
      childBirthDate: 'Ange ett giltigt datum (ÅÅÅÅ-MM-DD)',
    });
    const stored = valuesFromPayload('absence', { ...toPayload(parental).payload }, '2026-04-14');
    expect(stored).toMatchObject({ absenceType: 'parental-leave', childBirthDate: '2025-11-03' });
  });

  it('joins a trip’s dates and times and keeps only the meals inside the trip', () => {
    const travel = emptyValues('travel', '2026-04-21');
    if (travel.kind !== 'travel') throw new Error('travel');
    const result = toPayload({
      ...travel,
      returnDate: '2026-04-22',
      returnTime: '20:00',
      destination: 'Göteborg',
      country: 'se',
      overnight: true,
      mealsByDate: { '2026-04-21': 'none', '2026-04-22': 'breakfast', '2026-04-30': 'all' },
      mileage: [{ date: '2026-04-21', vehicle: 'own-car', kilometres: '480,5', purpose: '' }],
    });
    expect(result.payload).toEqual({
      kind: 'travel',
      departure: '2026-04-21T08:00',
      return: '2026-04-22T20:00',
      destination: 'Göteborg',
      country: 'SE',
      overnight: true,
      moreThan50Km: true,
      mealsByDate: { '2026-04-22': 'breakfast' },
      mileage: [{ date: '2026-04-21', vehicle: 'own-car', kilometres: 480.5 }],
    });
  });

  it('sends lodgingPaidByEmployer: false only for an overnight trip whose lodging was not paid', () => {
    const travel = emptyValues('travel', '2026-04-21');
    if (travel.kind !== 'travel') throw new Error('travel');
    const trip = { ...travel, returnDate: '2026-04-22', destination: 'Umeå', lodgingNotPaid: true };
    expect(toPayload({ ...trip, overnight: true }).payload).toMatchObject({ lodgingPaidByEmployer: false });
    expect(toPayload({ ...trip, overnight: false }).payload).not.toHaveProperty('lodgingPaidByEmployer');
    const stored = valuesFromPayload(
      'travel',
      { ...toPayload({ ...trip, overnight: true }).payload },
      '2026-04-21',
    );
    expect(stored).toMatchObject({ lodgingNotPaid: true });
  });

  it('refuses a return before the departure, and a balance change of zero', () => {
    const travel = emptyValues('travel', '2026-04-21');
    if (travel.kind !== 'travel') throw new Error('travel');
    expect(toPayload({ ...travel, destination: 'Lund', returnTime: '07:00' }).errors).toEqual({
      return: 'Hemkomsten måste vara efter avresan',
    });
    const balance = emptyValues('balance', '2026-04-21');
    if (balance.kind !== 'balance') throw new Error('balance');
    expect(toPayload({ ...balance, change: 0, reason: 'Fel' }).errors).toEqual({
      change: 'Ange en justering skild från noll, högst ±1 000',
    });
  });
});

describe('valuesFromPayload and withDate', () => {
  it('fills a template’s partial payload and puts it on the day picked', () => {
    const values = withDate(
      valuesFromPayload(
        'absence',
        { absenceType: 'vab', extent: { mode: 'percent', percent: 50 } },
        '2026-04-01',
      ),
      '2026-04-20',
    );
    expect(values).toMatchObject({
      kind: 'absence',
      absenceType: 'vab',
      fromDate: '2026-04-20',
      toDate: '2026-04-20',
      mode: 'percent',
      percent: 50,
      hoursPerDay: '',
    });
  });

  it('reads a stored amount in öre back as kronor', () => {
    expect(
      valuesFromPayload(
        'transaction',
        { salaryTypeCode: '710', date: '2026-04-02', amountOre: 150_050 },
        '2026-04-01',
      ),
    ).toMatchObject({ amountKronor: 1500.5, quantity: '', date: '2026-04-02' });
  });
});

describe('travelDates', () => {
  it('lists every day of the trip, none when the return is before the departure', () => {
    expect(travelDates({ departureDate: '2026-04-30', returnDate: '2026-05-02' })).toEqual([
      '2026-04-30',
      '2026-05-01',
      '2026-05-02',
    ]);
    expect(travelDates({ departureDate: '2026-04-30', returnDate: '2026-04-29' })).toEqual([]);
  });
});

describe('toFormErrors', () => {
  it('reads the server’s payload paths as the form’s', () => {
    expect(toFormErrors({ 'payload.extent.hoursPerDay': 'a', payload: 'b', version: 'c' })).toEqual({
      'extent.hoursPerDay': 'a',
      '': 'b',
      version: 'c',
    });
  });
});

import type { EventView } from '@lonsam/domain/contracts/events/event-shapes';
import { formatCurrency } from '@lonsam/domain/format/number';
import type { TFunction } from 'i18next';

/*
 * How an event reads in the manager's and the admin's lists: what was reported, when, and what it
 * does (hours, days, kronor). Kind, state and absence-type texts live in `transaction.json`
 * (`eventList.*`); the Swedish ones are the domain's labels (domain/events/event-schema.ts).
 */

type Translate = TFunction<'transaction'>;

/** Hours and days as entered: up to two decimals, Swedish comma. */
export function formatQuantity(value: number, language = 'sv-SE'): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/** Öre as kronor ("1 234,50 kr"). */
export function formatOre(ore: number): string {
  return formatCurrency(ore / 100);
}

/** `2026-03-02` or `2026-03-02 – 2026-03-06`. */
export function formatPeriod(event: Pick<EventView, 'fromDate' | 'toDate'>): string {
  return event.fromDate === event.toDate ? event.fromDate : `${event.fromDate} – ${event.toDate}`;
}

/** `2026-03` as "mars 2026". */
export function formatMonth(month: string, language: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return date.toLocaleDateString(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** What was reported, in a few words: "Sjukfrånvaro, 50 %", "Löneart 310, antal 2", "Resa till Göteborg". */
export function describeEvent(event: EventView, t: Translate, language = 'sv-SE'): string {
  const { payload } = event;
  switch (payload.kind) {
    case 'absence': {
      const type = t(`eventList.absenceTypes.${payload.absenceType}`);
      const { extent } = payload;
      if (extent.mode === 'hours')
        return `${type}, ${t('eventList.describe.hoursPerDay', { value: formatQuantity(extent.hoursPerDay, language) })}`;
      if (extent.mode === 'percent')
        return `${type}, ${t('eventList.describe.percent', { value: formatQuantity(extent.percent, language) })}`;
      return type;
    }
    case 'transaction': {
      const parts = [
        event.salaryTypeName ?? t('eventList.describe.salaryType', { code: payload.salaryTypeCode }),
      ];
      if (payload.quantity !== undefined)
        parts.push(t('eventList.describe.quantity', { value: formatQuantity(payload.quantity, language) }));
      if (payload.amountOre !== undefined) parts.push(formatOre(payload.amountOre));
      return parts.join(', ');
    }
    case 'travel':
      return t('eventList.describe.travel', { destination: payload.destination });
    case 'balance':
      return t('eventList.describe.balance', {
        balance: t(`eventList.balanceKinds.${payload.balance}`),
        change: `${payload.change > 0 ? '+' : ''}${formatQuantity(payload.change, language)}`,
      });
  }
}

/**
 * The effect's parts that are known: hours, days, kronor, traktamente, sick-day numbers. A trip
 * shows its tax-free and taxable parts instead of their sum; `withSickFlags: false` leaves the sick
 * period out where the rules' own notes tell it (the attestation shows them).
 */
export function describeEffect(
  event: EventView,
  t: Translate,
  language = 'sv-SE',
  { withSickFlags = true }: { withSickFlags?: boolean } = {},
): string[] {
  const { effect } = event;
  const parts: string[] = [];
  if (effect.hours !== null)
    parts.push(t('eventList.effect.hours', { value: formatQuantity(effect.hours, language) }));
  if (effect.days !== null)
    parts.push(
      t('eventList.effect.days', { count: effect.days, value: formatQuantity(effect.days, language) }),
    );
  const travelParts = effect.travel ? Object.values(effect.travel).filter((ore) => ore !== 0).length : 0;
  if (effect.amountOre !== null && travelParts === 0) parts.push(formatOre(effect.amountOre));
  if (effect.travel) {
    const { perDiemTaxFreeOre, perDiemTaxableOre, mileageTaxFreeOre, mileageTaxableOre } = effect.travel;
    if (perDiemTaxFreeOre || perDiemTaxableOre)
      parts.push(
        t('eventList.effect.perDiem', {
          free: formatOre(perDiemTaxFreeOre),
          taxable: formatOre(perDiemTaxableOre),
        }),
      );
    if (mileageTaxFreeOre || mileageTaxableOre)
      parts.push(
        t('eventList.effect.mileage', {
          free: formatOre(mileageTaxFreeOre),
          taxable: formatOre(mileageTaxableOre),
        }),
      );
  }
  const sick = effect.sickPeriod;
  if (sick && withSickFlags) {
    parts.push(
      sick.firstDay === sick.lastDay
        ? t('eventList.effect.sickDay', { first: sick.firstDay })
        : t('eventList.effect.sickDays', { first: sick.firstDay, last: sick.lastDay }),
    );
    if (sick.karens) parts.push(t('eventList.effect.karens'));
    if (sick.certificateNeeded) parts.push(t('eventList.effect.certificateNeeded'));
    if (sick.beyondDay14) parts.push(t('eventList.effect.beyondDay14'));
  }
  return parts;
}

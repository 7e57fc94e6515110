import {
  ABSENCE_TYPES,
  type AbsenceType,
  absencePayloadSchema,
  BALANCE_KINDS,
  type BalanceKind,
  balancePayloadSchema,
  type EventKind,
  type EventPayload,
  transactionPayloadSchema,
  travelPayloadSchema,
} from '@lonsam/domain/events/event-schema';
import type { FreeMeals, Vehicle } from '@lonsam/domain/settings/travel-settings';
import { addDays } from '@lonsam/domain/time/calendar-date';
import { isDateOnly } from '@lonsam/domain/time/date-shapes';
import { type FieldErrorMap, toFieldErrors } from '../../../ui/forms/field-errors.ts';

/*
 * What the report form holds while the user types (text and number fields as typed), and the
 * payload it becomes. Errors are keyed by the payload's paths (`extent.hoursPerDay`,
 * `mileage.0.kilometres`), as the server's problem+json names them after `payload.`.
 */

type NumberField = number | string;

export type AbsenceValues = {
  kind: 'absence';
  absenceType: AbsenceType;
  fromDate: string;
  toDate: string;
  mode: 'whole-days' | 'hours' | 'percent';
  hoursPerDay: NumberField;
  percent: NumberField;
  certificate: boolean;
  /** Parental leave: the child's birth date, `ÅÅÅÅ-MM-DD` or empty (one and the same child). */
  childBirthDate: string;
  /** Parental leave: the parent is single for the child (180 days earn vacation, not 120). */
  singleParent: boolean;
  comment: string;
};

export type TransactionValues = {
  kind: 'transaction';
  salaryTypeCode: string;
  date: string;
  quantity: NumberField;
  amountKronor: NumberField;
  comment: string;
};

export type MileageValues = { date: string; vehicle: Vehicle; kilometres: NumberField; purpose: string };

export type TravelValues = {
  kind: 'travel';
  departureDate: string;
  departureTime: string;
  returnDate: string;
  returnTime: string;
  destination: string;
  country: string;
  overnight: boolean;
  moreThan50Km: boolean;
  /** The employer did not pay the lodging: nattraktamente (sent as `lodgingPaidByEmployer: false`). */
  lodgingNotPaid: boolean;
  mealsByDate: Record<string, FreeMeals>;
  mileage: MileageValues[];
  comment: string;
};

export type BalanceValues = {
  kind: 'balance';
  balance: BalanceKind;
  date: string;
  change: NumberField;
  reason: string;
};

export type EventFormValues = AbsenceValues | TransactionValues | TravelValues | BalanceValues;

/** An empty form of a kind, its dates on `date` (the day picked in the calendar, or today). */
export function emptyValues(
  kind: EventKind,
  date: string,
  options: { absenceType?: AbsenceType } = {},
): EventFormValues {
  switch (kind) {
    case 'absence':
      return {
        kind,
        absenceType: options.absenceType ?? 'sick',
        fromDate: date,
        toDate: date,
        mode: 'whole-days',
        hoursPerDay: '',
        percent: '',
        certificate: false,
        childBirthDate: '',
        singleParent: false,
        comment: '',
      } satisfies AbsenceValues;
    case 'transaction':
      return {
        kind,
        salaryTypeCode: '',
        date,
        quantity: '',
        amountKronor: '',
        comment: '',
      } satisfies TransactionValues;
    case 'travel':
      return {
        kind,
        departureDate: date,
        departureTime: '08:00',
        returnDate: date,
        returnTime: '17:00',
        destination: '',
        country: 'SE',
        overnight: false,
        moreThan50Km: true,
        lodgingNotPaid: false,
        mealsByDate: {},
        mileage: [],
        comment: '',
      } satisfies TravelValues;
    case 'balance':
      return { kind, balance: 'comp-time', date, change: '', reason: '' } satisfies BalanceValues;
  }
}

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const flag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);
const numberText = (value: unknown): NumberField => (typeof value === 'number' ? value : '');

/**
 * The form's values from a stored payload (edit) or a template's partial payload (quick entry):
 * what the payload gives, the empty form's values for the rest.
 */
export function valuesFromPayload(
  kind: EventKind,
  payload: Record<string, unknown>,
  date: string,
): EventFormValues {
  const empty = emptyValues(kind, date);
  switch (empty.kind) {
    case 'absence': {
      const extent = (payload.extent ?? {}) as Record<string, unknown>;
      const mode = extent.mode === 'hours' || extent.mode === 'percent' ? extent.mode : 'whole-days';
      const absenceType = ABSENCE_TYPES.find((type) => type === payload.absenceType) ?? empty.absenceType;
      return {
        ...empty,
        absenceType,
        fromDate: text(payload.fromDate, empty.fromDate),
        toDate: text(payload.toDate, text(payload.fromDate, empty.toDate)),
        mode,
        hoursPerDay: numberText(extent.hoursPerDay),
        percent: numberText(extent.percent),
        certificate: flag(payload.certificate, false),
        childBirthDate: text(payload.childBirthDate),
        singleParent: flag(payload.singleParent, false),
        comment: text(payload.comment),
      };
    }
    case 'transaction':
      return {
        ...empty,
        salaryTypeCode: text(payload.salaryTypeCode),
        date: text(payload.date, empty.date),
        quantity: numberText(payload.quantity),
        amountKronor: typeof payload.amountOre === 'number' ? payload.amountOre / 100 : '',
        comment: text(payload.comment),
      };
    case 'travel': {
      const departure = text(payload.departure);
      const back = text(payload.return);
      const mileage = Array.isArray(payload.mileage) ? (payload.mileage as Record<string, unknown>[]) : [];
      return {
        ...empty,
        departureDate: departure.slice(0, 10) || empty.departureDate,
        departureTime: departure.slice(11, 16) || empty.departureTime,
        returnDate: back.slice(0, 10) || empty.returnDate,
        returnTime: back.slice(11, 16) || empty.returnTime,
        destination: text(payload.destination),
        country: text(payload.country, 'SE'),
        overnight: flag(payload.overnight, false),
        moreThan50Km: flag(payload.moreThan50Km, true),
        lodgingNotPaid: payload.lodgingPaidByEmployer === false,
        mealsByDate: (payload.mealsByDate ?? {}) as Record<string, FreeMeals>,
        mileage: mileage.map((row) => ({
          date: text(row.date, date),
          vehicle: (text(row.vehicle) || 'own-car') as Vehicle,
          kilometres: numberText(row.kilometres),
          purpose: text(row.purpose),
        })),
        comment: text(payload.comment),
      };
    }
    case 'balance':
      return {
        ...empty,
        balance: BALANCE_KINDS.find((kind) => kind === payload.balance) ?? empty.balance,
        date: text(payload.date, empty.date),
        change: numberText(payload.change),
        reason: text(payload.reason),
      };
  }
}

/** A number field's value: undefined when empty (the schema names what is missing). */
function toNumber(value: NumberField): number | undefined {
  if (typeof value === 'number') return value;
  const trimmed = value
    .trim()
    .replace(/[\s\u00a0]/g, '')
    .replace(',', '.')
    .replace('\u2212', '-');
  if (trimmed === '') return undefined;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : Number.NaN;
}

const optionalText = (value: string) => (value.trim() === '' ? undefined : value);

/** The travel's days from departure to return (at most 62, for the free-meal choices). */
export function travelDates(values: Pick<TravelValues, 'departureDate' | 'returnDate'>): string[] {
  const { departureDate: from, returnDate: to } = values;
  if (!isDateOnly(from) || !isDateOnly(to) || to < from) return [];
  const dates: string[] = [];
  for (let date = from; date <= to && dates.length < 62; date = addDays(date, 1)) dates.push(date);
  return dates;
}

function rawPayload(values: EventFormValues): Record<string, unknown> {
  switch (values.kind) {
    case 'absence':
      return {
        kind: 'absence',
        absenceType: values.absenceType,
        fromDate: values.fromDate,
        toDate: values.toDate,
        extent:
          values.mode === 'hours'
            ? { mode: 'hours', hoursPerDay: toNumber(values.hoursPerDay) }
            : values.mode === 'percent'
              ? { mode: 'percent', percent: toNumber(values.percent) }
              : { mode: 'whole-days' },
        // A certificate belongs to sick leave only.
        certificate: values.absenceType === 'sick' ? values.certificate : false,
        // The child tells parental leave's 120-day limits apart; other absence has none.
        childBirthDate:
          values.absenceType === 'parental-leave' ? optionalText(values.childBirthDate) : undefined,
        // A single parent's limit is 180 days for the child; sent only when ticked, for parental leave.
        singleParent: values.absenceType === 'parental-leave' && values.singleParent ? true : undefined,
        comment: optionalText(values.comment),
      };
    case 'transaction': {
      const kronor = toNumber(values.amountKronor);
      return {
        kind: 'transaction',
        salaryTypeCode: values.salaryTypeCode,
        date: values.date,
        quantity: toNumber(values.quantity),
        // Kronor as typed → öre; a third decimal is not an amount (the schema refuses it).
        amountOre: kronor === undefined ? undefined : Math.round(kronor * 100 * 1e6) / 1e6,
        comment: optionalText(values.comment),
      };
    }
    case 'travel': {
      const dates = new Set(travelDates(values));
      const meals = Object.fromEntries(
        Object.entries(values.mealsByDate).filter(([date, meal]) => dates.has(date) && meal !== 'none'),
      );
      return {
        kind: 'travel',
        departure: `${values.departureDate}T${values.departureTime}`,
        return: `${values.returnDate}T${values.returnTime}`,
        destination: values.destination,
        country: values.country.trim().toUpperCase(),
        overnight: values.overnight,
        moreThan50Km: values.moreThan50Km,
        ...(values.overnight && values.lodgingNotPaid ? { lodgingPaidByEmployer: false } : {}),
        mealsByDate: meals,
        mileage: values.mileage.map((row) => ({
          date: row.date,
          vehicle: row.vehicle,
          kilometres: toNumber(row.kilometres),
          purpose: optionalText(row.purpose),
        })),
        comment: optionalText(values.comment),
      };
    }
    case 'balance':
      return {
        kind: 'balance',
        balance: values.balance,
        date: values.date,
        change: toNumber(values.change),
        reason: values.reason,
      };
  }
}

const schemas = {
  absence: absencePayloadSchema,
  transaction: transactionPayloadSchema,
  travel: travelPayloadSchema,
  balance: balancePayloadSchema,
} as const;

/** The payload the values make, or the Swedish message of each field the schema refuses. */
export function toPayload(
  values: EventFormValues,
): { payload: EventPayload; errors?: undefined } | { payload?: undefined; errors: FieldErrorMap } {
  const parsed = schemas[values.kind].safeParse(rawPayload(values));
  if (parsed.success) return { payload: parsed.data as EventPayload };
  return { errors: toFieldErrors(parsed.error.issues) };
}

/** The server's field errors (`payload.fromDate`) as the form's keys (`fromDate`). */
export function toFormErrors(errors: FieldErrorMap): FieldErrorMap {
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [key.replace(/^payload\.?/, ''), message]),
  );
}

/** The values with their dates on `date`: a template is a preset without a day of its own. */
export function withDate(values: EventFormValues, date: string): EventFormValues {
  switch (values.kind) {
    case 'absence':
      return { ...values, fromDate: date, toDate: date };
    case 'transaction':
    case 'balance':
      return { ...values, date };
    case 'travel':
      return {
        ...values,
        departureDate: date,
        returnDate: date,
        mealsByDate: {},
        mileage: values.mileage.map((row) => ({ ...row, date })),
      };
  }
}

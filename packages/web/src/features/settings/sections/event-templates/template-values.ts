import type { AbsenceExtent, AbsenceType, BalanceKind, EventKind } from '@lonsam/domain/events/event-schema';
import type { EventTemplate, EventTemplatePayload } from '@lonsam/domain/events/event-templates';
import type { FieldErrorMap } from '../../../../ui/forms/field-errors.ts';

/**
 * The form's values: every kind's fields at once, so switching kind keeps what was typed. Number
 * fields hold what the field gives while typing ("1500," is text until the decimals come).
 */
type NumberField = number | string;
export type TemplateValues = {
  name: string;
  kind: EventKind;
  absenceType: AbsenceType;
  extentMode: AbsenceExtent['mode'];
  hoursPerDay: NumberField;
  percent: NumberField;
  salaryTypeCode: string;
  quantity: NumberField;
  amountKronor: NumberField;
  destination: string;
  country: string;
  overnight: boolean;
  moreThan50Km: boolean;
  balance: BalanceKind;
  change: NumberField;
  reason: string;
};

export const emptyTemplate: TemplateValues = {
  name: '',
  kind: 'absence',
  absenceType: 'sick',
  extentMode: 'whole-days',
  hoursPerDay: '',
  percent: '',
  salaryTypeCode: '',
  quantity: '',
  amountKronor: '',
  destination: '',
  country: 'SE',
  overnight: false,
  moreThan50Km: true,
  balance: 'comp-time',
  change: '',
  reason: '',
};

/** Empty → left out; unfinished text goes to the schema as it is and gets its Swedish message. */
const optional = (value: NumberField): number | undefined => (value === '' ? undefined : (value as number));
const blank = (value: number | undefined): NumberField => value ?? '';

export function toTemplateValues(template: EventTemplate): TemplateValues {
  const values: TemplateValues = { ...emptyTemplate, name: template.name, kind: template.payload.kind };
  const payload = template.payload;
  switch (payload.kind) {
    case 'absence':
      return {
        ...values,
        absenceType: payload.absenceType,
        extentMode: payload.extent.mode,
        hoursPerDay: payload.extent.mode === 'hours' ? payload.extent.hoursPerDay : '',
        percent: payload.extent.mode === 'percent' ? payload.extent.percent : '',
      };
    case 'transaction':
      return {
        ...values,
        salaryTypeCode: payload.salaryTypeCode,
        quantity: blank(payload.quantity),
        amountKronor: payload.amountOre === undefined ? '' : payload.amountOre / 100,
      };
    case 'travel':
      return {
        ...values,
        destination: payload.destination ?? '',
        country: payload.country,
        overnight: payload.overnight ?? false,
        moreThan50Km: payload.moreThan50Km ?? true,
      };
    case 'balance':
      return {
        ...values,
        balance: payload.balance,
        change: blank(payload.change),
        reason: payload.reason ?? '',
      };
  }
}

function toExtent(values: TemplateValues): unknown {
  if (values.extentMode === 'hours') return { mode: 'hours', hoursPerDay: optional(values.hoursPerDay) };
  if (values.extentMode === 'percent') return { mode: 'percent', percent: optional(values.percent) };
  return { mode: 'whole-days' };
}

/** The payload the schema checks: only the chosen kind's fields, empty ones left out. */
export function toTemplatePayload(values: TemplateValues): EventTemplatePayload {
  switch (values.kind) {
    case 'absence':
      return {
        kind: 'absence',
        absenceType: values.absenceType,
        extent: toExtent(values),
      } as EventTemplatePayload;
    case 'transaction': {
      const kronor = optional(values.amountKronor);
      return {
        kind: 'transaction',
        salaryTypeCode: values.salaryTypeCode,
        quantity: optional(values.quantity),
        // Kronor with two decimals as typed; öre are whole.
        amountOre: typeof kronor === 'number' ? Math.round(kronor * 100) : kronor,
      };
    }
    case 'travel':
      return {
        kind: 'travel',
        destination: values.destination.trim() === '' ? undefined : values.destination,
        country: values.country.trim().toUpperCase(),
        overnight: values.overnight,
        moreThan50Km: values.moreThan50Km,
      };
    case 'balance':
      return {
        kind: 'balance',
        balance: values.balance,
        change: optional(values.change),
        reason: values.reason.trim() === '' ? undefined : values.reason,
      };
  }
}

// The schema's field names that the form shows under another name.
const FORM_FIELDS: Record<string, keyof TemplateValues> = { amountOre: 'amountKronor', mode: 'extentMode' };

/** The list's errors of one template (`templates.2.payload.extent.percent`) as the form's (`percent`). */
export function errorsOfTemplate(errors: FieldErrorMap, index: number): FieldErrorMap {
  const prefix = `templates.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, message]) => {
        const last = key.slice(prefix.length).split('.').at(-1) as string;
        return [FORM_FIELDS[last] ?? last, message];
      }),
  );
}

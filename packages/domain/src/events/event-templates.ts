import { z } from 'zod';
import { settingsNameSchema, settingsRowIdSchema } from '../settings/settings-dates.ts';
import {
  ABSENCE_TYPES,
  absenceExtentSchema,
  BALANCE_KINDS,
  balancePayloadSchema,
  type EventKind,
  transactionPayloadSchema,
  travelPayloadSchema,
} from './event-schema.ts';

/**
 * Document `event-templates` (issue #17): named presets for quick entry ("Sjuk heldag", "Övertid 2 h",
 * "Tjänsteresa Göteborg"). A template holds the part of an event that repeats: never its dates,
 * which the reporter picks each time. Fields the template leaves out are asked for on use.
 */

export const MAX_TEMPLATE_NAME_LENGTH = 60;
export const TEMPLATE_NAME_MESSAGE = 'Ange mallens namn';
export const DUPLICATE_TEMPLATE_NAME_MESSAGE = 'Det finns redan en mall med det namnet';
export const ABSENCE_TYPE_MESSAGE = 'Välj typ av frånvaro';
export const BALANCE_KIND_MESSAGE = 'Välj saldo';
export const TEMPLATE_KIND_MESSAGE = 'Välj typ av händelse';

const transactionFields = transactionPayloadSchema.shape;
const travelFields = travelPayloadSchema.shape;
const balanceFields = balancePayloadSchema.shape;

/** The event payload schemas of event-schema.ts without dates, and with what a preset may omit optional. */
export const eventTemplatePayloadSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('absence'),
      absenceType: z.enum(ABSENCE_TYPES, { error: ABSENCE_TYPE_MESSAGE }),
      extent: absenceExtentSchema,
    }),
    z.object({
      kind: z.literal('transaction'),
      salaryTypeCode: transactionFields.salaryTypeCode,
      quantity: transactionFields.quantity,
      amountOre: transactionFields.amountOre,
    }),
    z.object({
      kind: z.literal('travel'),
      destination: travelFields.destination.optional(),
      country: travelFields.country,
      overnight: z.boolean().optional(),
      moreThan50Km: z.boolean().optional(),
    }),
    z.object({
      kind: z.literal('balance'),
      balance: z.enum(BALANCE_KINDS, { error: BALANCE_KIND_MESSAGE }),
      change: balanceFields.change.optional(),
      reason: balanceFields.reason.optional(),
    }),
  ],
  { error: TEMPLATE_KIND_MESSAGE },
);
export type EventTemplatePayload = z.output<typeof eventTemplatePayloadSchema>;

export const eventTemplateSchema = z.object({
  id: settingsRowIdSchema,
  name: settingsNameSchema(TEMPLATE_NAME_MESSAGE, MAX_TEMPLATE_NAME_LENGTH),
  payload: eventTemplatePayloadSchema,
});
export type EventTemplate = z.output<typeof eventTemplateSchema>;

const lower = (text: string) => text.toLocaleLowerCase('sv-SE');

export const eventTemplateSettingsSchema = z
  .object({ templates: z.array(eventTemplateSchema).max(200, { error: 'Högst 200 mallar' }) })
  .superRefine((value, context) => {
    const names = new Set<string>();
    const ids = new Set<string>();
    value.templates.forEach((template, index) => {
      if (names.has(lower(template.name)))
        context.addIssue({
          code: 'custom',
          path: ['templates', index, 'name'],
          message: DUPLICATE_TEMPLATE_NAME_MESSAGE,
        });
      if (ids.has(template.id))
        context.addIssue({
          code: 'custom',
          path: ['templates', index, 'id'],
          message: 'Mallen finns två gånger',
        });
      names.add(lower(template.name));
      ids.add(template.id);
    });
  });
export type EventTemplateSettings = z.output<typeof eventTemplateSettingsSchema>;

/** The standard salary type "Övertid enkel (M/94)" (domain/salary-types/standard-salary-types.ts). */
export const STANDARD_OVERTIME_CODE = '210';

/**
 * What a company has before its first save: the presets most companies use every month. Fixed ids,
 * since the defaults are one constant value for every company until it saves its own list.
 */
export const DEFAULT_EVENT_TEMPLATE_SETTINGS: EventTemplateSettings = {
  templates: [
    {
      id: '7e1f3c20-5a61-4c1e-9b3a-1a0e0d000001',
      name: 'Sjuk heldag',
      payload: { kind: 'absence', absenceType: 'sick', extent: { mode: 'whole-days' } },
    },
    {
      id: '7e1f3c20-5a61-4c1e-9b3a-1a0e0d000002',
      name: 'Sjuk halvdag',
      payload: { kind: 'absence', absenceType: 'sick', extent: { mode: 'percent', percent: 50 } },
    },
    {
      id: '7e1f3c20-5a61-4c1e-9b3a-1a0e0d000003',
      name: 'Semester heldag',
      payload: { kind: 'absence', absenceType: 'vacation-paid', extent: { mode: 'whole-days' } },
    },
    {
      id: '7e1f3c20-5a61-4c1e-9b3a-1a0e0d000004',
      name: 'Övertid 2 h',
      payload: { kind: 'transaction', salaryTypeCode: STANDARD_OVERTIME_CODE, quantity: 2 },
    },
  ],
};

/** The templates a reporter may use: those whose kind (and absence type, salary type) is allowed. */
export function templatesFor(
  templates: readonly EventTemplate[],
  allowed: {
    kinds: readonly EventKind[];
    absenceTypes: readonly string[];
    salaryTypeCodes: readonly string[] | 'all';
  },
): EventTemplate[] {
  return templates.filter(({ payload }) => {
    if (!allowed.kinds.includes(payload.kind)) return false;
    if (payload.kind === 'absence') return allowed.absenceTypes.includes(payload.absenceType);
    if (payload.kind === 'transaction')
      return allowed.salaryTypeCodes === 'all' || allowed.salaryTypeCodes.includes(payload.salaryTypeCode);
    return true;
  });
}

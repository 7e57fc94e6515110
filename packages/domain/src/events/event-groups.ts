import { z } from 'zod';
import { settingsNameSchema, settingsRowIdSchema } from '../settings/settings-dates.ts';
import { ABSENCE_TYPES, type AbsenceType, EVENT_KINDS, type EventKind } from './event-schema.ts';

/**
 * Document `event-groups` (issue #17): which employees see which event kinds. An employment no group
 * covers may report everything its privileges allow; one covered by groups may report the union of
 * what those groups allow. A group with no employments covers everyone.
 */

export const MAX_GROUP_NAME_LENGTH = 60;
export const GROUP_NAME_MESSAGE = 'Ange gruppens namn';
export const DUPLICATE_GROUP_NAME_MESSAGE = 'Det finns redan en grupp med det namnet';
export const KINDS_REQUIRED_MESSAGE = 'Välj minst en typ av händelse';
export const ABSENCE_TYPES_REQUIRED_MESSAGE = 'Välj minst en frånvarotyp när frånvaro ingår';
export const ABSENCE_TYPES_UNUSED_MESSAGE = 'Frånvarotyper väljs bara när frånvaro ingår';
export const SALARY_TYPES_REQUIRED_MESSAGE = 'Välj minst en löneart eller alla när transaktioner ingår';
export const SALARY_TYPES_UNUSED_MESSAGE = 'Lönearter väljs bara när transaktioner ingår';
export const DUPLICATE_ENTRY_MESSAGE = 'Finns redan i listan';

const salaryTypeCodeSchema = z
  .string({ error: 'Välj en löneart' })
  .regex(/^\d{1,6}$/, { error: 'Välj en löneart' });

function hasDuplicates(items: readonly string[]): number[] {
  const seen = new Set<string>();
  return items.flatMap((item, index) => {
    const repeated = seen.has(item);
    seen.add(item);
    return repeated ? [index] : [];
  });
}

export const eventGroupSchema = z
  .object({
    id: settingsRowIdSchema,
    name: settingsNameSchema(GROUP_NAME_MESSAGE, MAX_GROUP_NAME_LENGTH),
    /** Empty: every employment of the company. */
    employmentIds: z.array(settingsRowIdSchema).max(10_000),
    kinds: z.array(z.enum(EVENT_KINDS)).min(1, { error: KINDS_REQUIRED_MESSAGE }),
    absenceTypes: z.array(z.enum(ABSENCE_TYPES)),
    salaryTypeCodes: z.union([z.literal('all'), z.array(salaryTypeCodeSchema).max(500)]),
  })
  .superRefine((group, context) => {
    const issue = (path: (string | number)[], message: string) =>
      context.addIssue({ code: 'custom', path, message });
    const hasAbsence = group.kinds.includes('absence');
    const hasTransaction = group.kinds.includes('transaction');
    if (hasAbsence && group.absenceTypes.length === 0)
      issue(['absenceTypes'], ABSENCE_TYPES_REQUIRED_MESSAGE);
    if (!hasAbsence && group.absenceTypes.length > 0) issue(['absenceTypes'], ABSENCE_TYPES_UNUSED_MESSAGE);
    const codes = group.salaryTypeCodes;
    if (hasTransaction && codes !== 'all' && codes.length === 0)
      issue(['salaryTypeCodes'], SALARY_TYPES_REQUIRED_MESSAGE);
    if (!hasTransaction && (codes === 'all' || codes.length > 0))
      issue(['salaryTypeCodes'], SALARY_TYPES_UNUSED_MESSAGE);
    for (const index of hasDuplicates(group.kinds)) issue(['kinds', index], DUPLICATE_ENTRY_MESSAGE);
    for (const index of hasDuplicates(group.absenceTypes))
      issue(['absenceTypes', index], DUPLICATE_ENTRY_MESSAGE);
    for (const index of hasDuplicates(group.employmentIds))
      issue(['employmentIds', index], DUPLICATE_ENTRY_MESSAGE);
    if (codes !== 'all')
      for (const index of hasDuplicates(codes)) issue(['salaryTypeCodes', index], DUPLICATE_ENTRY_MESSAGE);
  });
export type EventGroup = z.output<typeof eventGroupSchema>;

const lower = (text: string) => text.toLocaleLowerCase('sv-SE');

export const eventGroupSettingsSchema = z
  .object({ groups: z.array(eventGroupSchema).max(100, { error: 'Högst 100 grupper' }) })
  .superRefine((value, context) => {
    const names = new Set<string>();
    const ids = new Set<string>();
    value.groups.forEach((group, index) => {
      if (names.has(lower(group.name)))
        context.addIssue({
          code: 'custom',
          path: ['groups', index, 'name'],
          message: DUPLICATE_GROUP_NAME_MESSAGE,
        });
      if (ids.has(group.id))
        context.addIssue({
          code: 'custom',
          path: ['groups', index, 'id'],
          message: 'Gruppen finns två gånger',
        });
      names.add(lower(group.name));
      ids.add(group.id);
    });
  });
export type EventGroupSettings = z.output<typeof eventGroupSettingsSchema>;

/** No groups: every employee may report every kind their privileges allow. */
export const DEFAULT_EVENT_GROUP_SETTINGS: EventGroupSettings = { groups: [] };

export type AllowedEventTypes = {
  kinds: EventKind[];
  absenceTypes: AbsenceType[];
  salaryTypeCodes: string[] | 'all';
};

/** Everything: what an employment no group covers may report (privileges still apply). */
export const ALL_EVENT_TYPES_ALLOWED: AllowedEventTypes = {
  kinds: [...EVENT_KINDS],
  absenceTypes: [...ABSENCE_TYPES],
  salaryTypeCodes: 'all',
};

export function groupCovers(group: EventGroup, employmentId: string): boolean {
  return group.employmentIds.length === 0 || group.employmentIds.includes(employmentId);
}

/**
 * What one employment may report: everything when no group covers it, else the union of the groups
 * that do (kinds, absence types and salary types each; 'all' when any of them allows every salary
 * type). Lists keep the catalogue's order; salary type codes are sorted as numbers.
 */
export function allowedEventTypes(groups: readonly EventGroup[], employmentId: string): AllowedEventTypes {
  const covering = groups.filter((group) => groupCovers(group, employmentId));
  if (covering.length === 0)
    return {
      kinds: [...ALL_EVENT_TYPES_ALLOWED.kinds],
      absenceTypes: [...ALL_EVENT_TYPES_ALLOWED.absenceTypes],
      salaryTypeCodes: 'all',
    };
  const kinds = new Set(covering.flatMap((group) => group.kinds));
  const absenceTypes = new Set(covering.flatMap((group) => group.absenceTypes));
  const everySalaryType = covering.some((group) => group.salaryTypeCodes === 'all');
  const codes = new Set(
    covering.flatMap((group) => (group.salaryTypeCodes === 'all' ? [] : group.salaryTypeCodes)),
  );
  return {
    kinds: EVENT_KINDS.filter((kind) => kinds.has(kind)),
    absenceTypes: ABSENCE_TYPES.filter((type) => absenceTypes.has(type)),
    salaryTypeCodes: everySalaryType ? 'all' : [...codes].sort((a, b) => Number(a) - Number(b)),
  };
}

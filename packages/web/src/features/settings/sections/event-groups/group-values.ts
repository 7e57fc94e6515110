import type { EventGroup } from '@lonsam/domain/events/event-groups';
import type { AbsenceType, EventKind } from '@lonsam/domain/events/event-schema';
import type { FieldErrorMap } from '../../../../ui/forms/field-errors.ts';

export type GroupValues = {
  name: string;
  employmentIds: string[];
  kinds: EventKind[];
  absenceTypes: AbsenceType[];
  allSalaryTypes: boolean;
  salaryTypeCodes: string[];
};

export const emptyGroup: GroupValues = {
  name: '',
  employmentIds: [],
  kinds: [],
  absenceTypes: [],
  allSalaryTypes: true,
  salaryTypeCodes: [],
};

export function toGroupValues(group: EventGroup): GroupValues {
  return {
    name: group.name,
    employmentIds: [...group.employmentIds],
    kinds: [...group.kinds],
    absenceTypes: [...group.absenceTypes],
    allSalaryTypes: group.salaryTypeCodes === 'all',
    salaryTypeCodes: group.salaryTypeCodes === 'all' ? [] : [...group.salaryTypeCodes],
  };
}

/** The group as stored: absence and salary types only with their kind, so unticking a kind drops them. */
export function toEventGroup(id: string, values: GroupValues): EventGroup {
  const hasTransaction = values.kinds.includes('transaction');
  return {
    id,
    name: values.name,
    employmentIds: values.employmentIds,
    kinds: values.kinds,
    absenceTypes: values.kinds.includes('absence') ? values.absenceTypes : [],
    salaryTypeCodes: !hasTransaction ? [] : values.allSalaryTypes ? 'all' : values.salaryTypeCodes,
  };
}

/** The list's errors of one group (`groups.2.employmentIds.0`) as the form's (`employmentIds`). */
export function errorsOfGroup(errors: FieldErrorMap, index: number): FieldErrorMap {
  const prefix = `groups.${index}.`;
  const own: FieldErrorMap = {};
  for (const [key, message] of Object.entries(errors)) {
    if (!key.startsWith(prefix)) continue;
    const field = key.slice(prefix.length).split('.')[0] as string;
    own[field] ??= message;
  }
  return own;
}

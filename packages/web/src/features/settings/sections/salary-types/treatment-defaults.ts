import type { SalaryTypeKind } from '@lonsam/domain/salary-types/salary-type-enums';
import { KIND_RULES, type SalaryTypeTreatment } from '@lonsam/domain/salary-types/salary-type-schema';

/** The treatment a new type of `kind` starts with: the first choice its kind allows. */
export function defaultTreatment(kind: SalaryTypeKind): Omit<SalaryTypeTreatment, 'rateRule'> {
  const rule = KIND_RULES[kind];
  return {
    effect: rule.effect,
    tax: rule.taxes[0] ?? 'none',
    contributionBase: rule.contributionBase,
    vacationEarning: rule.mayEarn,
    pensionEarning: rule.mayEarn,
    agiBox: rule.agiBoxes[0] ?? null,
    agiHousingFlag: null,
  };
}

/** A text field's account: empty means none. */
export const toAccount = (text: string): string | null => (text.trim() === '' ? null : text.trim());

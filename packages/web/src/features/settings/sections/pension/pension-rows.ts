import {
  computePlanPremium,
  type PensionPlan,
  type PensionPremium,
  type PensionProvider,
  type PensionRuleRow,
  pensionPlanSchema,
} from '@lonsam/domain/settings/pension-settings';
import { type DatedFormRow, fromFormDates, toFormDates } from '../../../../ui/forms/dated-rows-table.tsx';
import { kronorToOre } from '../../../../ui/forms/field-errors.ts';

type NumberText = number | string;

/** A premium rule as the form holds it: percentages, limits in IBB, the fixed amount in kronor. */
export type RuleFormRow = DatedFormRow & {
  percentBelow: NumberText;
  percentAbove: NumberText;
  limitIbb: NumberText;
  /** '' for no cap. */
  capIbb: NumberText;
  fixedAmount: NumberText;
};

export type PlanFormValues = { id: string; name: string; provider: PensionProvider; rules: RuleFormRow[] };

export const toRuleFormRow = (rule: PensionRuleRow): RuleFormRow => ({
  ...toFormDates(rule),
  percentBelow: rule.percentBelow,
  percentAbove: rule.percentAbove,
  limitIbb: rule.limitIbb,
  capIbb: rule.capIbb ?? '',
  fixedAmount: rule.fixedAmountOre / 100,
});

const toNumber = (value: NumberText) => (value === '' ? undefined : Number(value));

export const toRuleCandidate = (row: RuleFormRow) => ({
  ...fromFormDates(row),
  percentBelow: toNumber(row.percentBelow),
  percentAbove: toNumber(row.percentAbove),
  limitIbb: toNumber(row.limitIbb),
  capIbb: row.capIbb === '' ? null : toNumber(row.capIbb),
  fixedAmountOre: row.fixedAmount === '' ? 0 : kronorToOre(row.fixedAmount),
});

export const toPlanFormValues = (plan: PensionPlan): PlanFormValues => ({
  ...plan,
  rules: plan.rules.map(toRuleFormRow),
});

export const toPlanCandidate = (plan: PlanFormValues) => ({
  ...plan,
  rules: plan.rules.map(toRuleCandidate),
});

/**
 * The month's premium and särskild löneskatt of a plan as typed, for an example monthly pay on
 * `date`; undefined while the plan is not valid, no rule is in force, or the year's IBB is unknown.
 */
export function previewPremium(
  plan: PlanFormValues,
  monthlyPayOre: number | undefined,
  date: string,
): PensionPremium | undefined {
  if (monthlyPayOre === undefined) return undefined;
  const parsed = pensionPlanSchema.safeParse(toPlanCandidate(plan));
  if (!parsed.success) return undefined;
  try {
    return computePlanPremium(parsed.data, monthlyPayOre, date);
  } catch {
    return undefined;
  }
}

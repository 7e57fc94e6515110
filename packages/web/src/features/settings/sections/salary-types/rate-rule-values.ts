import { RATE_SETTINGS, type RateSetting } from '@lonsam/domain/salary-types/salary-type-enums';
import type { RateMethod, RateRule } from '@lonsam/domain/salary-types/salary-type-rate';
import { parseKronor } from '../../../../ui/forms/field-errors.ts';

export const MONTHLY_BASES = ['month', 'divisor', 'week', 'hour', 'calendar-day'] as const;
export const HOURLY_BASES = ['hour', 'week'] as const;

/** A rate rule as text fields (Swedish decimal commas allowed), whatever its method. */
export type RateRuleValues = {
  method: RateMethod;
  amount: string;
  monthlyBase: (typeof MONTHLY_BASES)[number];
  hourlyBase: (typeof HOURLY_BASES)[number];
  divisor: string;
  factor: string;
  setting: RateSetting;
  settingKey: string;
};

const decimalText = (value: number) => String(value).replace('.', ',');

export function rateRuleValues(rule: RateRule): RateRuleValues {
  const values: RateRuleValues = {
    method: rule.method,
    amount: '',
    monthlyBase: 'month',
    hourlyBase: 'hour',
    divisor: '',
    factor: '1',
    setting: RATE_SETTINGS[0],
    settingKey: '',
  };
  if (rule.method === 'fixed') values.amount = decimalText(rule.amountOre / 100);
  if (rule.method === 'monthly-salary') {
    values.monthlyBase = rule.per;
    values.divisor = rule.divisor === null ? '' : decimalText(rule.divisor);
    values.factor = decimalText(rule.factor);
  }
  if (rule.method === 'hourly-salary') {
    values.hourlyBase = rule.per;
    values.factor = decimalText(rule.factor);
  }
  if (rule.method === 'settings') {
    values.setting = rule.setting;
    values.settingKey = rule.key ?? '';
  }
  return values;
}

/** A typed number ("1,5", "0.008") or NaN, so the domain schema reports it in Swedish. */
function parseDecimal(text: string): number {
  const normalised = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return normalised === '' || !/^-?\d*\.?\d+$/.test(normalised) ? Number.NaN : Number(normalised);
}

/**
 * The rule the fields describe. Unreadable numbers become NaN (or, for an amount, −1), which the
 * domain's rate schema refuses with its own Swedish message on the field.
 */
export function toRateRule(values: RateRuleValues): RateRule {
  switch (values.method) {
    case 'fixed':
      return { method: 'fixed', amountOre: parseKronor(values.amount) ?? -1 };
    case 'monthly-salary':
      return {
        method: 'monthly-salary',
        per: values.monthlyBase,
        divisor: values.monthlyBase === 'divisor' ? parseDecimal(values.divisor) : null,
        factor: parseDecimal(values.factor),
      };
    case 'hourly-salary':
      return { method: 'hourly-salary', per: values.hourlyBase, factor: parseDecimal(values.factor) };
    case 'settings':
      return { method: 'settings', setting: values.setting, key: values.settingKey.trim() || null };
    default:
      return { method: values.method };
  }
}

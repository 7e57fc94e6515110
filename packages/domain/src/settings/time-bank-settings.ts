import { z } from 'zod';
import { boundedNumberSchema } from './settings-dates.ts';

/**
 * Document `time-banks`: the comp time bank (kompbank, overtime taken as time off) and the flex
 * bank (flexbank, hours worked above or below the schedule). docs/settings.md *Tidbanker*.
 */
export const FLEX_PERIODS = ['month', 'quarter', 'halfYear', 'year'] as const;
export type FlexPeriod = (typeof FLEX_PERIODS)[number];

export const COMP_MAX_HOURS_MESSAGE = 'Taket ska vara 0–1 000 timmar';
export const CONVERSION_MESSAGE = 'Faktorn ska vara 1–3 (t.ex. 1,5 eller 2)';
export const EXPIRY_MONTHS_MESSAGE = 'Ange 1–60 månader, eller lämna tomt om timmarna inte förfaller';
export const FLEX_LIMIT_MESSAGE = 'Gränsen ska vara 0–500 timmar';

export const timeBankSettingsSchema = z.object({
  compBank: z.object({
    isEnabled: z.boolean(),
    /** Hours the bank may hold; overtime above it is paid as money. */
    maxHours: boundedNumberSchema(0, 1000, COMP_MAX_HOURS_MESSAGE),
    /** Hours of comp time per hour of overtime, by kind (state agreements: 1.5 and 2, §9.2). */
    simpleOvertimeFactor: boundedNumberSchema(1, 3, CONVERSION_MESSAGE),
    qualifiedOvertimeFactor: boundedNumberSchema(1, 3, CONVERSION_MESSAGE),
    /** At the year end the hours above the cap are paid out; otherwise they stay until taken. */
    isPayoutAboveMaxAtYearEnd: z.boolean(),
    /** Months after which unused hours are paid out; null: they never expire. */
    expiryMonths: boundedNumberSchema(1, 60, EXPIRY_MONTHS_MESSAGE, true).nullable(),
  }),
  flexBank: z.object({
    isEnabled: z.boolean(),
    plusLimitHours: boundedNumberSchema(0, 500, FLEX_LIMIT_MESSAGE),
    minusLimitHours: boundedNumberSchema(0, 500, FLEX_LIMIT_MESSAGE),
    /** The balance is checked against the limits at the end of each period. */
    reconciliationPeriod: z.enum(FLEX_PERIODS, { error: 'Välj avstämningsperiod' }),
  }),
});
export type TimeBankSettings = z.infer<typeof timeBankSettingsSchema>;

export const DEFAULT_TIME_BANK_SETTINGS: TimeBankSettings = {
  compBank: {
    isEnabled: false,
    maxHours: 75,
    simpleOvertimeFactor: 1.5,
    qualifiedOvertimeFactor: 2,
    isPayoutAboveMaxAtYearEnd: true,
    expiryMonths: null,
  },
  flexBank: { isEnabled: false, plusLimitHours: 40, minusLimitHours: 10, reconciliationPeriod: 'month' },
};

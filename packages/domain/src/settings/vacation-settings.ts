import { z } from 'zod';
import { boundedNumberSchema, settingsNameSchema, settingsRowIdSchema } from './settings-dates.ts';

/**
 * Document `vacation`: the vacation year and one rule set per employment group (docs/settings.md
 * *Semester*). Law: semesterlagen 3 §, 4 §, 16 a §, 16 b §, 18 § (swedish-payroll.md §7.1, §9.3).
 */
export const VACATION_YEARS = ['statutory', 'calendar'] as const;
/** With a calendar vacation year, the earning year is the year before or the same year. */
export const EARNING_YEARS = ['preceding', 'same'] as const;
export const VACATION_PAY_RULES = ['sammaloneregeln', 'procentregeln'] as const;
/** Variable pay under sammalöneregeln: a % of the year's variable pay (law 12 %), or a % per day (PTK 0.5 %). */
export const VARIABLE_PAY_BASES = ['wholeYear', 'perDay'] as const;

export const STATUTORY_PAID_DAYS = 25;
/** 18 §: only days above 20 of a year's paid days may be saved, and used within five years. */
export const UNSAVABLE_DAYS = 20;
export const MAX_SAVED_DAYS_YEARS = 5;

export const PAID_DAYS_MESSAGE = 'Minst 25 semesterdagar enligt semesterlagen, högst 60';
export const SUPPLEMENT_PERCENT_MESSAGE =
  'Semestertillägget ska vara 0,43–10 % (minst 0,43 % enligt semesterlagen)';
export const VARIABLE_PAY_PERCENT_MESSAGE = 'Procentsatsen för rörlig lön ska vara 0–100 %';
export const PERCENT_RULE_MESSAGE = 'Procentsatsen ska vara 12–100 % (minst 12 % enligt semesterlagen)';
export const SAVED_PER_YEAR_MESSAGE = 'Bara dagar över 20 får sparas: högst antalet betalda dagar minus 20';
export const SAVED_TOTAL_MESSAGE = 'Taket för sparade dagar ska vara minst antalet per år och högst 200';
export const SAVED_YEARS_MESSAGE = 'Sparade dagar ska tas ut inom 1–5 år (högst fem år enligt semesterlagen)';
export const GROUP_NAME_MESSAGE = 'Ange gruppens namn';
export const DUPLICATE_GROUP_NAME_MESSAGE = 'Det finns redan en grupp med det namnet';
export const ONE_DEFAULT_GROUP_MESSAGE = 'Exakt en grupp ska vara standardgrupp';
export const GROUPS_REQUIRED_MESSAGE = 'Minst en anställningsgrupp krävs';

export const vacationGroupSchema = z
  .object({
    id: settingsRowIdSchema,
    name: settingsNameSchema(GROUP_NAME_MESSAGE, 60),
    /** The group of every employment that names none. */
    isDefault: z.boolean(),
    rule: z.enum(VACATION_PAY_RULES, { error: 'Välj sammalöneregeln eller procentregeln' }),
    /** Sammalöneregeln: semestertillägg per paid day, % of the monthly salary. */
    supplementPercent: boundedNumberSchema(0.43, 10, SUPPLEMENT_PERCENT_MESSAGE),
    variablePayPercent: boundedNumberSchema(0, 100, VARIABLE_PAY_PERCENT_MESSAGE),
    variablePayBasis: z.enum(VARIABLE_PAY_BASES, { error: 'Välj hur rörlig lön räknas' }),
    /** Procentregeln: % of the earning year's semesterlönegrundande pay. */
    percent: boundedNumberSchema(12, 100, PERCENT_RULE_MESSAGE),
    paidDaysPerYear: boundedNumberSchema(STATUTORY_PAID_DAYS, 60, PAID_DAYS_MESSAGE, true),
    savedDays: z.object({
      maxPerYear: boundedNumberSchema(0, 40, SAVED_PER_YEAR_MESSAGE, true),
      maxTotal: boundedNumberSchema(0, 200, SAVED_TOTAL_MESSAGE, true),
      expiryYears: boundedNumberSchema(1, MAX_SAVED_DAYS_YEARS, SAVED_YEARS_MESSAGE, true),
    }),
    isAdvanceVacationAllowed: z.boolean(),
  })
  .superRefine((group, context) => {
    if (group.savedDays.maxPerYear > group.paidDaysPerYear - UNSAVABLE_DAYS)
      context.addIssue({
        code: 'custom',
        path: ['savedDays', 'maxPerYear'],
        message: SAVED_PER_YEAR_MESSAGE,
      });
    if (group.savedDays.maxTotal < group.savedDays.maxPerYear)
      context.addIssue({ code: 'custom', path: ['savedDays', 'maxTotal'], message: SAVED_TOTAL_MESSAGE });
  });
export type VacationGroup = z.infer<typeof vacationGroupSchema>;

export const vacationSettingsSchema = z
  .object({
    vacationYear: z.enum(VACATION_YEARS, { error: 'Välj semesterår' }),
    earningYear: z.enum(EARNING_YEARS, { error: 'Välj intjänandeår' }),
    groups: z.array(vacationGroupSchema).min(1, { error: GROUPS_REQUIRED_MESSAGE }).max(50),
  })
  .superRefine((value, context) => {
    const names = new Set<string>();
    value.groups.forEach((group, index) => {
      const name = group.name.toLocaleLowerCase('sv-SE');
      if (names.has(name))
        context.addIssue({
          code: 'custom',
          path: ['groups', index, 'name'],
          message: DUPLICATE_GROUP_NAME_MESSAGE,
        });
      names.add(name);
    });
    if (value.groups.length > 0 && value.groups.filter((group) => group.isDefault).length !== 1)
      context.addIssue({ code: 'custom', path: ['groups'], message: ONE_DEFAULT_GROUP_MESSAGE });
  });
export type VacationSettings = z.infer<typeof vacationSettingsSchema>;

/** Agreement values an admin can start from (swedish-payroll.md §9.3; Kommunal is [unverified]). */
export const SAMMALONEREGELN_PRESETS = {
  law: { supplementPercent: 0.43, variablePayPercent: 12, variablePayBasis: 'wholeYear' },
  ptk: { supplementPercent: 0.8, variablePayPercent: 0.5, variablePayBasis: 'perDay' },
  kommunal: { supplementPercent: 0.605, variablePayPercent: 12, variablePayBasis: 'wholeYear' },
} as const satisfies Record<
  string,
  Pick<VacationGroup, 'supplementPercent' | 'variablePayPercent' | 'variablePayBasis'>
>;

export const DEFAULT_VACATION_GROUP_ID = '00000000-0000-4000-8000-000000000001';

/** A group on the law's terms: 25 days, 0.43 % and 12 % of variable pay, 5 savable days for 5 years. */
export function createStatutoryVacationGroup(id: string, name: string, isDefault: boolean): VacationGroup {
  return {
    id,
    name,
    isDefault,
    rule: 'sammaloneregeln',
    ...SAMMALONEREGELN_PRESETS.law,
    percent: 12,
    paidDaysPerYear: STATUTORY_PAID_DAYS,
    savedDays: { maxPerYear: 5, maxTotal: 25, expiryYears: MAX_SAVED_DAYS_YEARS },
    isAdvanceVacationAllowed: false,
  };
}

export const DEFAULT_VACATION_SETTINGS: VacationSettings = {
  vacationYear: 'statutory',
  earningYear: 'preceding',
  groups: [createStatutoryVacationGroup(DEFAULT_VACATION_GROUP_ID, 'Alla anställda', true)],
};

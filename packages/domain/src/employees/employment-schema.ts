import { z } from 'zod';
import { UNKNOWN_OBJECT_MESSAGE } from '../settings/dimensions.ts';
import { UNKNOWN_WORKPLACE_MESSAGE } from '../settings/workplace.ts';
import { isDateOnly } from '../time/date-shapes.ts';
import { isUuid } from '../validation/identifier.ts';
import {
  TERMINATION_REASON_MESSAGE,
  TERMINATION_REASONS,
  VERSION_REQUIRED_MESSAGE,
} from './employee-schema.ts';
import { checkSalaryRows, END_BEFORE_START_MESSAGE } from './salary-rows.ts';
import { dateOnlySchema, INVALID_DATE_MESSAGE, NEGATIVE_AMOUNT_MESSAGE } from './tax-settings.ts';

export const EMPLOYMENT_TYPES = ['permanent', 'fixed-term', 'hourly'] as const;
export const SALARY_FORMS = ['monthly', 'hourly'] as const;

/**
 * The Swedish words the product shows for the codes. The domain owns them so that the CSV import
 * (server) and the import page (web) accept and list the same words; the web's sv-SE texts are
 * checked against them.
 */
export const EMPLOYMENT_TYPE_LABELS: Record<(typeof EMPLOYMENT_TYPES)[number], string> = {
  permanent: 'Tillsvidare',
  'fixed-term': 'Visstid',
  hourly: 'Timanställd',
};
export const SALARY_FORM_LABELS: Record<(typeof SALARY_FORMS)[number], string> = {
  monthly: 'Månadslön',
  hourly: 'Timlön',
};
export const VACATION_RULES = ['sammaloneregeln', 'procentregeln'] as const;
export const PENSION_PLANS = ['none', 'itp1', 'itp2', 'saf-lo', 'kap-kl', 'other'] as const;

export const POSITION_REQUIRED_MESSAGE = 'Befattning krävs';
export const EMPLOYMENT_TYPE_MESSAGE = 'Välj en anställningsform';
export const SALARY_FORM_MESSAGE = 'Välj lönform';
export const FIXED_TERM_NEEDS_END_MESSAGE = 'En visstidsanställning ska ha ett slutdatum';
export const EMPLOYMENT_RATE_MESSAGE = 'Sysselsättningsgraden ska vara 1–100 %';
export const WEEKLY_HOURS_MESSAGE = 'Veckoarbetstiden ska vara 0–168 timmar';
export const SCHEDULE_MESSAGE = 'Schemat ska ha sju dagar med 0–24 timmar';
export const VACATION_DAYS_MESSAGE = 'Minst 25 semesterdagar enligt semesterlagen, högst 60';
export const VACATION_PERCENT_MESSAGE = 'Semesterersättningen ska vara minst 12 %';
export const SALARY_ROWS_REQUIRED_MESSAGE = 'Minst en lönerad krävs';
export const SALARY_ROW_BEFORE_START_MESSAGE = 'Lönen kan inte gälla före anställningens start';
export const EMPLOYMENTS_OVERLAP_MESSAGE = 'Anställningen överlappar en annan anställning';
export const INVALID_MANAGER_MESSAGE = 'Ogiltig chef';
export const TEXT_TOO_LONG_MESSAGE = 'Högst 200 tecken';
export const PERCENT_MESSAGE = 'Procent ska vara 0–100';

/** Employment and salary dates: a mistyped year (0205, 2205) is refused before it reaches payroll. */
export const EARLIEST_EMPLOYMENT_DATE = '1900-01-01';
export const LATEST_EMPLOYMENT_DATE = '2100-12-31';
export const EMPLOYMENT_DATE_RANGE_MESSAGE = `Datumet ska ligga mellan ${EARLIEST_EMPLOYMENT_DATE} och ${LATEST_EMPLOYMENT_DATE}`;

/** A real date (`dateOnlySchema`) within 1900–2100, with one message either way. */
export const employmentDateSchema = z
  .string({ error: INVALID_DATE_MESSAGE })
  .superRefine((value, context) => {
    if (!isDateOnly(value)) {
      context.addIssue({ code: 'custom', message: INVALID_DATE_MESSAGE });
    } else if (value < EARLIEST_EMPLOYMENT_DATE || value > LATEST_EMPLOYMENT_DATE) {
      context.addIssue({ code: 'custom', message: EMPLOYMENT_DATE_RANGE_MESSAGE });
    }
  });

/**
 * Semesterlagen: 25 days; sammalöneregeln with a supplement of at least 0.43 % of the monthly salary
 * per day (16 a §; 0.8 % is the white-collar agreements' figure and stays the default), or
 * procentregeln (12 % at least).
 */
export const vacationTermsSchema = z.discriminatedUnion('rule', [
  z.object({
    rule: z.literal('sammaloneregeln'),
    paidDaysPerYear: z
      .number()
      .int()
      .min(25, { error: VACATION_DAYS_MESSAGE })
      .max(60, { error: VACATION_DAYS_MESSAGE }),
    supplementPercent: z
      .number()
      .min(0.43, { error: 'Semestertillägget ska vara minst 0,43 % enligt semesterlagen' })
      .max(100)
      .default(0.8),
  }),
  z.object({
    rule: z.literal('procentregeln'),
    paidDaysPerYear: z
      .number()
      .int()
      .min(25, { error: VACATION_DAYS_MESSAGE })
      .max(60, { error: VACATION_DAYS_MESSAGE }),
    percent: z
      .number()
      .min(12, { error: VACATION_PERCENT_MESSAGE })
      .max(100, { error: VACATION_PERCENT_MESSAGE }),
  }),
]);
export type VacationTerms = z.infer<typeof vacationTermsSchema>;

/**
 * Sanity caps on a salary, far above any real one but far below what a bigint holds: a typo of a
 * few extra zeros is refused instead of reaching payroll. A row alone has the monthly cap; an
 * hourly employment's rows also get the hourly one (checkEmploymentRules).
 */
export const MAX_MONTHLY_SALARY_ORE = 1_000_000_000;
export const MAX_HOURLY_WAGE_ORE = 10_000_000;
export const MONTHLY_SALARY_TOO_HIGH_MESSAGE = 'Månadslönen får vara högst 10\u00a0000\u00a0000 kr';
export const HOURLY_WAGE_TOO_HIGH_MESSAGE = 'Timlönen får vara högst 100\u00a0000 kr';

export const salaryRowSchema = z.object({
  validFrom: employmentDateSchema,
  validTo: employmentDateSchema.nullish().transform((value) => value ?? null),
  amountOre: z
    .number()
    .int()
    .min(0, { error: NEGATIVE_AMOUNT_MESSAGE })
    .max(MAX_MONTHLY_SALARY_ORE, { error: MONTHLY_SALARY_TOO_HIGH_MESSAGE }),
});
export type SalaryRowInput = z.input<typeof salaryRowSchema>;

const optionalReference = (message: string) =>
  z
    .string()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isUuid(value), { error: message });

const employmentFields = {
  startDate: employmentDateSchema,
  endDate: employmentDateSchema.nullish().transform((value) => value ?? null),
  employmentType: z.enum(EMPLOYMENT_TYPES, { error: EMPLOYMENT_TYPE_MESSAGE }),
  position: z
    .string({ error: POSITION_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: POSITION_REQUIRED_MESSAGE })
    .max(200, { error: TEXT_TOO_LONG_MESSAGE }),
  // References to the company's own workplaces and dimension objects (settings, issue 16); the
  // server checks that they are the employer's, and active when newly chosen.
  workplaceId: optionalReference(UNKNOWN_WORKPLACE_MESSAGE),
  costCentreId: optionalReference(UNKNOWN_OBJECT_MESSAGE),
  projectId: optionalReference(UNKNOWN_OBJECT_MESSAGE),
  dimensions: z.record(z.string().max(50), z.string().max(200)).default({}),
  managerRoleId: z
    .string()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || isUuid(value), { error: INVALID_MANAGER_MESSAGE }),
  employmentRate: z
    .number({ error: EMPLOYMENT_RATE_MESSAGE })
    .min(1, { error: EMPLOYMENT_RATE_MESSAGE })
    .max(100, { error: EMPLOYMENT_RATE_MESSAGE })
    .default(100),
  weeklyHours: z
    .number({ error: WEEKLY_HOURS_MESSAGE })
    .min(0, { error: WEEKLY_HOURS_MESSAGE })
    .max(168, { error: WEEKLY_HOURS_MESSAGE })
    .default(40),
  // Hours per weekday, Monday first.
  schedule: z
    .array(z.number().min(0, { error: SCHEDULE_MESSAGE }).max(24, { error: SCHEDULE_MESSAGE }))
    .length(7, { error: SCHEDULE_MESSAGE })
    .default([8, 8, 8, 8, 8, 0, 0]),
  salaryForm: z.enum(SALARY_FORMS, { error: SALARY_FORM_MESSAGE }),
  salaryRows: z.array(salaryRowSchema).min(1, { error: SALARY_ROWS_REQUIRED_MESSAGE }).max(200),
  vacation: vacationTermsSchema.default({
    rule: 'sammaloneregeln',
    paidDaysPerYear: 25,
    supplementPercent: 0.8,
  }),
  pension: z
    .object({
      plan: z.enum(PENSION_PLANS),
      percent: z
        .number()
        .min(0, { error: PERCENT_MESSAGE })
        .max(100, { error: PERCENT_MESSAGE })
        .nullish()
        .transform((value) => value ?? null),
    })
    .default({ plan: 'none', percent: null }),
  groups: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
};

type EmploymentShape = {
  startDate: string;
  endDate: string | null;
  employmentType: (typeof EMPLOYMENT_TYPES)[number];
  salaryForm: (typeof SALARY_FORMS)[number];
  salaryRows: { validFrom: string; validTo: string | null; amountOre: number }[];
};

/** Rules across fields: end after start, fixed term has an end, salary rows inside and not overlapping. */
export function checkEmploymentRules(value: EmploymentShape, context: z.RefinementCtx): void {
  if (value.endDate && value.endDate < value.startDate) {
    context.addIssue({ code: 'custom', path: ['endDate'], message: END_BEFORE_START_MESSAGE });
  }
  if (value.employmentType === 'fixed-term' && !value.endDate) {
    context.addIssue({ code: 'custom', path: ['endDate'], message: FIXED_TERM_NEEDS_END_MESSAGE });
  }
  value.salaryRows.forEach((row, index) => {
    if (value.salaryForm === 'hourly' && row.amountOre > MAX_HOURLY_WAGE_ORE) {
      context.addIssue({
        code: 'custom',
        path: ['salaryRows', index, 'amountOre'],
        message: HOURLY_WAGE_TOO_HIGH_MESSAGE,
      });
    }
    if (row.validFrom < value.startDate) {
      context.addIssue({
        code: 'custom',
        path: ['salaryRows', index, 'validFrom'],
        message: SALARY_ROW_BEFORE_START_MESSAGE,
      });
    }
  });
  for (const [key, messages] of Object.entries(checkSalaryRows(value.salaryRows))) {
    const [index, field] = key.split('.');
    for (const message of messages) {
      context.addIssue({ code: 'custom', path: ['salaryRows', Number(index), field!], message });
    }
  }
}

export const employmentSchema = z.object(employmentFields).superRefine(checkEmploymentRules);
export type EmploymentInput = z.input<typeof employmentSchema>;
export type Employment = z.output<typeof employmentSchema>;

/** PUT /employments/{id}: the whole employment again, with the version the client read. */
export const employmentUpdateSchema = z
  .object({ ...employmentFields, version: z.number({ error: VERSION_REQUIRED_MESSAGE }).int().min(1) })
  .superRefine(checkEmploymentRules);
export type EmploymentUpdateInput = z.input<typeof employmentUpdateSchema>;

/** POST …/salary-rows: one new row (a raise) on an employment. */
export const addSalaryRowSchema = salaryRowSchema.extend({
  version: z.number({ error: VERSION_REQUIRED_MESSAGE }).int().min(1),
});

export const terminateSchema = z.object({
  version: z.number({ error: VERSION_REQUIRED_MESSAGE }).int().min(1),
  endDate: employmentDateSchema,
  reason: z.enum(TERMINATION_REASONS, { error: TERMINATION_REASON_MESSAGE }),
  note: z
    .string()
    .trim()
    .max(1000)
    .nullish()
    .transform((value) => value || null),
});
export type TerminateInput = z.input<typeof terminateSchema>;

export const versionOnlySchema = z.object({
  version: z.number({ error: VERSION_REQUIRED_MESSAGE }).int().min(1),
});

const daysSchema = z.number().min(-400).max(400).multipleOf(0.01);
const ore = z.number().int();

/** Balances carried over from another payroll system, as of a date. */
export const openingBalancesSchema = z.object({
  version: z.number({ error: VERSION_REQUIRED_MESSAGE }).int().min(1),
  asOf: dateOnlySchema,
  vacation: z.object({
    savedDays: daysSchema.min(0),
    paidDays: daysSchema.min(0),
    advanceDays: daysSchema.min(0),
  }),
  yearToDate: z.object({
    grossOre: ore.min(0, { error: NEGATIVE_AMOUNT_MESSAGE }),
    taxOre: ore.min(0, { error: NEGATIVE_AMOUNT_MESSAGE }),
    benefitsOre: ore.min(0, { error: NEGATIVE_AMOUNT_MESSAGE }),
  }),
});
export type OpeningBalancesInput = z.input<typeof openingBalancesSchema>;

import { z } from 'zod';
import { EMPLOYMENT_TYPES, PENSION_PLANS, SALARY_FORMS } from '../../employees/employment-schema.ts';

/*
 * What the employee routes send, shared by several endpoints' responses. These describe stored
 * values and carry no input rules (a row saved under older rules must still be answered), and a
 * field the caller's role may not read (EMPLOYEE_VISIBILITY, EMPLOYMENT_VISIBILITY) is optional:
 * the server leaves it out.
 */

export const employerParams = z.object({ employerId: z.string() });
export const employeeParams = employerParams.extend({ employeeId: z.uuid() });
export const employmentParams = employeeParams.extend({ employmentId: z.uuid() });

const validity = { validFrom: z.string().nullish(), validTo: z.string().nullish() };

/** The tax settings as stored (taxSettingsSchema checked them on the way in). */
export const taxSettingsView = z.discriminatedUnion('method', [
  z.object({ method: z.literal('table'), table: z.number(), column: z.number(), ...validity }),
  z.object({ method: z.literal('sink'), ...validity }),
  z.object({ method: z.literal('adjusted-percent'), percent: z.number(), ...validity }),
  z.object({ method: z.literal('adjusted-table'), table: z.number(), column: z.number(), ...validity }),
  z.object({ method: z.literal('adjusted-amount'), amountOre: z.number(), ...validity }),
  z.object({ method: z.literal('none'), ...validity }),
]);

export const openingBalancesView = z.object({
  asOf: z.string(),
  vacation: z.object({ savedDays: z.number(), paidDays: z.number(), advanceDays: z.number() }),
  yearToDate: z.object({ grossOre: z.number(), taxOre: z.number(), benefitsOre: z.number() }),
});

/** One employee, with the fields the caller's role may read. */
export const employeeView = z.object({
  id: z.string(),
  version: z.number(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  personnummer: z.string().optional(),
  birthDate: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  streetAddress: z.string().nullable().optional(),
  postalCode: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  clearingNumber: z.string().nullable().optional(),
  accountNumber: z.string().nullable().optional(),
  tax: taxSettingsView.optional(),
  growthSupport: z.boolean().optional(),
  customFields: z.record(z.string(), z.string()).optional(),
  openingBalances: openingBalancesView.nullable().optional(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Which of the fields above the caller may change. */
  editableFields: z.array(z.string()),
});

export const salaryRowView = z.object({
  id: z.string(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  amountOre: z.number(),
});

export const vacationTermsView = z.discriminatedUnion('rule', [
  z.object({
    rule: z.literal('sammaloneregeln'),
    paidDaysPerYear: z.number(),
    supplementPercent: z.number(),
  }),
  z.object({ rule: z.literal('procentregeln'), paidDaysPerYear: z.number(), percent: z.number() }),
]);

export const pensionView = z.object({ plan: z.enum(PENSION_PLANS), percent: z.number().nullable() });

/** One employment; pension and salary rows only for roles that may read them. */
export const employmentView = z.object({
  id: z.string(),
  employeeId: z.string(),
  version: z.number(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  endReason: z.string().nullable(),
  endNote: z.string().nullable(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  position: z.string(),
  workplaceId: z.string().nullable(),
  /** The workplace's name, read-only: `workplaceId` is what a change sends. */
  workplace: z.string().nullable(),
  costCentreId: z.string().nullable(),
  /** The cost centre's code, read-only: `costCentreId` is what a change sends. */
  costCentre: z.string().nullable(),
  projectId: z.string().nullable(),
  dimensions: z.record(z.string(), z.string()),
  managerRoleId: z.string().nullable(),
  employmentRate: z.number(),
  weeklyHours: z.number(),
  schedule: z.array(z.number()),
  salaryForm: z.enum(SALARY_FORMS),
  vacation: vacationTermsView,
  pension: pensionView.optional(),
  groups: z.array(z.string()),
  salaryRows: z.array(salaryRowView).optional(),
});

import { z } from 'zod';
import { versionOnlySchema } from '../../employees/employment-schema.ts';
import { SALARY_TYPE_KINDS, SALARY_TYPE_UNITS } from '../../salary-types/salary-type-enums.ts';
import {
  accountNumberSchema,
  salaryTypeNameSchema,
  salaryTypeTreatmentSchema,
  validFromSchema,
} from '../../salary-types/salary-type-schema.ts';
import { employerParams } from '../employees/employee-shapes.ts';

export const salaryTypesParams = employerParams;
export const salaryTypeParams = employerParams.extend({ salaryTypeId: z.uuid() });

export const salaryTypeVersionView = z.object({
  validFrom: z.string(),
  treatment: salaryTypeTreatmentSchema,
});

/** A salary type of the company with the version in force on the day asked for (null: not yet). */
export const salaryTypeView = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(SALARY_TYPE_KINDS),
  unit: z.enum(SALARY_TYPE_UNITS),
  debitAccount: z.string().nullable(),
  creditAccount: z.string().nullable(),
  reportable: z.boolean(),
  active: z.boolean(),
  isStandard: z.boolean(),
  version: z.number(),
  current: salaryTypeVersionView.nullable(),
  /** The start of the latest version: a new version must start after it. */
  latestValidFrom: z.string(),
});
export type SalaryTypeView = z.output<typeof salaryTypeView>;

/** One type with every version of its treatment, oldest first. */
export const salaryTypeDetailView = salaryTypeView.extend({ versions: z.array(salaryTypeVersionView) });
export type SalaryTypeDetailView = z.output<typeof salaryTypeDetailView>;

/** What may change in place (audited): the name, the accounts, whether employees report it, active. */
export const salaryTypeEditBody = z
  .object({
    name: salaryTypeNameSchema,
    debitAccount: accountNumberSchema,
    creditAccount: accountNumberSchema,
    reportable: z.boolean(),
    active: z.boolean(),
  })
  .extend(versionOnlySchema.shape);
export type SalaryTypeEdit = z.output<typeof salaryTypeEditBody>;

/** A new treatment from a date after the latest version's start. */
export const salaryTypeVersionBody = z
  .object({ validFrom: validFromSchema, treatment: salaryTypeTreatmentSchema })
  .extend(versionOnlySchema.shape);
export type SalaryTypeVersionInput = z.output<typeof salaryTypeVersionBody>;

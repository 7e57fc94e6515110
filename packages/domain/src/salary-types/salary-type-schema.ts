import { z } from 'zod';
import { INVALID_ACCOUNT_NUMBER_MESSAGE, isAccountNumber } from '../accounting/bas-accounts.ts';
import { isDateOnly } from '../time/date-shapes.ts';
import {
  AGI_BOX_LABELS,
  AGI_BOXES,
  AGI_HOUSING_FLAGS,
  type AgiBox,
  SALARY_TYPE_EFFECT_LABELS,
  SALARY_TYPE_EFFECTS,
  SALARY_TYPE_KIND_LABELS,
  SALARY_TYPE_KINDS,
  SALARY_TYPE_UNITS,
  type SalaryTypeEffect,
  type SalaryTypeKind,
  TAX_TREATMENT_LABELS,
  TAX_TREATMENTS,
  type TaxTreatment,
} from './salary-type-enums.ts';
import { rateRuleSchema } from './salary-type-rate.ts';

export const SALARY_TYPE_CODE_MESSAGE = 'Koden ska vara 1–6 siffror';
export const SALARY_TYPE_CODE_TAKEN_MESSAGE = 'Koden används redan av en annan löneart';
export const SALARY_TYPE_NAME_MESSAGE = 'Namn krävs, högst 80 tecken';
export const SALARY_TYPE_KIND_MESSAGE = 'Välj typ av löneart';
export const SALARY_TYPE_UNIT_MESSAGE = 'Välj enhet';
export const ACCOUNT_REQUIRED_MESSAGE = 'Konto krävs';
export const INFORMATION_HAS_NO_ACCOUNT_MESSAGE = 'En informationsrad bokförs inte: lämna kontot tomt';
export const HOUSING_FLAG_MESSAGE = 'Kryss för bostadsförmån hör bara till en förmån i ruta 012';
export const VALID_FROM_MESSAGE = 'Ogiltigt datum';

export const salaryTypeCodeSchema = z
  .string({ error: SALARY_TYPE_CODE_MESSAGE })
  .trim()
  .regex(/^\d{1,6}$/, { error: SALARY_TYPE_CODE_MESSAGE });

export const salaryTypeNameSchema = z
  .string({ error: SALARY_TYPE_NAME_MESSAGE })
  .trim()
  .min(1, { error: SALARY_TYPE_NAME_MESSAGE })
  .max(80, { error: SALARY_TYPE_NAME_MESSAGE });

/** A BAS account (four digits, class 1–8) or none; whether one is required depends on the kind. */
export const accountNumberSchema = z
  .string({ error: INVALID_ACCOUNT_NUMBER_MESSAGE })
  .trim()
  .refine(isAccountNumber, { error: INVALID_ACCOUNT_NUMBER_MESSAGE })
  .nullable();

export const validFromSchema = z
  .string({ error: VALID_FROM_MESSAGE })
  .refine(isDateOnly, { error: VALID_FROM_MESSAGE });

/**
 * The fields that decide how a line is taxed, reported and earns vacation and pension. They never
 * change in place: a completed payroll used them, so a change is a new version from a later date.
 */
export const salaryTypeTreatmentSchema = z.object({
  effect: z.enum(SALARY_TYPE_EFFECTS),
  tax: z.enum(TAX_TREATMENTS),
  contributionBase: z.boolean(),
  vacationEarning: z.boolean(),
  pensionEarning: z.boolean(),
  agiBox: z.enum(AGI_BOXES).nullable(),
  agiHousingFlag: z.enum(AGI_HOUSING_FLAGS).nullable(),
  rateRule: rateRuleSchema,
});
export type SalaryTypeTreatment = z.output<typeof salaryTypeTreatmentSchema>;

type KindRule = {
  effect: SalaryTypeEffect;
  taxes: readonly TaxTreatment[];
  /** The one value the kind allows. */
  contributionBase: boolean;
  /** False: the kind can never be vacation- or pension-earning; true: either is allowed. */
  mayEarn: boolean;
  agiBoxes: readonly (AgiBox | null)[];
  accounts: 'required' | 'none';
};

/**
 * What each kind allows, and why:
 * - an earning is cash pay: taxed (table or engångsskatt, §9.6), in the contribution base and
 *   reported in 011 (§3.3); a taxable per diem or mileage excess is such pay too (§9.5);
 * - an absence deduction lowers the same pay, so it follows the earning, by table only;
 * - a benefit is taxed and in the base but never paid: it adds to the taxable amount, not to
 *   the net, and goes in 012, 013 or 018 (§9.4);
 * - a tax-free allowance is paid untaxed outside the base; only its flag is reported (050
 *   bilersättning, 051 traktamente, §9.5), or nothing;
 * - a reimbursement of an outlay is the employee's own money back: untaxed, unreported;
 * - a net deduction is taken after tax, so it is neither taxed nor in the base; the fuel an
 *   employee pays for goes in 098 and an extra tax withholding in 001 (§3.3);
 * - information moves no money and is neither booked nor reported.
 */
export const KIND_RULES: Record<SalaryTypeKind, KindRule> = {
  earning: {
    effect: 'adds-to-gross',
    taxes: ['table', 'one-off'],
    contributionBase: true,
    mayEarn: true,
    agiBoxes: ['011'],
    accounts: 'required',
  },
  'absence-deduction': {
    effect: 'reduces-gross',
    taxes: ['table'],
    contributionBase: true,
    mayEarn: true,
    agiBoxes: ['011'],
    accounts: 'required',
  },
  benefit: {
    effect: 'adds-to-taxable',
    taxes: ['table'],
    contributionBase: true,
    mayEarn: true,
    agiBoxes: ['012', '013', '018'],
    accounts: 'required',
  },
  'tax-free-allowance': {
    effect: 'adds-to-net',
    taxes: ['none'],
    contributionBase: false,
    mayEarn: false,
    agiBoxes: ['050', '051', null],
    accounts: 'required',
  },
  reimbursement: {
    effect: 'adds-to-net',
    taxes: ['none'],
    contributionBase: false,
    mayEarn: false,
    agiBoxes: [null],
    accounts: 'required',
  },
  'net-deduction': {
    effect: 'reduces-net',
    taxes: ['none'],
    contributionBase: false,
    mayEarn: false,
    agiBoxes: [null, '098', '001'],
    accounts: 'required',
  },
  information: {
    effect: 'none',
    taxes: ['none'],
    contributionBase: false,
    mayEarn: false,
    agiBoxes: [null],
    accounts: 'none',
  },
};

export type RuleIssue = { path: string[]; message: string };

const orList = (items: readonly string[]) => items.join(' eller ');

/** Every way a treatment breaks its kind's rules, with the Swedish text for the field. */
export function checkTreatment(kind: SalaryTypeKind, treatment: SalaryTypeTreatment): RuleIssue[] {
  const rule = KIND_RULES[kind];
  const label = SALARY_TYPE_KIND_LABELS[kind];
  const issues: RuleIssue[] = [];
  const add = (field: string, message: string) => issues.push({ path: ['treatment', field], message });
  if (treatment.effect !== rule.effect) {
    add('effect', `${label}: ${SALARY_TYPE_EFFECT_LABELS[rule.effect].toLowerCase()}`);
  }
  if (!rule.taxes.includes(treatment.tax)) {
    add('tax', `${label} ska ha ${orList(rule.taxes.map((tax) => TAX_TREATMENT_LABELS[tax].toLowerCase()))}`);
  }
  if (treatment.contributionBase !== rule.contributionBase) {
    add(
      'contributionBase',
      rule.contributionBase
        ? `${label} ingår i underlaget för arbetsgivaravgifter`
        : `${label} ingår inte i underlaget för arbetsgivaravgifter`,
    );
  }
  if (!rule.mayEarn && treatment.vacationEarning)
    add('vacationEarning', `${label} är inte semesterlönegrundande`);
  if (!rule.mayEarn && treatment.pensionEarning) add('pensionEarning', `${label} är inte pensionsgrundande`);
  if (!rule.agiBoxes.includes(treatment.agiBox)) {
    const boxes = rule.agiBoxes
      .filter((box): box is AgiBox => box !== null)
      .map((box) => AGI_BOX_LABELS[box]);
    add(
      'agiBox',
      boxes.length === 0
        ? `${label} redovisas inte i arbetsgivardeklarationen`
        : `${label} redovisas i ${orList(boxes)}${rule.agiBoxes.includes(null) ? ' eller inte alls' : ''}`,
    );
  }
  if (treatment.agiHousingFlag !== null && !(kind === 'benefit' && treatment.agiBox === '012')) {
    add('agiHousingFlag', HOUSING_FLAG_MESSAGE);
  }
  return issues;
}

export type SalaryTypeAccounts = { debitAccount: string | null; creditAccount: string | null };

export function checkAccounts(kind: SalaryTypeKind, accounts: SalaryTypeAccounts): RuleIssue[] {
  const issues: RuleIssue[] = [];
  for (const field of ['debitAccount', 'creditAccount'] as const) {
    const value = accounts[field];
    if (KIND_RULES[kind].accounts === 'required' && value === null) {
      issues.push({ path: [field], message: ACCOUNT_REQUIRED_MESSAGE });
    }
    if (KIND_RULES[kind].accounts === 'none' && value !== null) {
      issues.push({ path: [field], message: INFORMATION_HAS_NO_ACCOUNT_MESSAGE });
    }
  }
  return issues;
}

function addIssues(context: z.RefinementCtx, issues: RuleIssue[]): void {
  for (const issue of issues) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
}

const salaryTypeFields = {
  code: salaryTypeCodeSchema,
  name: salaryTypeNameSchema,
  kind: z.enum(SALARY_TYPE_KINDS, { error: SALARY_TYPE_KIND_MESSAGE }),
  unit: z.enum(SALARY_TYPE_UNITS, { error: SALARY_TYPE_UNIT_MESSAGE }),
  debitAccount: accountNumberSchema,
  creditAccount: accountNumberSchema,
  /** Employees may report it themselves as an event (time, absence, travel, outlays). */
  reportable: z.boolean(),
};

/** A company's own salary type as created: its first version applies from `validFrom`. */
export const salaryTypeCreateSchema = z
  .object({ ...salaryTypeFields, validFrom: validFromSchema, treatment: salaryTypeTreatmentSchema })
  .superRefine((value, context) => {
    addIssues(context, checkTreatment(value.kind, value.treatment));
    addIssues(context, checkAccounts(value.kind, value));
  });
export type SalaryTypeCreate = z.output<typeof salaryTypeCreateSchema>;
export type SalaryTypeCreateInput = z.input<typeof salaryTypeCreateSchema>;

/** One dated version of a type's treatment. */
export type SalaryTypeVersion = { validFrom: string; treatment: SalaryTypeTreatment };

/** A salary type of a company, with every version of its treatment. */
export type SalaryType = {
  code: string;
  name: string;
  kind: SalaryTypeKind;
  unit: (typeof SALARY_TYPE_UNITS)[number];
  debitAccount: string | null;
  creditAccount: string | null;
  reportable: boolean;
  active: boolean;
  /** From the standard catalogue: may be renamed and deactivated, never deleted. */
  isStandard: boolean;
  versions: SalaryTypeVersion[];
};

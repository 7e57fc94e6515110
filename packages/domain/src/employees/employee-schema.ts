import { z } from 'zod';
import type { PrivilegeId } from '../privileges/catalogue.ts';
import { toDateOnly } from '../time/calendar-date.ts';
import { INVALID_BANK_ACCOUNT_MESSAGE, parseBankAccount } from '../validation/bank-account.ts';
import { INVALID_EMAIL_MESSAGE, isRoughEmail } from '../validation/email.ts';
import { INVALID_PERSONNUMMER_MESSAGE, normalizePersonnummer } from '../validation/personnummer.ts';
import { taxSettingsSchema } from './tax-settings.ts';

export const FIRST_NAME_REQUIRED_MESSAGE = 'Förnamn krävs';
export const LAST_NAME_REQUIRED_MESSAGE = 'Efternamn krävs';
export const INVALID_PHONE_MESSAGE = 'Ogiltigt telefonnummer';
export const INVALID_POSTAL_CODE_MESSAGE = 'Ogiltigt postnummer';
export const BANK_ACCOUNT_INCOMPLETE_MESSAGE = 'Ange både clearingnummer och kontonummer';
export const PERSONNUMMER_TAKEN_MESSAGE = 'Personnumret finns redan hos arbetsgivaren';
export const TEXT_TOO_LONG_MESSAGE = 'Högst 200 tecken';
export const VERSION_REQUIRED_MESSAGE = 'Version krävs';

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(200, { error: TEXT_TOO_LONG_MESSAGE });
const optionalText = z
  .string()
  .trim()
  .max(200, { error: TEXT_TOO_LONG_MESSAGE })
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * 10 or 12 digits, with `-`, `+` (100 or older) or nothing between; a valid date or samordningsnummer
 * day and check digit; stored as 12 digits (YYYYMMDDNNNC). The century of a 10-digit form is resolved
 * against today in Sweden when the value is parsed (on the server: when the request is read).
 */
export const personnummerSchema = z
  .string({ error: INVALID_PERSONNUMMER_MESSAGE })
  .trim()
  .transform((value, context) => {
    const long = normalizePersonnummer(value, toDateOnly(new Date()));
    if (!long) {
      context.addIssue({ code: 'custom', message: INVALID_PERSONNUMMER_MESSAGE });
      return z.NEVER;
    }
    return long;
  });

const emailSchema = z
  .string()
  .trim()
  .nullish()
  .transform((value, context) => {
    if (!value) return null;
    if (!isRoughEmail(value)) {
      context.addIssue({ code: 'custom', message: INVALID_EMAIL_MESSAGE });
      return z.NEVER;
    }
    return value.toLowerCase();
  });

// Swedish or international numbers: digits with spaces, hyphens, parentheses and a leading +.
const phoneSchema = z
  .string()
  .trim()
  .nullish()
  .transform((value, context) => {
    if (!value) return null;
    const digits = value.replace(/[\s()-]/g, '');
    if (!/^\+?\d{6,15}$/.test(digits)) {
      context.addIssue({ code: 'custom', message: INVALID_PHONE_MESSAGE });
      return z.NEVER;
    }
    return value;
  });

const postalCodeSchema = z
  .string()
  .trim()
  .nullish()
  .transform((value, context) => {
    if (!value) return null;
    const digits = value.replace(/\s/g, '');
    if (!/^\d{5}$/.test(digits)) {
      context.addIssue({ code: 'custom', message: INVALID_POSTAL_CODE_MESSAGE });
      return z.NEVER;
    }
    return `${digits.slice(0, 3)} ${digits.slice(3)}`;
  });

const digitsText = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value.replace(/[\s-]/g, '') : null));

const customFieldsSchema = z.record(z.string().max(100), z.string().max(1000));

const employeeFields = {
  firstName: requiredText(FIRST_NAME_REQUIRED_MESSAGE),
  lastName: requiredText(LAST_NAME_REQUIRED_MESSAGE),
  personnummer: personnummerSchema,
  email: emailSchema,
  phone: phoneSchema,
  streetAddress: optionalText,
  postalCode: postalCodeSchema,
  city: optionalText,
  clearingNumber: digitsText,
  accountNumber: digitsText,
  tax: taxSettingsSchema,
  growthSupport: z.boolean(),
  customFields: customFieldsSchema,
};

type BankFields = { clearingNumber?: string | null; accountNumber?: string | null };

/** Both or neither; when both, Bankgirot's rules (via `kontonummer`). */
function checkBankAccount(value: BankFields, context: z.RefinementCtx): void {
  const { clearingNumber, accountNumber } = value;
  if (clearingNumber === undefined && accountNumber === undefined) return;
  if (!clearingNumber && !accountNumber) return;
  if (!clearingNumber || !accountNumber) {
    const path = clearingNumber ? 'accountNumber' : 'clearingNumber';
    context.addIssue({ code: 'custom', path: [path], message: BANK_ACCOUNT_INCOMPLETE_MESSAGE });
    return;
  }
  if (!parseBankAccount(clearingNumber, accountNumber)) {
    context.addIssue({ code: 'custom', path: ['accountNumber'], message: INVALID_BANK_ACCOUNT_MESSAGE });
  }
}

/** POST /employees body (the employment can come along; see employment-schema.ts). */
export const employeeCreateSchema = z
  .object({
    ...employeeFields,
    email: employeeFields.email.default(null),
    phone: employeeFields.phone.default(null),
    tax: taxSettingsSchema.default({ method: 'table', table: 32, column: 1 }),
    growthSupport: z.boolean().default(false),
    customFields: customFieldsSchema.default({}),
  })
  .superRefine(checkBankAccount);

export type EmployeeCreateInput = z.input<typeof employeeCreateSchema>;
export type EmployeeCreate = z.output<typeof employeeCreateSchema>;

/**
 * PATCH /employees/{id} body: any subset of the fields plus the version the client read. A bank
 * account is changed as a pair (both fields), so that the pair is checked together.
 */
export const employeePatchSchema = z
  .object({
    version: z.number({ error: VERSION_REQUIRED_MESSAGE }).int().min(1),
    ...Object.fromEntries(Object.entries(employeeFields).map(([key, schema]) => [key, schema.optional()])),
  } as { version: z.ZodNumber } & {
    [K in keyof typeof employeeFields]: z.ZodOptional<(typeof employeeFields)[K]>;
  })
  .superRefine((value, context) => {
    const bank = value as BankFields;
    if ((bank.clearingNumber === undefined) !== (bank.accountNumber === undefined)) {
      const path = bank.clearingNumber === undefined ? 'clearingNumber' : 'accountNumber';
      context.addIssue({ code: 'custom', path: [path], message: BANK_ACCOUNT_INCOMPLETE_MESSAGE });
      return;
    }
    checkBankAccount(bank, context);
  });

export type EmployeePatchInput = z.input<typeof employeePatchSchema>;
export type EmployeePatch = z.output<typeof employeePatchSchema>;
export type EmployeeField = keyof typeof employeeFields;

/** Which privilege guards each field of the employee (read to see it, write to change it). */
export const EMPLOYEE_FIELD_PRIVILEGES: Record<EmployeeField | 'birthDate', PrivilegeId> = {
  firstName: 'Employee.PersonalData.Names',
  lastName: 'Employee.PersonalData.Names',
  personnummer: 'Employee.PersonalData.PersonalIdentityNumber',
  birthDate: 'Employee.PersonalData.BirthDate',
  email: 'Employee.PersonalData.Email',
  phone: 'Employee.PersonalData.Phone',
  streetAddress: 'Employee.PersonalData.HomeAddress',
  postalCode: 'Employee.PersonalData.HomeAddress',
  city: 'Employee.PersonalData.HomeAddress',
  clearingNumber: 'Employee.PersonalData.BankAccount',
  accountNumber: 'Employee.PersonalData.BankAccount',
  tax: 'Employee.PersonalData.TaxMethod',
  growthSupport: 'Employee.PersonalData.GrowthSupport',
  customFields: 'Employee.EmploymentSettings.DataFields',
};

/** The fields an employee may change about themselves, given the write privilege (issue 10). */
export const SELF_EDITABLE_FIELDS: readonly EmployeeField[] = [
  'email',
  'phone',
  'streetAddress',
  'postalCode',
  'city',
  'clearingNumber',
  'accountNumber',
];

export const TERMINATION_REASONS = [
  'resignation',
  'dismissal',
  'end-of-fixed-term',
  'retirement',
  'deceased',
  'other',
] as const;
export const TERMINATION_REASON_MESSAGE = 'Välj en orsak';

import { z } from 'zod';
import { toDateOnly } from '../time/calendar-date.ts';
import { isUuid, validatePublicKey } from '../validation/identifier.ts';
import {
  normalizeTypedOrganisationNumber,
  validateTypedOrganisationNumber,
} from '../validation/organisation-number.ts';
import { normalizePersonnummer, validatePersonnummer } from '../validation/personnummer.ts';
import { type AppEnv, DEMO_DATA_NOT_ALLOWED_MESSAGE, getDemoDataLimits, type Range } from './demo-data.ts';

/** The new-company form and POST /employer body, with the Swedish messages of spec §5. */

export const COMPANY_NAME_REQUIRED_MESSAGE = 'Företagsnamn krävs';
export const ORGANISATION_NUMBER_REQUIRED_MESSAGE = 'Organisationsnummer krävs';
export const FIRST_NAME_REQUIRED_MESSAGE = 'Förnamn krävs';
export const LAST_NAME_REQUIRED_MESSAGE = 'Efternamn krävs';
export const CUSTOMER_REQUIRED_MESSAGE = 'Välj en kund';
export const PACKAGING_REQUIRED_MESSAGE = 'Välj en paketering';
export const PERSONNUMMER_REQUIRED_MESSAGE = 'Personnummer krävs';

/** A company's name as Företagsuppgifter keeps it; a person's name as the employee register does. */
const COMPANY_NAME_MAX = 100;
const PERSON_NAME_MAX = 200;

function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Högst ${max} tecken` });
}

/** A choice from a select of ids: empty is no choice, anything but an id is none the server offered. */
function choiceSchema(message: string) {
  return z.string({ error: message }).trim().refine(isUuid, { error: message });
}

function rangeSchema(range: Range) {
  return z
    .number()
    .int()
    .min(range.min, { error: `Minst ${range.min}` })
    .max(range.max, { error: `Högst ${range.max}` })
    .default(range.default);
}

function demoDataSchema(appEnv: AppEnv) {
  const limits = getDemoDataLimits(appEnv);
  if (!limits) {
    return z
      .object({
        demo: z.literal(false, { error: DEMO_DATA_NOT_ALLOWED_MESSAGE }).default(false),
        extraEmployees: z.number().int().min(0).optional(),
        monthsBack: z.number().int().min(0).optional(),
      })
      .default({ demo: false });
  }
  return z
    .object({
      demo: z.boolean().default(false),
      extraEmployees: rangeSchema(limits.extraEmployees),
      monthsBack: rangeSchema(limits.monthsBack),
    })
    .default({
      demo: false,
      extraEmployees: limits.extraEmployees.default,
      monthsBack: limits.monthsBack.default,
    });
}

/** The schema for one APP_ENV (the sample-data limits differ; production refuses sample data). */
export function createNewCompanySchema(appEnv: AppEnv) {
  return (
    z
      .object({
        companyName: requiredText(COMPANY_NAME_REQUIRED_MESSAGE, COMPANY_NAME_MAX),
        orgNumber: z.string().trim().default(''),
        defaultAdmin: z.object({
          firstName: requiredText(FIRST_NAME_REQUIRED_MESSAGE, PERSON_NAME_MAX),
          lastName: requiredText(LAST_NAME_REQUIRED_MESSAGE, PERSON_NAME_MAX),
          personalIdentityNumber: z
            .string()
            .trim()
            .superRefine((value, context) => {
              // Empty is a missing field, not a wrong number.
              const message = value === '' ? PERSONNUMMER_REQUIRED_MESSAGE : validatePersonnummer(value);
              if (message) context.addIssue({ code: 'custom', message });
            })
            // Stored as 12 digits like an employee's, whichever form was typed (10 digits, -, + or none).
            .transform((value) => normalizePersonnummer(value, toDateOnly(new Date())) ?? value),
        }),
        demoData: demoDataSchema(appEnv),
        partnerPublicKey: z
          .string()
          .trim()
          .nullish()
          .superRefine((value, context) => {
            const message = validatePublicKey(value);
            if (message) context.addIssue({ code: 'custom', message });
          }),
        customerId: choiceSchema(CUSTOMER_REQUIRED_MESSAGE),
        packagingId: choiceSchema(PACKAGING_REQUIRED_MESSAGE),
      })
      .superRefine((company, context) => {
        // A test company needs no organisation number (the field is disabled); one given must still be valid.
        if (company.orgNumber === '') {
          if (!company.demoData.demo) {
            context.addIssue({
              code: 'custom',
              path: ['orgNumber'],
              message: ORGANISATION_NUMBER_REQUIRED_MESSAGE,
            });
          }
          return;
        }
        const message = validateTypedOrganisationNumber(company.orgNumber);
        if (message) context.addIssue({ code: 'custom', path: ['orgNumber'], message });
      })
      // Stored (and checked for uniqueness) in one form, whichever form was typed.
      .transform((company) =>
        company.orgNumber === ''
          ? company
          : {
              ...company,
              orgNumber: normalizeTypedOrganisationNumber(company.orgNumber) ?? company.orgNumber,
            },
      )
  );
}

export const newCompanySchema = createNewCompanySchema('development');
export type NewCompanyRequest = z.infer<typeof newCompanySchema>;
export type NewCompanyInput = z.input<typeof newCompanySchema>;

export const companyCreatedSchema = z.object({ adminRoleId: z.string(), employerId: z.string() });

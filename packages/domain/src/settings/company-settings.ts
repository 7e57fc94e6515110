import { z } from 'zod';
import { ROUGH_EMAIL_PATTERN } from '../validation/email.ts';

/*
 * Företagsuppgifter and Adress (issue 16), stored as two settings documents (docs/settings.md):
 * `company-info` (TenantManagement.CompanyInfo) and `company-address` (TenantManagement.Address).
 * The AGI contact limits are Skatteverket's for `Kontaktperson` in the AGI file (swedish-payroll.md
 * §3.2: Namn 1–50, Telefon 1–20, e-post 5–254 characters).
 */

export const COMPANY_NAME_REQUIRED_MESSAGE = 'Företagsnamn krävs';
export const COMPANY_NAME_TOO_LONG_MESSAGE = 'Högst 100 tecken';
export const CONTACT_NAME_REQUIRED_MESSAGE = 'Kontaktpersonens namn krävs';
export const CONTACT_NAME_TOO_LONG_MESSAGE = 'Högst 50 tecken (Skatteverkets gräns)';
export const CONTACT_PHONE_REQUIRED_MESSAGE = 'Telefonnummer krävs';
export const CONTACT_PHONE_MESSAGE = 'Ange ett telefonnummer med siffror, till exempel 08-123 456 78';
export const CONTACT_PHONE_TOO_LONG_MESSAGE = 'Högst 20 tecken (Skatteverkets gräns)';
export const CONTACT_EMAIL_MESSAGE = 'Ange en giltig e-postadress, till exempel lon@foretaget.se';
export const CONTACT_EMAIL_LENGTH_MESSAGE = 'E-postadressen ska ha 5–254 tecken (Skatteverkets gräns)';
export const STREET_ADDRESS_REQUIRED_MESSAGE = 'Utdelningsadress krävs';
export const POSTAL_CODE_MESSAGE = 'Postnumret ska ha fem siffror, till exempel 123 45';
export const CITY_REQUIRED_MESSAGE = 'Postort krävs';
export const TEXT_TOO_LONG_MESSAGE = 'Högst 50 tecken';
export const DECLARATION_DAY_MESSAGE = 'Välj när arbetsgivardeklarationen ska lämnas';

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

/** Digits with the separators people write (space, dash, parentheses, a leading +). */
const PHONE_PATTERN = /^\+?[\d\s()-]+$/;

export const agiContactSchema = z.object({
  name: requiredText(CONTACT_NAME_REQUIRED_MESSAGE, 50, CONTACT_NAME_TOO_LONG_MESSAGE),
  phone: requiredText(CONTACT_PHONE_REQUIRED_MESSAGE, 20, CONTACT_PHONE_TOO_LONG_MESSAGE).refine(
    (value) => PHONE_PATTERN.test(value) && /\d{5}/.test(value.replace(/\D/g, '')),
    { error: CONTACT_PHONE_MESSAGE },
  ),
  email: z
    .string({ error: CONTACT_EMAIL_MESSAGE })
    .trim()
    .superRefine((value, context) => {
      // One message at a time: the length first, as it is the rule Skatteverket's check names.
      if (value.length < 5 || value.length > 254)
        context.addIssue({ code: 'custom', message: CONTACT_EMAIL_LENGTH_MESSAGE });
      else if (!ROUGH_EMAIL_PATTERN.test(value))
        context.addIssue({ code: 'custom', message: CONTACT_EMAIL_MESSAGE });
    }),
});

/**
 * When the monthly AGI is due (swedish-payroll.md §3.1, Skatteverket's rättsliga vägledning):
 * - `twelfth`: the 12th of the month after payment (the 17th in January and August) for employers
 *   whose taxable turnover (beskattningsunderlag för moms) is at most 40 million kronor, or who have
 *   no VAT; most companies;
 * - `twentySixth`: the 26th for employers with a turnover above 40 million kronor; they still pay on
 *   the 12th (17th in January).
 */
export const AGI_DECLARATION_DAYS = ['twelfth', 'twentySixth'] as const;
export type AgiDeclarationDay = (typeof AGI_DECLARATION_DAYS)[number];

export const companyInfoSettingsSchema = z.object({
  /** Kept on the employer row; the document holds a copy so a rename bumps the version. */
  name: requiredText(COMPANY_NAME_REQUIRED_MESSAGE, 100, COMPANY_NAME_TOO_LONG_MESSAGE),
  agiContact: agiContactSchema,
  agiDeclarationDay: z.enum(AGI_DECLARATION_DAYS, { error: DECLARATION_DAY_MESSAGE }),
});
export type CompanyInfoSettings = z.output<typeof companyInfoSettingsSchema>;

/** Before the first save: nobody named yet (a save must name the contact), the common due date. */
export const COMPANY_INFO_DEFAULTS: CompanyInfoSettings = {
  name: '',
  agiContact: { name: '', phone: '', email: '' },
  agiDeclarationDay: 'twelfth',
};

/** Swedish postnummer: five digits, stored as "123 45" however it was typed. */
export const postalCodeSchema = z.string({ error: POSTAL_CODE_MESSAGE }).transform((value, context) => {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{5}$/.test(digits)) {
    context.addIssue({ code: 'custom', message: POSTAL_CODE_MESSAGE });
    return z.NEVER;
  }
  return formatPostalCode(digits);
});

/** "12345" → "123 45"; anything but five digits is left as it is. */
export function formatPostalCode(value: string): string {
  const digits = value.replace(/\s/g, '');
  return /^\d{5}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3)}` : value;
}

export const companyAddressSettingsSchema = z.object({
  /** c/o line, optional: empty when there is none. */
  careOf: z.string().trim().max(50, { error: TEXT_TOO_LONG_MESSAGE }).default(''),
  streetAddress: requiredText(STREET_ADDRESS_REQUIRED_MESSAGE, 50, TEXT_TOO_LONG_MESSAGE),
  postalCode: postalCodeSchema,
  city: requiredText(CITY_REQUIRED_MESSAGE, 50, TEXT_TOO_LONG_MESSAGE),
});
export type CompanyAddressSettings = z.output<typeof companyAddressSettingsSchema>;

export const COMPANY_ADDRESS_DEFAULTS: CompanyAddressSettings = {
  careOf: '',
  streetAddress: '',
  postalCode: '',
  city: '',
};

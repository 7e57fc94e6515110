import { z } from 'zod';

export const WORKPLACE_NAME_REQUIRED_MESSAGE = 'Namn krävs';
export const WORKPLACE_NAME_TOO_LONG_MESSAGE = 'Högst 100 tecken';
export const WORKPLACE_ADDRESS_REQUIRED_MESSAGE = 'Gatuadress krävs (AGI ruta 245)';
export const WORKPLACE_CITY_REQUIRED_MESSAGE = 'Ort krävs (AGI ruta 246)';
export const WORKPLACE_POSTAL_CODE_MESSAGE = 'Postnumret ska ha fem siffror, till exempel 111 22';
export const WORKPLACE_NUMBER_MESSAGE =
  'Arbetsställenumret har högst fem siffror, till exempel 00001: numret i SCB:s förteckning, inte CFAR-numret';
export const WORKPLACE_TEXT_TOO_LONG_MESSAGE = 'Högst 200 tecken';
export const WORKPLACE_NAME_TAKEN_MESSAGE = 'Företaget har redan ett arbetsställe med det namnet';
export const WORKPLACE_NUMBER_TAKEN_MESSAGE = 'Företaget har redan ett arbetsställe med det numret';
export const WORKPLACE_IN_USE_MESSAGE =
  'Arbetsstället kan inte arkiveras medan en pågående anställning hör till det. Flytta eller avsluta anställningarna först.';
export const UNKNOWN_WORKPLACE_MESSAGE = 'Arbetsstället finns inte hos företaget';
export const ARCHIVED_WORKPLACE_MESSAGE = 'Arbetsstället är arkiverat; välj ett annat';

const requiredText = (requiredMessage: string, max: number, tooLongMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: tooLongMessage });

/** Swedish postnummer: five digits, stored as "111 22" however it was typed. */
const postalCodeSchema = z.string({ error: WORKPLACE_POSTAL_CODE_MESSAGE }).transform((value, context) => {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{5}$/.test(digits)) {
    context.addIssue({ code: 'custom', message: WORKPLACE_POSTAL_CODE_MESSAGE });
    return z.NEVER;
  }
  return `${digits.slice(0, 3)} ${digits.slice(3)}`;
});

/**
 * Arbetsställenummer (AGI ruta 060): the number of the place of work in SCB's list for the employer,
 * five digits (SCB: "00001" when a system wants one, 99990–99999 for special cases), not the
 * 8-digit CFAR number. Optional: an employer with one workplace need not give it. Spaces and dashes
 * as people copy them are dropped, and a shorter number gets its leading zeros ("1" is "00001").
 */
const workplaceNumberSchema = z
  .string()
  .nullish()
  .transform((value, context) => {
    const digits = (value ?? '').replace(/[\s-]/g, '');
    if (digits === '') return null;
    if (!/^\d{1,5}$/.test(digits)) {
      context.addIssue({ code: 'custom', message: WORKPLACE_NUMBER_MESSAGE });
      return z.NEVER;
    }
    return digits.padStart(5, '0');
  });

/** An arbetsställe as an admin enters it: the AGI needs its street address and ort (rutor 245, 246). */
export const workplaceInputSchema = z.object({
  name: requiredText(WORKPLACE_NAME_REQUIRED_MESSAGE, 100, WORKPLACE_NAME_TOO_LONG_MESSAGE),
  streetAddress: requiredText(WORKPLACE_ADDRESS_REQUIRED_MESSAGE, 200, WORKPLACE_TEXT_TOO_LONG_MESSAGE),
  postalCode: postalCodeSchema,
  city: requiredText(WORKPLACE_CITY_REQUIRED_MESSAGE, 100, WORKPLACE_NAME_TOO_LONG_MESSAGE),
  workplaceNumber: workplaceNumberSchema,
});
export type WorkplaceInput = z.input<typeof workplaceInputSchema>;
export type Workplace = z.output<typeof workplaceInputSchema>;

/** Names are compared as an admin reads them: case, surrounding spaces and Unicode form ignored. */
export function normaliseWorkplaceName(name: string): string {
  return name.normalize('NFC').trim().toLocaleLowerCase('sv-SE');
}

/**
 * Whether the AGI needs an arbetsställenummer on each individuppgift: Skatteverket asks for ruta 060
 * when the employer has business at more than one workplace (docs/settings.md names the source).
 */
export function needsWorkplaceNumbers(activeWorkplaceCount: number): boolean {
  return activeWorkplaceCount > 1;
}

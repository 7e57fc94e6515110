import { z } from 'zod';

/**
 * The two dimensions a salary voucher is booked on, with their SIE numbers (#DIM 1 Kostnadsställe,
 * #DIM 6 Projekt are SIE 4's reserved dimension numbers).
 */
export const DIMENSIONS = ['cost-centre', 'project'] as const;
export type Dimension = (typeof DIMENSIONS)[number];
export const SIE_DIMENSION_NUMBERS: Readonly<Record<Dimension, number>> = { 'cost-centre': 1, project: 6 };
export const DIMENSION_LABELS: Readonly<Record<Dimension, string>> = {
  'cost-centre': 'Kostnadsställe',
  project: 'Projekt',
};

export const OBJECT_CODE_REQUIRED_MESSAGE = 'Kod krävs';
export const OBJECT_CODE_TOO_LONG_MESSAGE = 'Koden får ha högst 20 tecken';
export const OBJECT_CODE_CHARACTERS_MESSAGE = 'Koden får inte innehålla citattecken eller tabbar';
export const OBJECT_NAME_REQUIRED_MESSAGE = 'Namn krävs';
export const OBJECT_NAME_TOO_LONG_MESSAGE = 'Högst 100 tecken';
export const OBJECT_CODE_TAKEN_MESSAGE = 'Koden finns redan i dimensionen';
export const OBJECT_IN_USE_MESSAGE =
  'Objektet används av en anställning och kan inte tas bort; inaktivera det i stället.';
export const UNKNOWN_OBJECT_MESSAGE = 'Objektet finns inte hos företaget';
export const INACTIVE_OBJECT_MESSAGE = 'Objektet är inaktiverat; välj ett annat';

export const MAX_OBJECT_CODE_LENGTH = 20;

/**
 * An object of a dimension (a cost centre or a project). Its code goes into SIE files as
 * `#OBJEKT 1 "100" "Kontoret"`, so quotes and tabs, which would break the line, are refused.
 */
export const dimensionObjectInputSchema = z.object({
  code: z
    .string({ error: OBJECT_CODE_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: OBJECT_CODE_REQUIRED_MESSAGE })
    .max(MAX_OBJECT_CODE_LENGTH, { error: OBJECT_CODE_TOO_LONG_MESSAGE })
    .refine((code) => !/["\t\r\n]/.test(code), { error: OBJECT_CODE_CHARACTERS_MESSAGE }),
  name: z
    .string({ error: OBJECT_NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: OBJECT_NAME_REQUIRED_MESSAGE })
    .max(100, { error: OBJECT_NAME_TOO_LONG_MESSAGE }),
  active: z.boolean().default(true),
});
export type DimensionObjectInput = z.input<typeof dimensionObjectInputSchema>;
export type DimensionObject = z.output<typeof dimensionObjectInputSchema>;

/** Codes are unique per dimension regardless of case: "p1" and "P1" would be one object in a ledger. */
export function normaliseObjectCode(code: string): string {
  return code.normalize('NFC').trim().toLocaleUpperCase('sv-SE');
}

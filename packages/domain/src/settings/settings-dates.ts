import { z } from 'zod';
import { isDateOnly } from '../time/date-shapes.ts';
import { UUID_PATTERN } from '../validation/identifier.ts';

/** Settings dates (company days off, effective dates): a mistyped year (0205, 2205) is refused. */
export const EARLIEST_SETTINGS_DATE = '1900-01-01';
export const LATEST_SETTINGS_DATE = '2100-12-31';
export const SETTINGS_DATE_MESSAGE = 'Ange ett datum (ÅÅÅÅ-MM-DD)';
export const SETTINGS_DATE_RANGE_MESSAGE = 'Datumet ska ligga mellan 1900-01-01 och 2100-12-31';

export const settingsDateSchema = z.string({ error: SETTINGS_DATE_MESSAGE }).superRefine((value, context) => {
  if (!isDateOnly(value)) context.addIssue({ code: 'custom', message: SETTINGS_DATE_MESSAGE });
  else if (value < EARLIEST_SETTINGS_DATE || value > LATEST_SETTINGS_DATE)
    context.addIssue({ code: 'custom', message: SETTINGS_DATE_RANGE_MESSAGE });
});

/** A trimmed name of 1–`max` characters, with the field's own Swedish messages. */
export function settingsNameSchema(requiredMessage: string, max: number) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: `Högst ${max} tecken` });
}

/** Ids of rows in a settings document (groups, fields) that other records will refer to. */
export const settingsRowIdSchema = z.string().regex(UUID_PATTERN, { error: 'Ogiltigt id' });

/** A number field with one Swedish message for anything outside `min`–`max` or not a number. */
export function boundedNumberSchema(min: number, max: number, message: string, isInteger = false) {
  const number = z.number({ error: message }).min(min, { error: message }).max(max, { error: message });
  return isInteger ? number.int({ error: message }) : number;
}

import { z } from 'zod';
import type { TaxAdjustment } from '../payroll/other-withholding.ts';
import { TAX_COLUMNS, TAX_TABLE_NUMBERS } from '../payroll/tax-table.ts';
import type { TaxColumn } from '../payroll/tax-year-parameters.ts';
import { isDateOnly } from '../time/date-shapes.ts';

export const TAX_TABLE_MESSAGE = 'Skattetabell ska vara 29–42';
export const TAX_COLUMN_MESSAGE = 'Kolumn ska vara 1–6';
export const PERCENT_RANGE_MESSAGE = 'Procent ska vara 0–100';
export const NEGATIVE_AMOUNT_MESSAGE = 'Beloppet får inte vara negativt';
export const INVALID_DATE_MESSAGE = 'Ogiltigt datum';
export const DECISION_END_BEFORE_START_MESSAGE = 'Slutdatum får inte vara före startdatum';

export const dateOnlySchema = z
  .string({ error: INVALID_DATE_MESSAGE })
  .refine(isDateOnly, { error: INVALID_DATE_MESSAGE });

const tableSchema = z
  .number({ error: TAX_TABLE_MESSAGE })
  .int({ error: TAX_TABLE_MESSAGE })
  .refine((value) => TAX_TABLE_NUMBERS.includes(value), { error: TAX_TABLE_MESSAGE });
const columnSchema = z
  .number({ error: TAX_COLUMN_MESSAGE })
  .int({ error: TAX_COLUMN_MESSAGE })
  .refine((value) => (TAX_COLUMNS as readonly number[]).includes(value), { error: TAX_COLUMN_MESSAGE });
const oreSchema = z.number().int().min(0, { error: NEGATIVE_AMOUNT_MESSAGE });

// The decision's validity (jämkning and SINK decisions are given for a period).
const validity = {
  validFrom: dateOnlySchema.nullish(),
  validTo: dateOnlySchema.nullish(),
};

/**
 * How preliminary tax is withheld, in the shape the payroll engine (`payroll/`) takes:
 * the general tables (29–42, column 1–6), SINK, jämkning as a percentage, another table/column
 * or a fixed amount per month, or no withholding at all.
 */
export const taxSettingsSchema = z
  .discriminatedUnion('method', [
    z.object({ method: z.literal('table'), table: tableSchema, column: columnSchema, ...validity }),
    z.object({ method: z.literal('sink'), ...validity }),
    z.object({
      method: z.literal('adjusted-percent'),
      percent: z.number().min(0, { error: PERCENT_RANGE_MESSAGE }).max(100, { error: PERCENT_RANGE_MESSAGE }),
      ...validity,
    }),
    z.object({ method: z.literal('adjusted-table'), table: tableSchema, column: columnSchema, ...validity }),
    z.object({ method: z.literal('adjusted-amount'), amountOre: oreSchema, ...validity }),
    z.object({ method: z.literal('none'), ...validity }),
  ])
  .superRefine((value, context) => {
    if (value.validFrom && value.validTo && value.validTo < value.validFrom) {
      context.addIssue({ code: 'custom', path: ['validTo'], message: DECISION_END_BEFORE_START_MESSAGE });
    }
  });

export type TaxSettings = z.infer<typeof taxSettingsSchema>;

/** What the engine needs for a monthly salary payment on `date`, from the stored settings. */
export type WithholdingMethod =
  | { kind: 'table'; table: number; column: TaxColumn }
  | { kind: 'adjusted'; adjustment: TaxAdjustment }
  | { kind: 'sink' }
  | { kind: 'fixed-amount'; amountOre: number }
  | { kind: 'none' };

/**
 * Maps the settings to the engine's inputs on a date (`adjustedWithholding`, `sinkWithholding`,
 * `withholding`). Outside the decision's validity the ordinary `fallback` table applies; without
 * one the result is undefined and the caller applies its rule for an unknown table (30 %).
 */
export function toWithholdingMethod(
  settings: TaxSettings,
  date: string,
  fallback?: { table: number; column: TaxColumn },
): WithholdingMethod | undefined {
  const isInForce =
    (!settings.validFrom || settings.validFrom <= date) && (!settings.validTo || date <= settings.validTo);
  if (!isInForce) return fallback ? { kind: 'table', ...fallback } : undefined;
  switch (settings.method) {
    case 'table':
      return { kind: 'table', table: settings.table, column: settings.column as TaxColumn };
    case 'sink':
      return { kind: 'sink' };
    case 'none':
      return { kind: 'none' };
    case 'adjusted-amount':
      return { kind: 'fixed-amount', amountOre: settings.amountOre };
    case 'adjusted-percent':
      return { kind: 'adjusted', adjustment: { kind: 'percent', percent: settings.percent } };
    case 'adjusted-table':
      return {
        kind: 'adjusted',
        adjustment: { kind: 'table', table: settings.table, column: settings.column as TaxColumn },
      };
  }
}

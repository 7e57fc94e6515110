import { z } from 'zod';
import { UUID_PATTERN } from '../validation/identifier.ts';
import {
  findRateOreOn,
  type PayBasis,
  type SupplementRateRow,
  supplementRateRowsSchema,
} from './supplement-rates.ts';

/**
 * The company's overtime, OB and stand-by rates: the settings documents `salary-supplements`
 * (TenantManagement.SalarySupplements) and `standby` (TenantManagement.Standby). Defaults follow
 * common Swedish agreements (swedish-payroll.md §9.2; sources in docs/settings.md) and the screen
 * labels them as such: they are agreement values, not law.
 */

export const TIME_MESSAGE = 'Ange en tid (TT:MM)';
export const NAME_MESSAGE = 'Ange ett namn';
export const DUPLICATE_OVERTIME_KIND_MESSAGE = 'Varje övertidsslag får bara finnas en gång';

/** Enkel övertid, kvalificerad övertid, and mertid (part-timers' hours up to full time). */
export const OVERTIME_KINDS = ['simple', 'qualified', 'additional'] as const;
export type OvertimeKind = (typeof OVERTIME_KINDS)[number];

/**
 * When an OB period applies: `evening` Monday–Friday from start to end; `night` every
 * night from start to end the next morning; `weekend` from Friday's start time to Monday's end
 * time; `major-holiday` from the eve's start time (julafton, nyårsafton, påsk, pingst, midsommar)
 * to the end time of the next weekday; `other` as the name says.
 */
export const OB_KINDS = ['evening', 'night', 'weekend', 'major-holiday', 'other'] as const;
export type ObKind = (typeof OB_KINDS)[number];

/** The unit a stand-by rate is paid per. */
export const STANDBY_UNITS = ['hour', 'day', 'weekend'] as const;
export type StandbyUnit = (typeof STANDBY_UNITS)[number];

const timeSchema = z
  .string({ error: TIME_MESSAGE })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: TIME_MESSAGE });
const nameSchema = z
  .string({ error: NAME_MESSAGE })
  .trim()
  .min(1, { error: NAME_MESSAGE })
  .max(80, { error: 'Högst 80 tecken' });
const rowIdSchema = z.string().regex(UUID_PATTERN, { error: 'Ogiltigt id' });

export const overtimeKindSchema = z.object({
  kind: z.enum(OVERTIME_KINDS),
  rates: supplementRateRowsSchema,
});

export const obPeriodSchema = z.object({
  id: rowIdSchema,
  kind: z.enum(OB_KINDS),
  name: nameSchema,
  startTime: timeSchema,
  endTime: timeSchema,
  rates: supplementRateRowsSchema,
});

export const salarySupplementsSchema = z.object({
  overtime: z
    .array(overtimeKindSchema)
    .max(OVERTIME_KINDS.length)
    .superRefine((kinds, context) => {
      const seen = new Set<string>();
      kinds.forEach((item, index) => {
        if (seen.has(item.kind))
          context.addIssue({
            code: 'custom',
            path: [index, 'kind'],
            message: DUPLICATE_OVERTIME_KIND_MESSAGE,
          });
        seen.add(item.kind);
      });
    }),
  ob: z.array(obPeriodSchema).max(20),
});
export type SalarySupplements = z.output<typeof salarySupplementsSchema>;

export const standbyPeriodSchema = z.object({
  id: rowIdSchema,
  name: nameSchema,
  unit: z.enum(STANDBY_UNITS),
  rates: supplementRateRowsSchema,
});

export const standbySchema = z.object({ periods: z.array(standbyPeriodSchema).max(20) });
export type StandbySettings = z.output<typeof standbySchema>;

/** Defaults apply from the first year the product computes payroll for. */
export const DEFAULT_RATES_FROM = '2025-01-01';

const divisorFrom = (divisor: number): SupplementRateRow[] => [
  { validFrom: DEFAULT_RATES_FROM, validTo: null, rate: { method: 'monthly-divisor', divisor } },
];

/**
 * Private white-collar agreements (Unionen, Sveriges Ingenjörer; the state agreements use the same):
 * enkel övertid M / 94, kvalificerad M / 72 (§9.2 [verified]). Mertid M / 142 of the full-time
 * monthly salary is the state agreements' rule (su.se, miun.se); private agreements often pay
 * mertid as overtime (unionen.se).
 */
export const DEFAULT_SALARY_SUPPLEMENTS: SalarySupplements = {
  overtime: [
    { kind: 'simple', rates: divisorFrom(94) },
    { kind: 'qualified', rates: divisorFrom(72) },
    { kind: 'additional', rates: divisorFrom(142) },
  ],
  // Time windows of the state agreement (dik.se, loneservice.burlov.se). The divisors are examples
  // only: §9.2 found no common OB default, so the screen asks the company to enter its agreement's.
  ob: [
    {
      id: '0b000000-0000-4000-8000-000000000001',
      kind: 'evening',
      name: 'Vardag kväll',
      startTime: '19:00',
      endTime: '22:00',
      rates: divisorFrom(600),
    },
    {
      id: '0b000000-0000-4000-8000-000000000002',
      kind: 'night',
      name: 'Natt',
      startTime: '22:00',
      endTime: '06:00',
      rates: divisorFrom(400),
    },
    {
      id: '0b000000-0000-4000-8000-000000000003',
      kind: 'weekend',
      name: 'Helg',
      startTime: '19:00',
      endTime: '07:00',
      rates: divisorFrom(300),
    },
    {
      id: '0b000000-0000-4000-8000-000000000004',
      kind: 'major-holiday',
      name: 'Storhelg',
      startTime: '18:00',
      endTime: '07:00',
      rates: divisorFrom(150),
    },
  ],
};

/**
 * Beredskapstjänst A of the white-collar agreement quoted on lawinsider.com ("Avtal för
 * tjänstemän", 4 contracts): per hour M / 1750 Monday–Friday 18, M / 1100 Friday 18 – Saturday 07,
 * M / 750 Saturday 07 – Sunday 24, M / 450 big holidays. One source only [unverified].
 */
export const DEFAULT_STANDBY: StandbySettings = {
  periods: [
    { id: '5b000000-0000-4000-8000-000000000001', name: 'Vardag', unit: 'hour', rates: divisorFrom(1750) },
    {
      id: '5b000000-0000-4000-8000-000000000002',
      name: 'Fredag kväll till lördag morgon',
      unit: 'hour',
      rates: divisorFrom(1100),
    },
    {
      id: '5b000000-0000-4000-8000-000000000003',
      name: 'Lördag och söndag',
      unit: 'hour',
      rates: divisorFrom(750),
    },
    { id: '5b000000-0000-4000-8000-000000000004', name: 'Storhelg', unit: 'hour', rates: divisorFrom(450) },
  ],
};

/**
 * What one hour of an overtime kind is worth on `date` for this pay, in whole öre (rounded half
 * up, see `computeRateAmountOre`); undefined when the company has no rate for the kind that day.
 * 35 000 kr a month, enkel övertid M / 94: 3 500 000 öre / 94 = 37 234.04… → 37 234 öre (372,34 kr).
 */
export function findOvertimeRateOre(
  settings: SalarySupplements,
  kind: OvertimeKind,
  date: string,
  pay: PayBasis,
): number | undefined {
  const found = settings.overtime.find((item) => item.kind === kind);
  return found ? findRateOreOn(found.rates, date, pay) : undefined;
}

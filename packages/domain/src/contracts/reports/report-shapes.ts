import { z } from 'zod';
import { PAY_DEBT_KINDS } from '../../accounting/liability-reports.ts';
import { AGE_BANDS } from '../../reports/age-sex-distribution.ts';
import { SALARY_TYPE_GROUPS } from '../../reports/salary-type-groups.ts';
import { employerParams } from '../employees/employee-shapes.ts';

/*
 * Reports under /api/employer/:employerId/reports (issue 21). They read completed runs only and
 * change nothing. A month is the month of the pay date (as the AGI and the vouchers count it).
 * - GET /reports/journal?period=YYYY-MM | ?runId=…  Lönejournal (Accounting or Payment)
 * - GET /reports/taxes?year=YYYY                      Skatter och avgifter (TaxReport or Payment)
 * - GET /reports/cost?to=YYYY-MM[&costCentre=code][&groupBy=salary-type-group]
 *                                                     Lönekostnad, 12 months (StatisticsReports;
 *                                                     a manager with Analytics.Standard: the team)
 * - GET /reports/headcount?to=YYYY-MM                 Personalstatistik, 12 months
 *                                                     (PersonnelStatistics; manager: the team)
 * - GET /reports/export?dataset=…&from=YYYY-MM&to=YYYY-MM  Dataexport as CSV (DataExport, audited)
 */

// Years 1900–2199: a year 0000 would make the twelve months before it negative dates.
const month = z.string().regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/);

export const reportParams = employerParams;

const amounts = {
  grossOre: z.number().int(),
  benefitsOre: z.number().int(),
  taxOre: z.number().int(),
  netDeductionsOre: z.number().int(),
  taxFreeOre: z.number().int(),
  netOre: z.number().int(),
  contributionsOre: z.number().int(),
};
export const journalAmounts = z.object(amounts);
export type JournalAmounts = z.infer<typeof journalAmounts>;

export const journalQuery = z.object({ period: month.optional(), runId: z.uuid().optional() });
export const journalResponse = z.object({
  runs: z.array(z.object({ id: z.string(), label: z.string(), payDate: z.string(), totals: journalAmounts })),
  rows: z.array(
    z.object({
      payslipId: z.string(),
      runId: z.string(),
      employeeName: z.string(),
      costCentre: z.string().nullable(),
      ...amounts,
    }),
  ),
  totals: journalAmounts,
});
export type JournalResponse = z.infer<typeof journalResponse>;

export const taxesQuery = z.object({ year: z.string().regex(/^\d{4}$/) });
export const taxesResponse = z.object({
  months: z.array(
    z.object({
      period: month,
      runCount: z.number().int(),
      taxOre: z.number().int(),
      contributionsOre: z.number().int(),
      toPayOre: z.number().int(),
      declarationDueDate: z.string(),
      paymentDueDate: z.string(),
    }),
  ),
});
export type TaxesResponse = z.infer<typeof taxesResponse>;

/** How the cost is split: per cost centre (the default) or per salary-type group as well. */
export const COST_GROUPINGS = ['cost-centre', 'salary-type-group'] as const;
export type CostGrouping = (typeof COST_GROUPINGS)[number];
export const costQuery = z.object({
  to: month,
  costCentre: z.string().max(20).optional(),
  groupBy: z.enum(COST_GROUPINGS).optional(),
});
export const costResponse = z.object({
  months: z.array(month),
  costCentres: z.array(z.object({ code: z.string(), name: z.string() })),
  rows: z.array(
    z.object({
      period: month,
      /** null: employments without a cost centre. */
      costCentre: z.string().nullable(),
      grossOre: z.number().int(),
      taxFreeOre: z.number().int(),
      contributionsOre: z.number().int(),
      totalOre: z.number().int(),
    }),
  ),
  /**
   * With `groupBy=salary-type-group`: the same cost per month and salary-type group
   * (`salaryTypeGroup` in reports/salary-type-groups.ts); each month's groups sum to its rows' total.
   */
  groups: z
    .array(z.object({ period: month, group: z.enum(SALARY_TYPE_GROUPS), amountOre: z.number().int() }))
    .optional(),
});
export type CostResponse = z.infer<typeof costResponse>;

export const headcountQuery = z.object({ to: month });
export const headcountResponse = z.object({
  months: z.array(
    z.object({
      period: month,
      headcount: z.number().int(),
      starts: z.number().int(),
      ends: z.number().int(),
      /** Weekdays (Monday–Friday) the employments were employed in the month. */
      workdays: z.number().int(),
      /** Absence in weekdays per absence type (a part-day absence counts its share), not rejected. */
      absenceDays: z.record(z.string(), z.number()),
    }),
  ),
});
export type HeadcountResponse = z.infer<typeof headcountResponse>;

export const EXPORT_DATASETS = ['employees', 'employments', 'events', 'payslip-lines'] as const;
export type ExportDataset = (typeof EXPORT_DATASETS)[number];
export const dataExportQuery = z.object({ dataset: z.enum(EXPORT_DATASETS), from: month, to: month });

/*
 * - GET /reports/vacation-liability?date=YYYY-MM-DD  Semesterskuld (VacationBalances; manager: the team)
 * - GET /reports/pay-debt?date=YYYY-MM-DD            Löneskuld (PayDebt)
 */
const DATE_MESSAGE = 'Ange ett datum (ÅÅÅÅ-MM-DD)';
const reportDate = z
  .string({ error: DATE_MESSAGE })
  .regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: DATE_MESSAGE })
  // zod runs this after a failed pattern too: an invalid Date must not throw.
  .refine(
    (value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
    },
    {
      error: DATE_MESSAGE,
    },
  );

export const liabilityQuery = z.object({ date: reportDate });

const liabilityTotals = z.object({
  days: z.number(),
  amountOre: z.number().int(),
  contributionsOre: z.number().int(),
  totalOre: z.number().int(),
});

export const vacationLiabilityResponse = z.object({
  date: z.string(),
  /** The rate the contributions are counted at: the settings' when they accrue them, else 0. */
  contributionRateBasisPoints: z.number().int(),
  rows: z.array(
    z.object({
      employmentId: z.string(),
      employeeName: z.string(),
      costCentre: z.string().nullable(),
      project: z.string().nullable(),
      rule: z.enum(['sammaloneregeln', 'procentregeln']),
      days: z.number(),
      dayValueOre: z.number().int(),
      amountOre: z.number().int(),
      contributionsOre: z.number().int(),
      totalOre: z.number().int(),
    }),
  ),
  totals: liabilityTotals,
  /** The month's accrual voucher: the change from the last day of the month before to the date. */
  accrual: z.object({
    previousDate: z.string(),
    previousTotals: liabilityTotals,
    text: z.string(),
    rows: z.array(
      z.object({
        account: z.string(),
        costCentre: z.string().nullable(),
        project: z.string().nullable(),
        amountOre: z.number().int(),
      }),
    ),
  }),
});
export type VacationLiabilityResponse = z.infer<typeof vacationLiabilityResponse>;

export const payDebtResponse = z.object({
  date: z.string(),
  rows: z.array(
    z.object({
      kind: z.enum(PAY_DEBT_KINDS),
      amountOre: z.number().int(),
      dueDate: z.string().nullable(),
      runLabels: z.array(z.string()),
    }),
  ),
  totalOre: z.number().int(),
});
export type PayDebtResponse = z.infer<typeof payDebtResponse>;

/* - GET /reports/pension?year=YYYY  Pension: basis and premiums per employee, month and plan (Pension) */
export const pensionQuery = z.object({ year: z.string().regex(/^(19|20|21)\d{2}$/) });
const pensionTotals = {
  basisOre: z.number().int(),
  premiumOre: z.number().int(),
  specialPayrollTaxOre: z.number().int(),
};
export const pensionResponse = z.object({
  year: z.string(),
  rows: z.array(
    z.object({
      employmentId: z.string(),
      employeeName: z.string(),
      period: z.string(),
      /** The company plan's name; null: the employment's own percentage. */
      planName: z.string().nullable(),
      ...pensionTotals,
    }),
  ),
  totals: z.object(pensionTotals),
  byPlan: z.array(z.object({ planName: z.string().nullable(), ...pensionTotals })),
  /** Employments with a pension agreement but no company plan for it and no percentage. */
  withoutPlan: z.array(z.object({ employmentId: z.string(), employeeName: z.string() })),
});
export type PensionResponse = z.infer<typeof pensionResponse>;

/*
 * - GET /reports/age-sex?date=YYYY-MM-DD  Personalstatistik's age and sex distribution of the people
 *   employed at the date (PersonnelStatistics; manager: the team). Each person once, however many
 *   employments; `buildAgeSexDistribution` in reports/age-sex-distribution.ts.
 */
export const ageSexQuery = z.object({ date: reportDate });
const sexCounts = {
  men: z.number().int(),
  women: z.number().int(),
  unknown: z.number().int(),
  total: z.number().int(),
};
export const ageSexResponse = z.object({
  date: z.string(),
  bands: z.array(z.object({ band: z.enum(AGE_BANDS), ...sexCounts })),
  totals: z.object(sexCounts),
});
export type AgeSexResponse = z.infer<typeof ageSexResponse>;

/*
 * The printable reports as A4 PDFs, with the same query and privileges as their JSON:
 * - GET /reports/journal/pdf?period=YYYY-MM | ?runId=…  Lönejournal (landscape)
 * - GET /reports/taxes/pdf?year=YYYY                     Skatter och avgifter
 * - GET /reports/vacation-liability/pdf?date=YYYY-MM-DD  Semesterskuld with the accrual voucher (landscape)
 */
export const reportPdfResponse = z.string().describe('application/pdf, A4');

import type { Employment } from '@lonsam/domain/employees/employment-schema';
import type { TaxSettings } from '@lonsam/domain/employees/tax-settings';
import { chooseTaxColumn } from '@lonsam/domain/payroll/other-withholding';
import { TAX_TABLE_NUMBERS } from '@lonsam/domain/payroll/tax-table';
import { addDays } from '@lonsam/domain/time/calendar-date';

type Random = () => number;

export type DemoEmploymentPlan = { tax: TaxSettings; employment: Employment };

const POSITIONS = [
  'Lagerarbetare',
  'Säljare',
  'Ekonomiassistent',
  'Utvecklare',
  'Kock',
  'Undersköterska',
  'Projektledare',
  'Butiksbiträde',
  'Lärare',
  'Snickare',
];

/**
 * A complete employment and tax settings for a sample employee born on `birthDate`: started
 * 0–10 years back (never before 18) and at the latest on the first of the month `monthsBack`
 * months back (the company's "Månader bakåt", so that the whole period has history), mostly
 * permanent monthly salaries of 24 000–68 000 kr with a raise a year in and another on the first
 * of a month inside the period, some fixed-term and hourly; tables 29–42 with the column of the
 * person's age (66+ → column 3), a few with SINK or jämkning; 25 vacation days mostly, some by
 * agreement, some on procentregeln.
 */
export function planDemoEmployment(
  input: {
    index: number;
    birthDate: string;
    today: string;
    /** Months of history the company asked for: employed since then, with a raise inside them. */
    monthsBack?: number;
    managerRoleId: string | null;
    /** The company's workplaces and cost centres (sample data makes them first); may be empty. */
    workplaceIds?: readonly string[];
    costCentreIds?: readonly string[];
  },
  random: Random,
): DemoEmploymentPlan {
  const { index, birthDate, today } = input;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  // One draw whether or not there is anything to pick, so the rest of the plan stays as seeded.
  const pickOrNull = (items: readonly string[] = []): string | null => {
    const draw = random();
    return items.length === 0 ? null : items[Math.floor(draw * items.length)]!;
  };
  const year = Number(today.slice(0, 4));
  const adult = `${Number(birthDate.slice(0, 4)) + 18}${birthDate.slice(4)}`;
  const monthsBack = input.monthsBack ?? 0;
  // The first of the month `monthsBack` months back: everyone is employed from then on.
  const periodStart = firstOfMonthBack(today, monthsBack);
  const backDays = Math.floor(random() * 3650);
  let startDate = addDays(today, -backDays);
  if (startDate < adult) startDate = adult > today ? today : adult;
  startDate = `${startDate.slice(0, 8)}01`;
  // The period's history wins over the age rule for the few who were 17 when it began.
  if (startDate > periodStart) startDate = periodStart;

  const kind = index % 10 === 7 ? 'hourly' : index % 10 === 8 ? 'fixed-term' : 'permanent';
  const isHourly = kind === 'hourly';
  const baseOre = isHourly
    ? (150 + Math.floor(random() * 71)) * 100
    : (24_000 + Math.floor(random() * 45) * 1_000) * 100;
  // A raise on the first of one of the period's later months (none without a period).
  const periodRaise = monthsBack > 0 ? firstOfMonthBack(today, Math.floor(random() * monthsBack)) : null;
  const raiseFrom = `${Number(startDate.slice(0, 4)) + 1}${startDate.slice(4)}`;
  const salaryRows = [{ validFrom: startDate, validTo: null, amountOre: baseOre }];
  const raise = () => {
    const previous = salaryRows.at(-1)!.amountOre;
    return Math.round((previous * 1.035) / 100) * 100;
  };
  if (raiseFrom <= today && (!periodRaise || raiseFrom < periodRaise))
    salaryRows.push({ validFrom: raiseFrom, validTo: null, amountOre: raise() });
  if (periodRaise) salaryRows.push({ validFrom: periodRaise, validTo: null, amountOre: raise() });

  const column = chooseTaxColumn(Math.min(year, 2026), Number(birthDate.slice(0, 4)), 'salary');
  const table = pick(TAX_TABLE_NUMBERS);
  const tax: TaxSettings =
    index % 17 === 5
      ? { method: 'sink' }
      : index % 13 === 4
        ? {
            method: 'adjusted-percent',
            percent: 18,
            // From the history's first year, so the sample payroll of every month finds the decision.
            validFrom: `${periodStart.slice(0, 4)}-01-01`,
            validTo: `${year}-12-31`,
          }
        : { method: 'table', table, column };

  const vacation =
    index % 9 === 3
      ? { rule: 'procentregeln' as const, paidDaysPerYear: 25, percent: 12 }
      : {
          rule: 'sammaloneregeln' as const,
          paidDaysPerYear: pick([25, 25, 25, 28, 30, 32]),
          supplementPercent: pick([0.8, 0.8, 1.0]),
        };

  const employment: Employment = {
    startDate,
    endDate: kind === 'fixed-term' ? `${year + 1}-06-30` : null,
    employmentType: kind,
    position: pick(POSITIONS),
    workplaceId: pickOrNull(input.workplaceIds),
    costCentreId: pickOrNull(input.costCentreIds),
    projectId: null,
    dimensions: {},
    managerRoleId: index % 2 === 0 ? input.managerRoleId : null,
    employmentRate: isHourly ? 100 : pick([100, 100, 100, 80, 75, 50]),
    weeklyHours: 40,
    schedule: [8, 8, 8, 8, 8, 0, 0],
    salaryForm: isHourly ? 'hourly' : 'monthly',
    salaryRows,
    vacation,
    pension: { plan: pick(['itp1', 'itp1', 'saf-lo', 'none'] as const), percent: null },
    groups: [],
  };
  return { tax, employment };
}

/** The first of the month `months` months before `today`'s month (0: this month's first). */
function firstOfMonthBack(today: string, months: number): string {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

import type { PENSION_PLANS } from '../employees/employment-schema.ts';
import { percentOfOre } from '../money/ore.ts';
import { findPensionYearParameters } from '../payroll/pension-parameters.ts';
import { computePlanPremium, type PensionPlan, type PensionProvider } from '../settings/pension-settings.ts';

/*
 * Pension (issue 21): premium basis and premiums per employee, month and plan, from the completed
 * payslips and the company's pension settings. The basis is the payslip's cash gross pay (ITP 1's
 * "kontant bruttolön"; benefits are not pension-earning). The company's estimate, as the settings
 * say: Collectum and Fora invoice the premiums themselves.
 */

export type EmploymentPensionPlan = (typeof PENSION_PLANS)[number];

/** Which provider an employment's agreement goes to: ITP through Collectum, SAF-LO through Fora. */
const PROVIDERS: Record<Exclude<EmploymentPensionPlan, 'none'>, readonly PensionProvider[]> = {
  itp1: ['collectum'],
  itp2: ['collectum'],
  'saf-lo': ['fora'],
  'kap-kl': ['skandia', 'own'],
  other: ['own', 'skandia'],
};

/** The company's plan an employment's agreement is paid under: the first plan of its provider. */
export function findCompanyPlan(
  plans: readonly PensionPlan[],
  plan: EmploymentPensionPlan,
): PensionPlan | undefined {
  if (plan === 'none') return undefined;
  for (const provider of PROVIDERS[plan]) {
    const found = plans.find((candidate) => candidate.provider === provider);
    if (found) return found;
  }
  return undefined;
}

/**
 * A month's premium on its basis, as the Pension report counts it: under the company plan (its
 * rule on the pay date), else the employment's own percentage of the basis (half up); särskild
 * löneskatt on the premium at the year's rate (half up). Undefined without either.
 */
function monthPremium(
  plan: PensionPlan | undefined,
  percent: number | null,
  basisOre: number,
  payDate: string,
): { premiumOre: number; specialPayrollTaxOre: number; byPlan: boolean } | undefined {
  const premium = plan ? computePlanPremium(plan, basisOre, payDate) : undefined;
  if (premium) return { ...premium, byPlan: true };
  if (percent === null) return undefined;
  const premiumOre = percentOfOre(Math.max(0, basisOre), percent);
  return {
    premiumOre,
    specialPayrollTaxOre: percentOfOre(
      premiumOre,
      findPensionYearParameters(payDate).specialPayrollTaxPercent,
    ),
    byPlan: false,
  };
}

/** A completed payslip as the salary voucher's pension premiums read it. */
export type PremiumPayslip = {
  /** The payslip's id: the answer's key. */
  id: string;
  employmentId: string;
  pension: { plan: EmploymentPensionPlan; percent: number | null };
  /** 'YYYY-MM-DD'; its month is the month the premium is counted in (the Pension report's). */
  payDate: string;
  /** The cash gross pay, the premium basis. */
  basisOre: number;
};

/** A payslip's pension premium and the särskild löneskatt on it, öre. */
export type PayslipPremium = { premiumOre: number; specialPayrollTaxOre: number };

/**
 * Each payslip's share of its employment's monthly pension premium and of the särskild löneskatt
 * on it, for the salary voucher, so that the vouchers of a month add up to the Pension report's
 * figures for it. The Pension report counts per employment and month on the month's summed basis
 * (ITP 1's limits are per month) and rounds once, so a second run in the month (an extra run, a
 * correction) gets what its pay adds: figure(basis of this and every earlier payslip of the month)
 * − figure(basis of the earlier ones), both under the rule on this payslip's pay date; the month's
 * first payslip gets the whole figure on its basis (a plan's fixed amount with it). `payslips` are
 * every completed payslip of the months concerned, in the order they were booked (pay date, then
 * completion); the earlier ones count even when their run is not being booked now. No pension,
 * or neither a company plan nor a percentage: 0.
 */
export function payslipPensionPremiums(input: {
  plans: readonly PensionPlan[];
  payslips: readonly PremiumPayslip[];
}): Map<string, PayslipPremium> {
  const premiums = new Map<string, PayslipPremium>();
  const monthBasis = new Map<string, number>();
  const none: PayslipPremium = { premiumOre: 0, specialPayrollTaxOre: 0 };
  for (const payslip of input.payslips) {
    const key = `${payslip.employmentId}\u0000${payslip.payDate.slice(0, 7)}`;
    const before = monthBasis.get(key);
    const after = (before ?? 0) + payslip.basisOre;
    monthBasis.set(key, after);
    if (payslip.pension.plan === 'none') {
      premiums.set(payslip.id, none);
      continue;
    }
    const plan = findCompanyPlan(input.plans, payslip.pension.plan);
    const percent = payslip.pension.percent;
    const total = monthPremium(plan, percent, after, payslip.payDate) ?? none;
    const earlier =
      before === undefined ? none : (monthPremium(plan, percent, before, payslip.payDate) ?? none);
    premiums.set(payslip.id, {
      premiumOre: total.premiumOre - earlier.premiumOre,
      specialPayrollTaxOre: total.specialPayrollTaxOre - earlier.specialPayrollTaxOre,
    });
  }
  return premiums;
}

/**
 * A payslip's pension as stored in its result at calculation (`result.pension`), so that a completed
 * run's voucher and the Pension report never change when the pension settings or the employment's
 * pension change later. Counted by the same rule as `payslipPensionPremiums`, from the settings and
 * the employment as they were when the run was calculated.
 */
export type StoredPayslipPension = {
  /**
   * 'plan': under the company plan named; 'percent': the employment's own percentage; 'none': no
   * pension agreement; 'without-plan': an agreement, but neither a company plan nor a percentage.
   */
  kind: 'plan' | 'percent' | 'none' | 'without-plan';
  /** The company plan's name ('plan'), else null. */
  planName: string | null;
  /** This payslip's share of its employment's premium for the month, öre. */
  premiumOre: number;
  /** The särskild löneskatt on that share, öre. */
  specialPayrollTaxOre: number;
  /** The pension settings' `bookSpecialPayrollTaxMonthly` at calculation. */
  bookSpecialPayrollTaxMonthly: boolean;
};

/**
 * The pension to store with a payslip being calculated: its share of the employment's monthly
 * premium, figure(earlier basis + basis) − figure(earlier basis), as `payslipPensionPremiums` counts
 * it at export. `earlierBasisOre` is the cash gross of the employment's completed payslips paid
 * earlier in the same month (undefined when there are none: the payslip is the month's first and
 * gets the whole figure). Throws MissingPensionParametersError for a year without parameters.
 */
export function calculatePayslipPension(input: {
  plans: readonly PensionPlan[];
  pension: { plan: EmploymentPensionPlan; percent: number | null };
  payDate: string;
  basisOre: number;
  earlierBasisOre?: number | undefined;
  bookSpecialPayrollTaxMonthly: boolean;
}): StoredPayslipPension {
  const booked = input.bookSpecialPayrollTaxMonthly;
  const nothing = { premiumOre: 0, specialPayrollTaxOre: 0, bookSpecialPayrollTaxMonthly: booked };
  if (input.pension.plan === 'none') return { kind: 'none', planName: null, ...nothing };
  const plan = findCompanyPlan(input.plans, input.pension.plan);
  const percent = input.pension.percent;
  const earlier = input.earlierBasisOre;
  const total = monthPremium(plan, percent, (earlier ?? 0) + input.basisOre, input.payDate);
  if (!total) return { kind: 'without-plan', planName: null, ...nothing };
  const before = earlier === undefined ? undefined : monthPremium(plan, percent, earlier, input.payDate);
  return {
    kind: total.byPlan ? 'plan' : 'percent',
    planName: total.byPlan ? (plan?.name ?? null) : null,
    premiumOre: total.premiumOre - (before?.premiumOre ?? 0),
    specialPayrollTaxOre: total.specialPayrollTaxOre - (before?.specialPayrollTaxOre ?? 0),
    bookSpecialPayrollTaxMonthly: booked,
  };
}

/**
 * A payslip's stored pension (its `result.pension`, as JSON or text), or undefined for a payslip
 * calculated before pensions were stored.
 */
export function readStoredPension(value: unknown): StoredPayslipPension | undefined {
  const stored = (
    typeof value === 'string' ? JSON.parse(value) : value
  ) as Partial<StoredPayslipPension> | null;
  if (
    !stored ||
    typeof stored.premiumOre !== 'number' ||
    typeof stored.specialPayrollTaxOre !== 'number' ||
    !['plan', 'percent', 'none', 'without-plan'].includes(stored.kind ?? '')
  )
    return undefined;
  return {
    kind: stored.kind as StoredPayslipPension['kind'],
    planName: typeof stored.planName === 'string' ? stored.planName : null,
    premiumOre: stored.premiumOre,
    specialPayrollTaxOre: stored.specialPayrollTaxOre,
    bookSpecialPayrollTaxMonthly: stored.bookSpecialPayrollTaxMonthly !== false,
  };
}

export type PensionReportEmployee = {
  employmentId: string;
  employeeName: string;
  pension: { plan: EmploymentPensionPlan; percent: number | null };
  /**
   * One entry per completed payslip, in the order they were booked (pay date, then completion): the
   * month paid, its pay date, its cash gross pay and the pension stored at its calculation (absent
   * for a payslip calculated before pensions were stored).
   */
  payslips: readonly {
    period: string;
    payDate: string;
    basisOre: number;
    stored?: StoredPayslipPension | undefined;
  }[];
};

export type PensionReportRow = {
  employmentId: string;
  employeeName: string;
  period: string;
  /** The company plan's name, or null when the employment's own percentage is used. */
  planName: string | null;
  basisOre: number;
  premiumOre: number;
  specialPayrollTaxOre: number;
};

export type PensionReportTotals = { basisOre: number; premiumOre: number; specialPayrollTaxOre: number };

/**
 * Each employee's months: the basis (the month's payslips summed) and the premium under the
 * company plan of their agreement (its rule on the pay date), or, when the company has no such
 * plan, the employment's own percentage of the basis (rounded half up); särskild löneskatt on the
 * premium at the year's rate. Employments without a pension plan, or with neither a company plan
 * nor a percentage, are listed in `withoutPlan` and not in the rows.
 */
export function buildPensionReport(input: {
  employees: readonly PensionReportEmployee[];
  plans: readonly PensionPlan[];
}): {
  rows: PensionReportRow[];
  totals: PensionReportTotals;
  byPlan: (PensionReportTotals & { planName: string | null })[];
  withoutPlan: { employmentId: string; employeeName: string }[];
} {
  const rows: PensionReportRow[] = [];
  const withoutPlan: { employmentId: string; employeeName: string }[] = [];
  for (const employee of input.employees) {
    const plan = findCompanyPlan(input.plans, employee.pension.plan);
    const percent = employee.pension.percent;
    const todayWithout = employee.pension.plan === 'none' || (!plan && percent === null);
    let listedWithout = false;
    const listWithout = () => {
      if (listedWithout) return;
      listedWithout = true;
      withoutPlan.push({ employmentId: employee.employmentId, employeeName: employee.employeeName });
    };
    const months = new Map<
      string,
      { payDate: string; basisOre: number; payslips: PensionReportEmployee['payslips'][number][] }
    >();
    for (const payslip of employee.payslips) {
      const month = months.get(payslip.period) ?? { payDate: payslip.payDate, basisOre: 0, payslips: [] };
      month.basisOre += payslip.basisOre;
      month.payslips.push(payslip);
      if (payslip.payDate > month.payDate) month.payDate = payslip.payDate;
      months.set(payslip.period, month);
    }
    for (const [period, month] of [...months.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      const row = month.payslips.some((payslip) => payslip.stored)
        ? storedMonth(input.plans, employee.pension, month.payslips, listWithout)
        : todayMonth(plan, percent, employee.pension.plan, month, listWithout, todayWithout);
      if (!row) continue;
      rows.push({
        employmentId: employee.employmentId,
        employeeName: employee.employeeName,
        period,
        basisOre: month.basisOre,
        ...row,
      });
    }
  }
  const totals: PensionReportTotals = { basisOre: 0, premiumOre: 0, specialPayrollTaxOre: 0 };
  const byPlan = new Map<string, PensionReportTotals & { planName: string | null }>();
  for (const row of rows) {
    const planTotals = byPlan.get(row.planName ?? '') ?? {
      planName: row.planName,
      basisOre: 0,
      premiumOre: 0,
      specialPayrollTaxOre: 0,
    };
    for (const target of [totals, planTotals]) {
      target.basisOre += row.basisOre;
      target.premiumOre += row.premiumOre;
      target.specialPayrollTaxOre += row.specialPayrollTaxOre;
    }
    byPlan.set(row.planName ?? '', planTotals);
  }
  return { rows, totals, byPlan: [...byPlan.values()], withoutPlan };
}

type MonthFigures = Pick<PensionReportRow, 'planName' | 'premiumOre' | 'specialPayrollTaxOre'>;

/** A month none of whose payslips stored its pension: counted from today's settings and employment. */
function todayMonth(
  plan: PensionPlan | undefined,
  percent: number | null,
  agreement: EmploymentPensionPlan,
  month: { payDate: string; basisOre: number },
  listWithout: () => void,
  without: boolean,
): MonthFigures | undefined {
  if (without) {
    if (agreement !== 'none') listWithout();
    return undefined;
  }
  const premium = monthPremium(plan, percent, month.basisOre, month.payDate);
  if (!premium) return undefined;
  return {
    planName: premium.byPlan ? (plan?.name ?? null) : null,
    premiumOre: premium.premiumOre,
    specialPayrollTaxOre: premium.specialPayrollTaxOre,
  };
}

/**
 * A month with stored pensions: their sum, each payslip as it was calculated; a payslip of the month
 * calculated before pensions were stored adds its share as the voucher counts it (today's settings).
 */
function storedMonth(
  plans: readonly PensionPlan[],
  pension: PensionReportEmployee['pension'],
  payslips: readonly PensionReportEmployee['payslips'][number][],
  listWithout: () => void,
): MonthFigures | undefined {
  const derived = payslipPensionPremiums({
    plans,
    payslips: payslips.map((payslip, index) => ({
      id: String(index),
      employmentId: '',
      pension,
      payDate: payslip.payDate,
      basisOre: payslip.basisOre,
    })),
  });
  let counted = false;
  let planName: string | null = null;
  let premiumOre = 0;
  let specialPayrollTaxOre = 0;
  payslips.forEach((payslip, index) => {
    const stored = payslip.stored;
    if (stored) {
      if (stored.kind === 'without-plan') listWithout();
      if (stored.kind !== 'plan' && stored.kind !== 'percent') return;
      counted = true;
      planName = stored.planName;
      premiumOre += stored.premiumOre;
      specialPayrollTaxOre += stored.specialPayrollTaxOre;
      return;
    }
    const share = derived.get(String(index));
    if (!share || (share.premiumOre === 0 && share.specialPayrollTaxOre === 0)) return;
    counted = true;
    premiumOre += share.premiumOre;
    specialPayrollTaxOre += share.specialPayrollTaxOre;
  });
  return counted ? { planName, premiumOre, specialPayrollTaxOre } : undefined;
}

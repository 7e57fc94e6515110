/**
 * Arbetsgivaravgifter by birth year and payment date (Socialavgiftslagen; SFS 2026:100 for the
 * youth reduction). Rates are held in 1e-4 per cent units (31.42 % = 3142) so that sums and
 * halvings are exact. Remuneration in öre; contributions in whole kronor as the AGI reports
 * them: per rate class, rounded down on the summed base (FK487).
 */
import { floorDiv, toScaledInteger } from './exact-arithmetic.ts';
import { hasReachedAgeAtStartOfYear } from './other-withholding.ts';
import { getTaxYearParameters, type TaxYearParameters } from './tax-year-parameters.ts';

/** Rate class as the AGI groups them. */
export type ContributionClass = 'full' | 'olderPersonsOnlyPension' | 'none' | 'youthReduced' | 'vaxaStod';

/** A rate in hundredths of a per cent (31.42 % = 3142). */
export type BasisPoints = number;

export type ContributionRates = Record<ContributionClass, BasisPoints>;

function percentToBasisPoints(percent: number): BasisPoints {
  return toScaledInteger(percent, 100);
}

/** Rates of one year: the full rate is the sum of its components. */
export function getContributionRates(year: number): ContributionRates {
  const { components } = getTaxYearParameters(year).employerContributions;
  const oldAge = percentToBasisPoints(
    components.find((component) => component.name === 'alderspensionsavgift')?.percent ?? 0,
  );
  let full = 0;
  // Youth rate (SFS 2026:100 §2): full ålderspensionsavgift plus half of every other fee,
  // each half truncated to two decimals: 2026 gives 20.81 %.
  let youth = oldAge;
  for (const component of components) {
    const rate = percentToBasisPoints(component.percent);
    full += rate;
    if (component.name !== 'alderspensionsavgift') youth += Math.floor(rate / 2);
  }
  return { full, olderPersonsOnlyPension: oldAge, none: 0, youthReduced: youth, vaxaStod: oldAge };
}

function yearOfDate(isoDate: string): number {
  const year = Number(isoDate.slice(0, 4));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || !Number.isInteger(year))
    throw new RangeError(`Not an ISO date: ${isoDate}`);
  return year;
}

/** The youth reduction in force on a payment date for a birth year, or null. */
function youthReductionFor(parameters: TaxYearParameters, birthYear: number, paymentDate: string) {
  const youth = parameters.employerContributions.youthReduction;
  if (!youth || paymentDate < youth.paidFrom || paymentDate > youth.paidTo) return null;
  const year = parameters.year;
  const isInAgeBand =
    hasReachedAgeAtStartOfYear(birthYear, year, youth.minAge) &&
    !hasReachedAgeAtStartOfYear(birthYear, year, youth.maxAgeExclusive);
  return isInAgeBand ? youth : null;
}

/** The class of a person's remuneration (before any monthly cap splits it). */
export function classifyContribution(birthYear: number, paymentDate: string): ContributionClass {
  const parameters = getTaxYearParameters(yearOfDate(paymentDate));
  const rules = parameters.employerContributions;
  if (birthYear <= rules.noneBornUpTo) return 'none';
  if (hasReachedAgeAtStartOfYear(birthYear, parameters.year, rules.olderPersonAge))
    return 'olderPersonsOnlyPension';
  if (youthReductionFor(parameters, birthYear, paymentDate)) return 'youthReduced';
  return 'full';
}

export type ContributionLine = {
  birthYear: number;
  /** Remuneration paid on the date, in öre. */
  amountOre: number;
  /** Remuneration already paid to the person earlier in the same calendar month, in öre (for the monthly caps). */
  paidEarlierThisMonthOre?: number;
  /** The employment qualifies for växa-stöd (first employees; the caller checks the 24 months). */
  hasVaxaStod?: boolean;
};

/** How one line's remuneration is split over rate classes, in öre. */
export type ContributionSplit = Partial<Record<ContributionClass, number>>;

export function splitContributionBase(line: ContributionLine, paymentDate: string): ContributionSplit {
  const parameters = getTaxYearParameters(yearOfDate(paymentDate));
  const category = classifyContribution(line.birthYear, paymentDate);
  const earlier = line.paidEarlierThisMonthOre ?? 0;
  const capped = (capKronor: number, reduced: ContributionClass): ContributionSplit => {
    const room = Math.max(0, capKronor * 100 - earlier);
    const inside = Math.min(line.amountOre, room);
    const split: ContributionSplit = {};
    if (inside > 0) split[reduced] = inside;
    if (line.amountOre - inside > 0) split.full = line.amountOre - inside;
    return split;
  };
  if (category === 'youthReduced') {
    return capped(
      (parameters.employerContributions.youthReduction as { monthlyCap: number }).monthlyCap,
      'youthReduced',
    );
  }
  const vaxa = parameters.employerContributions.vaxaStod;
  // From 2026 växa-stöd is refunded afterwards, so the AGI carries full contributions.
  if (category === 'full' && line.hasVaxaStod && vaxa.mode === 'agi')
    return capped(vaxa.monthlyCap, 'vaxaStod');
  return { [category]: line.amountOre };
}

export type ContributionResult = {
  /** Summed base per class in whole kronor (öre dropped), as reported in the AGI. */
  baseKronor: Partial<Record<ContributionClass, number>>;
  /** Contribution per class in whole kronor, rounded down on the summed base. */
  contributionKronor: Partial<Record<ContributionClass, number>>;
  totalKronor: number;
  rates: ContributionRates;
  /** Växa-stöd to apply for as a refund (2026 on), in whole kronor, rounded down. */
  vaxaRefundKronor: number;
};

/** Employer contributions for all remuneration paid on one date. */
export function computeEmployerContributions(
  lines: ContributionLine[],
  paymentDate: string,
): ContributionResult {
  const year = yearOfDate(paymentDate);
  const rates = getContributionRates(year);
  const vaxa = getTaxYearParameters(year).employerContributions.vaxaStod;
  const baseOre: Partial<Record<ContributionClass, number>> = {};
  let refundBaseOre = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountOre) || line.amountOre < 0)
      throw new RangeError(`Bad amount ${line.amountOre}`);
    const split = splitContributionBase(line, paymentDate);
    for (const [category, ore] of Object.entries(split) as [ContributionClass, number][]) {
      baseOre[category] = (baseOre[category] ?? 0) + ore;
    }
    if (
      vaxa.mode === 'refund' &&
      line.hasVaxaStod &&
      classifyContribution(line.birthYear, paymentDate) === 'full'
    ) {
      refundBaseOre += Math.min(
        line.amountOre,
        Math.max(0, vaxa.monthlyCap * 100 - (line.paidEarlierThisMonthOre ?? 0)),
      );
    }
  }
  const baseKronor: ContributionResult['baseKronor'] = {};
  const contributionKronor: ContributionResult['contributionKronor'] = {};
  let totalKronor = 0;
  for (const [category, ore] of Object.entries(baseOre) as [ContributionClass, number][]) {
    const kronor = floorDiv(ore, 100);
    baseKronor[category] = kronor;
    const contribution = floorDiv(kronor * rates[category], 10000);
    contributionKronor[category] = contribution;
    totalKronor += contribution;
  }
  const vaxaRefundKronor = floorDiv(floorDiv(refundBaseOre, 100) * (rates.full - rates.vaxaStod), 10000);
  return { baseKronor, contributionKronor, totalKronor, rates, vaxaRefundKronor };
}

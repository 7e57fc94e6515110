/**
 * Income-year parameters for preliminary tax and employer contributions, as data: adding a
 * year means adding a record here, not code. Sources and verification status are in
 * docs/payroll-tax.md and /work/shared/domain/swedish-payroll.md §1–2.
 *
 * Units: amounts in whole kronor; `rate` fields are fractions (0.251 = 25.1 %); `…Pbb` fields
 * are multiples of the prisbasbelopp. Every decimal here is converted to an exact integer
 * before use (see compile-tax-year.ts), so no float reaches a result.
 */

/**
 * One piece of a piecewise-linear rule, in the form the law writes it:
 * value = basePbb × PBB + rate × (income − overPbb × PBB), for incomes up to upToPbb × PBB
 * (inclusive; null = no upper end).
 */
export type SchedulePiece = {
  upToPbb: number | null;
  basePbb: number;
  rate: number;
  overPbb: number;
};

/** Which table columns a column-specific rule applies to. */
export type TaxColumn = 1 | 2 | 3 | 4 | 5 | 6;

export type OneOffBracket = {
  /** Estimated annual income including the one-off amount, inclusive upper end; null = open. */
  annualIncomeUpTo: number | null;
  /** Whole per cent withheld on the one-off amount. */
  percent: number;
};

export type ContributionComponent = {
  name:
    | 'alderspensionsavgift'
    | 'efterlevandepensionsavgift'
    | 'sjukforsakringsavgift'
    | 'foraldraforsakringsavgift'
    | 'arbetsskadeavgift'
    | 'arbetsmarknadsavgift'
    | 'allmanLoneavgift';
  /** Per cent with two decimals, as Socialavgiftslagen and lagen om allmän löneavgift write it. */
  percent: number;
};

export type TaxYearParameters = {
  year: number;
  prisbasbelopp: number;
  forhojtPrisbasbelopp: number;
  inkomstbasbelopp: number;
  /** Skiktgräns for statlig inkomstskatt (on beskattningsbar förvärvsinkomst). */
  skiktgrans: number;
  stateTaxRate: number;
  /** The part of the table number that is begravnings- and kyrkoavgift (SKV 433 §11.2), per cent. */
  burialAndChurchPercentInTable: number;
  publicServiceFee: { rate: number; maxKronor: number };
  grundavdrag: SchedulePiece[];
  /** Addition for persons who have reached the older-person age (63 kap. 3 a § IL). */
  forhojtGrundavdragAddition: SchedulePiece[];
  /** The amount X in (X − GA) × KI for jobbskatteavdrag under the age limit (67 kap. 7 §). */
  jobbskatteavdrag: SchedulePiece[];
  /** Jobbskatteavdrag in kronor for persons over the age limit (67 kap. 8 §). */
  jobbskatteavdragOlder: SchedulePiece[];
  /** Skattereduktion för sjuk- och aktivitetsersättning: (Y − GA) × KI, at least minShare × income × KI. */
  sicknessCompensationReduction: { schedule: SchedulePiece[]; minShareOfIncome: number };
  /** Skattereduktion för förvärvsinkomst (67 kap. 46–47 §§). */
  earnedIncomeReduction: { fromBfi: number; toBfi: number; rate: number };
  allmanPensionsavgift: { rate: number; capIbb: number; lowerLimitPbb: number; roundTo: number };
  /** Age at the start of the year from which the older-person columns (2 and 3) apply. */
  taxOlderPersonAge: number;
  /** Row steps of the "B" part of the monthly tables: rows of `step` kronor up to `upTo`. */
  amountRowSteps: { upTo: number; step: number }[];
  /** Step of the income grid on which the "%" rows are computed, above the last B row. */
  percentRowStep: number;
  /** Highest monthly income computed for the "%" rows; the last row is open-ended. */
  percentRowsComputedUpTo: number;
  sideIncomeRate: number;
  sinkRate: number;
  /** Engångsskatt per column; a column without brackets has no published table here. */
  oneOffBrackets: Partial<Record<TaxColumn, OneOffBracket[]>>;
  /** No withholding (and no contributions) when the payments to a recipient stay below this per year. */
  smallPaymentsLimitPerYear: number;
  employerContributions: {
    components: ContributionComponent[];
    /** Born in or before this year: no contributions at all. */
    noneBornUpTo: number;
    /** Age at the start of the year from which only ålderspensionsavgift is paid. */
    olderPersonAge: number;
    youthReduction: YouthReduction | null;
    vaxaStod: VaxaStod;
  };
};

export type YouthReduction = {
  /** Payment dates (ISO, inclusive) on which the reduced rate applies in this year. */
  paidFrom: string;
  paidTo: string;
  /** Age at the start of the year: at least minAge and below maxAgeExclusive. */
  minAge: number;
  maxAgeExclusive: number;
  /** Remuneration per calendar month that gets the reduced rate; the excess pays full rate. */
  monthlyCap: number;
};

export type VaxaStod = {
  /** 'agi': reduced contributions declared in the AGI; 'refund': full contributions, refund applied for afterwards. */
  mode: 'agi' | 'refund';
  /** Remuneration per month on which only ålderspensionsavgift is paid (or refunded down to it). */
  monthlyCap: number;
  maxMonths: number;
};

const GRUNDAVDRAG: SchedulePiece[] = [
  { upToPbb: 0.99, basePbb: 0.423, rate: 0, overPbb: 0 },
  { upToPbb: 2.72, basePbb: 0.423, rate: 0.2, overPbb: 0.99 },
  { upToPbb: 3.11, basePbb: 0.77, rate: 0, overPbb: 0 },
  { upToPbb: 7.88, basePbb: 0.77, rate: -0.1, overPbb: 3.11 },
  { upToPbb: null, basePbb: 0.293, rate: 0, overPbb: 0 },
];

const JOBBSKATTEAVDRAG_OLDER: SchedulePiece[] = [
  { upToPbb: 1.75, basePbb: 0, rate: 0.22, overPbb: 0 },
  { upToPbb: 5.24, basePbb: 0.2635, rate: 0.07, overPbb: 0 },
  { upToPbb: null, basePbb: 0.6293, rate: 0, overPbb: 0 },
];

/** The 66+ addition, identical in 2025 and 2026 up to 3.24 PBB. */
const FORHOJT_GA_LOW: SchedulePiece[] = [
  { upToPbb: 0.91, basePbb: 0.687, rate: 0, overPbb: 0 },
  { upToPbb: 1.11, basePbb: 0.885, rate: -0.2, overPbb: 0 },
  { upToPbb: 1.965, basePbb: 0.6, rate: 0.057, overPbb: 0 },
  { upToPbb: 2.72, basePbb: 0.333, rate: 0.1949, overPbb: 0 },
  { upToPbb: 3.11, basePbb: -0.212, rate: 0.3949, overPbb: 0 },
  { upToPbb: 3.24, basePbb: -0.523, rate: 0.4949, overPbb: 0 },
];

const AMOUNT_ROW_STEPS = [
  { upTo: 2000, step: 2000 },
  { upTo: 20000, step: 100 },
  { upTo: 80000, step: 200 },
];

const COMPONENTS_2025: ContributionComponent[] = [
  { name: 'alderspensionsavgift', percent: 10.21 },
  { name: 'efterlevandepensionsavgift', percent: 0.6 },
  { name: 'sjukforsakringsavgift', percent: 3.55 },
  { name: 'foraldraforsakringsavgift', percent: 2.0 },
  { name: 'arbetsskadeavgift', percent: 0.2 },
  { name: 'arbetsmarknadsavgift', percent: 2.64 },
  { name: 'allmanLoneavgift', percent: 12.22 },
];

const COMPONENTS_2026: ContributionComponent[] = [
  { name: 'alderspensionsavgift', percent: 10.21 },
  { name: 'efterlevandepensionsavgift', percent: 0.3 },
  { name: 'sjukforsakringsavgift', percent: 3.55 },
  { name: 'foraldraforsakringsavgift', percent: 2.0 },
  { name: 'arbetsskadeavgift', percent: 0.1 },
  { name: 'arbetsmarknadsavgift', percent: 2.64 },
  { name: 'allmanLoneavgift', percent: 12.62 },
];

export const TAX_YEAR_2025: TaxYearParameters = {
  year: 2025,
  prisbasbelopp: 58800,
  forhojtPrisbasbelopp: 60000,
  inkomstbasbelopp: 80600,
  skiktgrans: 625800,
  stateTaxRate: 0.2,
  burialAndChurchPercentInTable: 1.16,
  publicServiceFee: { rate: 0.01, maxKronor: 1249 },
  grundavdrag: GRUNDAVDRAG,
  forhojtGrundavdragAddition: [
    ...FORHOJT_GA_LOW,
    { upToPbb: 5.0, basePbb: 0.096, rate: 0.304, overPbb: 0 },
    { upToPbb: 7.88, basePbb: 0.186, rate: 0.286, overPbb: 0 },
    { upToPbb: 8.08, basePbb: 0.872, rate: 0.199, overPbb: 0 },
    { upToPbb: 10.94, basePbb: 2.48, rate: 0, overPbb: 0 },
    { upToPbb: 12.47, basePbb: 9.263, rate: -0.62, overPbb: 0 },
    { upToPbb: null, basePbb: 1.532, rate: 0, overPbb: 0 },
  ],
  jobbskatteavdrag: [
    { upToPbb: 0.91, basePbb: 0, rate: 1, overPbb: 0 },
    { upToPbb: 3.24, basePbb: 0.91, rate: 0.3874, overPbb: 0.91 },
    { upToPbb: 8.08, basePbb: 1.813, rate: 0.199, overPbb: 3.24 },
    { upToPbb: null, basePbb: 2.776, rate: 0, overPbb: 0 },
  ],
  jobbskatteavdragOlder: JOBBSKATTEAVDRAG_OLDER,
  // Unverified for 2025: the 2022 rule (SFS 2021:1081 level), not checked against 2025 tables.
  sicknessCompensationReduction: {
    schedule: [
      { upToPbb: 0.91, basePbb: 0, rate: 1, overPbb: 0 },
      { upToPbb: 3.24, basePbb: 0.91, rate: 0.3405, overPbb: 0.91 },
      { upToPbb: null, basePbb: 1.703, rate: 0.128, overPbb: 3.24 },
    ],
    minShareOfIncome: 0.045,
  },
  earnedIncomeReduction: { fromBfi: 40000, toBfi: 240000, rate: 0.0075 },
  allmanPensionsavgift: { rate: 0.07, capIbb: 8.07, lowerLimitPbb: 0.423, roundTo: 100 },
  taxOlderPersonAge: 66,
  amountRowSteps: AMOUNT_ROW_STEPS,
  percentRowStep: 200,
  percentRowsComputedUpTo: 2_000_000,
  sideIncomeRate: 0.3,
  sinkRate: 0.25,
  oneOffBrackets: {
    1: [
      { annualIncomeUpTo: 24872, percent: 0 },
      { annualIncomeUpTo: 83100, percent: 10 },
      { annualIncomeUpTo: 190600, percent: 21 },
      { annualIncomeUpTo: 475200, percent: 28 },
      { annualIncomeUpTo: 643100, percent: 34 },
      { annualIncomeUpTo: null, percent: 54 },
    ],
  },
  smallPaymentsLimitPerYear: 1000,
  employerContributions: {
    components: COMPONENTS_2025,
    noneBornUpTo: 1937,
    olderPersonAge: 66,
    youthReduction: null,
    vaxaStod: { mode: 'agi', monthlyCap: 35000, maxMonths: 24 },
  },
};

export const TAX_YEAR_2026: TaxYearParameters = {
  ...TAX_YEAR_2025,
  year: 2026,
  prisbasbelopp: 59200,
  forhojtPrisbasbelopp: 60500,
  inkomstbasbelopp: 83400,
  skiktgrans: 643000,
  publicServiceFee: { rate: 0.01, maxKronor: 1184 },
  forhojtGrundavdragAddition: [
    ...FORHOJT_GA_LOW,
    { upToPbb: 5.0, basePbb: -0.073, rate: 0.356, overPbb: 0 },
    { upToPbb: 7.88, basePbb: 0.017, rate: 0.338, overPbb: 0 },
    { upToPbb: 8.08, basePbb: 0.703, rate: 0.251, overPbb: 0 },
    { upToPbb: 11.16, basePbb: 2.732, rate: 0, overPbb: 0 },
    { upToPbb: 12.84, basePbb: 9.651, rate: -0.62, overPbb: 0 },
    { upToPbb: null, basePbb: 1.691, rate: 0, overPbb: 0 },
  ],
  jobbskatteavdrag: [
    { upToPbb: 0.91, basePbb: 0, rate: 1, overPbb: 0 },
    { upToPbb: 3.24, basePbb: 0.91, rate: 0.3874, overPbb: 0.91 },
    { upToPbb: 8.08, basePbb: 1.813, rate: 0.251, overPbb: 3.24 },
    { upToPbb: null, basePbb: 3.027, rate: 0, overPbb: 0 },
  ],
  sicknessCompensationReduction: {
    schedule: [
      { upToPbb: 0.91, basePbb: 0, rate: 1, overPbb: 0 },
      { upToPbb: 3.24, basePbb: 0.91, rate: 0.3874, overPbb: 0.91 },
      { upToPbb: null, basePbb: 1.813, rate: 0.251, overPbb: 3.24 },
    ],
    minShareOfIncome: 0.045,
  },
  sinkRate: 0.225,
  oneOffBrackets: {
    1: [
      { annualIncomeUpTo: 25041, percent: 0 },
      { annualIncomeUpTo: 82800, percent: 10 },
      { annualIncomeUpTo: 192000, percent: 21 },
      { annualIncomeUpTo: 477600, percent: 26 },
      { annualIncomeUpTo: 660000, percent: 34 },
      { annualIncomeUpTo: null, percent: 54 },
    ],
  },
  employerContributions: {
    components: COMPONENTS_2026,
    noneBornUpTo: 1937,
    olderPersonAge: 67,
    youthReduction: {
      paidFrom: '2026-04-01',
      paidTo: '2026-12-31',
      minAge: 18,
      maxAgeExclusive: 23,
      monthlyCap: 25000,
    },
    vaxaStod: { mode: 'refund', monthlyCap: 35000, maxMonths: 24 },
  },
};

const TAX_YEARS: ReadonlyMap<number, TaxYearParameters> = new Map(
  [TAX_YEAR_2025, TAX_YEAR_2026].map((parameters) => [parameters.year, parameters]),
);

export function listTaxYears(): number[] {
  return [...TAX_YEARS.keys()].sort((a, b) => a - b);
}

export function getTaxYearParameters(year: number): TaxYearParameters {
  const parameters = TAX_YEARS.get(year);
  if (!parameters) throw new RangeError(`No tax parameters for income year ${year}`);
  return parameters;
}

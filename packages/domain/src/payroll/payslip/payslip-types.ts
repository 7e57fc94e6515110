import type { TaxSettings } from '../../employees/tax-settings.ts';
import type { AbsencePayload, EventPayload } from '../../events/event-schema.ts';
import type {
  AgiBox,
  AgiHousingFlag,
  SalaryTypeEffect,
  SalaryTypeUnit,
  TaxTreatment,
} from '../../salary-types/salary-type-enums.ts';
import type { RateRule } from '../../salary-types/salary-type-rate.ts';
import type { HolidaySettings } from '../../settings/company-holidays.ts';
import type { SalarySupplements, StandbySettings } from '../../settings/salary-supplements.ts';
import type { TravelAllowances, TravelMileage } from '../../settings/travel-settings.ts';
import type { ContributionClass } from '../employer-contributions.ts';
import type { TaxTableSet } from '../tax-table.ts';
import type { AgreementRules } from './agreement-rules.ts';

/** What the calculation needs of a salary type (a company's own or a standard one). */
export type PayslipSalaryType = {
  code: string;
  name: string;
  kind: string;
  unit: SalaryTypeUnit;
  debitAccount: string | null;
  creditAccount: string | null;
  treatment: {
    effect: SalaryTypeEffect;
    tax: TaxTreatment;
    contributionBase: boolean;
    vacationEarning: boolean;
    agiBox: AgiBox | null;
    /** Housing benefit: the AGI flag 041 (småhus) or 043 beside its amount in 012. */
    agiHousingFlag?: AgiHousingFlag | null;
    rateRule: RateRule;
  };
};

export type VacationTerms = {
  rule: 'sammaloneregeln' | 'procentregeln';
  paidDaysPerYear: number;
  /** Sammalöneregeln: semestertillägg per paid day, per cent of M (0.43 law, 0.8 PTK). */
  supplementPercent: number;
  /** Procentregeln: per cent of the earning year's vacation base (12 by law). */
  percent?: number;
};

export type PayslipEmployment = {
  salaryForm: 'monthly' | 'hourly';
  startDate: string;
  endDate: string | null;
  /** Per cent; the salary rows already hold the pay for it. */
  employmentRate: number;
  /** V: ordinary weekly hours. */
  weeklyHours: number;
  /** Hours Monday..Sunday. */
  schedule: readonly number[];
  /** Monthly salary (or hourly wage) in öre, dated. */
  salaryRows: readonly { validFrom: string; validTo?: string | null; amountOre: number }[];
  vacation: VacationTerms;
};

/** An event of the period, or of an earlier one that a rule needs (a sick period that began before). */
export type PayslipEvent = EventPayload;

/** Company settings the rates come from; every field has a default (the standard settings). */
export type PayslipSettings = {
  holidays?: HolidaySettings;
  supplements?: SalarySupplements;
  standby?: StandbySettings;
  travelAllowances?: TravelAllowances;
  travelMileage?: TravelMileage;
  /** Rates in öre per unit for salary types priced from settings, by `setting` or `setting:key` (car benefit, meal benefit, per diem abroad, hourly overtime). */
  rateOverrides?: Readonly<Record<string, number>>;
  /**
   * Net deductions that are the employee's payment for a benefit (drivmedel, bil, kost): they lower
   * the benefit's value, so the taxable amount and the contribution base. Default 810, 811, 812.
   */
  benefitPaymentCodes?: readonly string[];
  /** Account overrides by the role names of accounting/bas-accounts.ts (tax, contributions, net pay). */
  accounts?: Partial<PayslipAccounts>;
};

export type PayslipAccounts = {
  taxWithheld: string;
  netPay: string;
  employerContributionsCost: string;
  employerContributionsLiability: string;
};

export type PayslipInput = {
  /** 'YYYY-MM', the month paid. */
  period: string;
  payDate: string;
  employee: {
    birthDate: string;
    tax: TaxSettings | null;
    /** The employment qualifies for växa-stöd (the caller checks the 24 months). */
    hasVaxaStod?: boolean;
  };
  employment: PayslipEmployment;
  /** Periods paid earlier with the salary then used: a raise registered late gives retro lines for them. */
  alreadyPaid?: readonly { period: string; monthlySalaryOre: number }[];
  /** Paid vacation days left before the period (termination pays them out). */
  vacationBalance?: { paidDaysLeft: number; savedDays?: number };
  /**
   * Paid days the vacation year end moved to be paid out (neither taken nor savable), each with
   * the closing vacation year's last day: semesterersättning on this payslip (docs/balances.md).
   */
  vacationPayouts?: readonly { days: number; closingYearEnd: string }[];
  /**
   * Comp hours paid as money on 222 (docs/balances.md *Payroll*): those of this period's overtime
   * (220) that did not fit in the comp bank under its cap, dated as the overtime (`overflow`, the
   * default), and banked hours that expired (`expired`, dated their expiry) or were above the cap
   * at the year end (`yearEnd`, dated 31 December), and the positive balance left when the
   * employment ends (`termination`, dated the end date: the final payslip). The last three are recorded on the payslip
   * (`compTime.paidOut`), so the ledger shows them paid and no later run pays them again.
   */
  compTimePayouts?: readonly CompTimePayout[];
  /**
   * The earning year the period is in and the employment's absence in it before the period
   * (attested or paid; semesterlagen 7 §, 17 §): the sick, parental and VAB limits are used up from
   * the earning year's start, so `daysEarned` can leave out the period's full days past a limit.
   * Not given: the calendar year, with only the period's own events known.
   */
  vacationEarningYear?: {
    earningYear: { from: string; to: string };
    absences: readonly AbsencePayload[];
    /** Ensam vårdnadshavare: 180 days of parental leave per child and of VAB. */
    isSingleParent?: boolean;
  };
  /** Procentregeln: the earning year's vacation base (semesterlönegrundande pay), öre. */
  vacationBaseOre?: number;
  /** Variable pay earned in the vacation year so far, öre (12 % at termination). */
  variablePayEarnedOre?: number;
  yearToDateBefore?: { grossOre: number; taxOre: number; benefitsOre: number };
  /** Remuneration already paid this calendar month (the monthly caps of the reduced contributions). */
  paidEarlierThisMonthOre?: number;
  /**
   * For engångsskatt; default: paid earlier this year (YTD gross + benefits) + this month's
   * table-taxed pay for this and each remaining month + the one-off amounts (§9.6).
   */
  estimatedAnnualIncomeOre?: number;
  events: readonly PayslipEvent[];
  /** The company's salary types; default STANDARD_SALARY_TYPES. */
  salaryTypes?: readonly PayslipSalaryType[];
  settings?: PayslipSettings;
  agreement?: Partial<AgreementRules>;
  /** Imported official tables; default the engine's computed tables (identical for 2026). */
  taxTables?: TaxTableSet;
};

/** What the comp bank pays out as money; `overflow` when no cause is given. */
export type CompTimePayoutCause = 'overflow' | 'expired' | 'yearEnd' | 'termination';
export type CompTimePayout = { date: string; hours: number; cause?: CompTimePayoutCause };
/**
 * Banked comp hours a payslip paid out: expired, above the cap at the year end, or left when the
 * employment ended (`termination`, dated the end date; the final payslip).
 */
export type CompTimePaidOut = { cause: 'expired' | 'yearEnd' | 'termination'; date: string; hours: number };

export type PayslipLine = {
  code: string;
  name: string;
  quantity: number | null;
  unit: SalaryTypeUnit;
  /** Per unit, in öre, unrounded (rates are kept exact; the amount is rounded once). */
  rateOre: number | null;
  /** Signed: deductions are negative. */
  amountOre: number;
  /** The days the line concerns. */
  periodFrom: string;
  periodTo: string;
  effect: SalaryTypeEffect;
  tax: TaxTreatment;
  contributionBase: boolean;
  vacationEarning: boolean;
  agiBox: AgiBox | null;
  /** Set only on housing-benefit lines (the type's 041 / 043). */
  agiHousingFlag?: AgiHousingFlag;
  debitAccount: string | null;
  creditAccount: string | null;
  /** Set by the run on a correction run's line that corrects an earlier completed payslip. */
  corrects?: LineCorrection;
};

/**
 * What a correction line corrects: the completed run and payslip of the month the line concerns,
 * and that payslip's line of the same salary type (or the salary a retro line corrects), if any.
 * The label is copied: a completed run never changes.
 */
export type LineCorrection = {
  runId: string;
  runLabel: string;
  payslipId: string;
  /** The corrected payslip's line (1-based, as stored), null when it had none of the kind. */
  lineNo: number | null;
  /** `YYYY-MM`: the corrected payslip's period. */
  period: string;
  payDate: string;
};

export type TaxRule =
  | { kind: 'table'; table: number; column: number }
  | { kind: 'adjusted-table'; table: number; column: number }
  | { kind: 'adjusted-percent'; percent: number }
  | { kind: 'adjusted-amount'; amountOre: number }
  | { kind: 'sink'; percent: number }
  | { kind: 'none' }
  | { kind: 'small-payment' }
  | { kind: 'no-table'; percent: number };

export type PayslipTax = {
  rule: TaxRule;
  /** Tax on the table-taxed pay, öre (whole kronor). */
  tableTaxOre: number;
  /** Engångsskatt on the one-off amounts, öre (whole kronor). */
  oneOffTaxOre: number;
  oneOffPercent: number | null;
  /** The income the table was looked up with, whole kronor. */
  tableIncomeKronor: number;
};

export type PayslipContributions = {
  /** Per rate class: base and contribution in whole kronor, as the AGI has them. */
  byClass: Partial<
    Record<ContributionClass, { baseKronor: number; rateBasisPoints: number; amountKronor: number }>
  >;
  totalOre: number;
  /** Växa-stöd to apply for as a refund, öre. */
  vaxaRefundOre: number;
};

export type PayslipProblemCode =
  | 'NEGATIVE_NET'
  | 'ZERO_NET'
  | 'MISSING_TAX_TABLE'
  | 'NO_ONE_OFF_TABLE'
  | 'UNKNOWN_SALARY_TYPE'
  | 'MISSING_RATE'
  | 'NO_SALARY'
  | 'NEGATIVE_CONTRIBUTION_BASE'
  | 'SICK_PAST_DAY_14'
  | 'VACATION_BASE_MISSING'
  | 'UNSUPPORTED_EVENT';

export type PayslipProblem = {
  code: PayslipProblemCode;
  severity: 'blocking' | 'warning';
  /** Swedish, for the run's checks. */
  message: string;
};

export type AccountingRow = { account: string; debitOre: number; creditOre: number };

export type Payslip = {
  period: string;
  payDate: string;
  lines: PayslipLine[];
  /** Cash gross: earnings − absence deductions. */
  grossOre: number;
  /** Taxable benefits without cash. */
  benefitsOre: number;
  /** What the table (or the SINK / jämkning per cent) is applied to: gross + benefits − one-off amounts. */
  taxableOre: number;
  /** Engångsbelopp, taxed by the one-off per cent (engångsskatt). */
  oneOffOre: number;
  taxOre: number;
  tax: PayslipTax;
  netDeductionsOre: number;
  taxFreeOre: number;
  netOre: number;
  contributions: PayslipContributions;
  /** Amounts per AGI box in öre (050/051 count the tax-free amount paid; the AGI only ticks them). */
  agi: Partial<Record<AgiBox, number>>;
  /** The AGI housing-benefit flags (041 / 043) of the period's housing benefits; absent when none. */
  agiHousingFlags?: AgiHousingFlag[];
  accounting: AccountingRow[];
  /**
   * Vacation days taken and earned; on the final payslip also the paid and saved days its
   * semesterersättning paid out (the ledger takes them off: Saldon is zero after it).
   */
  vacation: { daysTaken: number; daysEarned: number; daysPaidOut?: number; savedDaysPaidOut?: number };
  /** Banked comp hours this payslip paid on 222 (the ledger shows them paid out by its run); absent when none. */
  compTime?: { paidOut: CompTimePaidOut[] };
  yearToDate: { grossOre: number; taxOre: number; benefitsOre: number };
  problems: PayslipProblem[];
};

/**
 * Annual preliminary tax for one table row, by the method of Skatteverket's SKV 433
 * ("Teknisk beskrivning"), as reproduced in swedish-payroll.md §1.4. Pure integer arithmetic:
 * amounts are whole kronor, intermediate values fixed-point in 1e-8 kronor.
 */
import {
  ceilToMultiple,
  floorDiv,
  floorMulDiv,
  roundHalfDownToMultiple,
  toScaledInteger,
} from './exact-arithmetic.ts';
import type { SchedulePiece, TaxColumn, TaxYearParameters } from './tax-year-parameters.ts';

/** Fixed point of schedule values: 1e-8 kronor. */
const UNIT = 1e8;
/** Rates and PBB multiples are held in 1e-4 (four decimals, e.g. 0.3874 and 1.965 PBB). */
const RATE_SCALE = 1e4;
/** Above this annual income an intermediate product could leave the safe-integer range. */
export const MAX_ANNUAL_INCOME = 100_000_000;

type CompiledPiece = { upToKronorTimesScale: number; base: number; rate: number; over: number };

/** A schedule with every coefficient an integer: value × UNIT = base×PBB×1e4 + rate×(income×1e4 − over×PBB). */
export type CompiledSchedule = { pieces: CompiledPiece[]; pbb: number };

export function compileSchedule(pieces: SchedulePiece[], pbb: number): CompiledSchedule {
  return {
    pbb,
    pieces: pieces.map((piece) => ({
      upToKronorTimesScale:
        piece.upToPbb === null ? Number.POSITIVE_INFINITY : toScaledInteger(piece.upToPbb, RATE_SCALE) * pbb,
      base: toScaledInteger(piece.basePbb, RATE_SCALE),
      rate: toScaledInteger(piece.rate, RATE_SCALE),
      over: toScaledInteger(piece.overPbb, RATE_SCALE),
    })),
  };
}

/** Schedule value in 1e-8 kronor for a whole-krona income. */
export function evaluateSchedule(schedule: CompiledSchedule, income: number): number {
  const scaledIncome = income * RATE_SCALE;
  for (const piece of schedule.pieces) {
    if (scaledIncome <= piece.upToKronorTimesScale) {
      return piece.base * schedule.pbb * RATE_SCALE + piece.rate * (scaledIncome - piece.over * schedule.pbb);
    }
  }
  throw new RangeError('Schedule has no open-ended last piece');
}

export type CompiledTaxYear = {
  parameters: TaxYearParameters;
  grundavdrag: CompiledSchedule;
  forhojtAddition: CompiledSchedule;
  jobbskatteavdrag: CompiledSchedule;
  jobbskatteavdragOlder: CompiledSchedule;
  sickness: CompiledSchedule;
  sicknessMinShare: number;
  burialChurch: number;
  stateRate: number;
  publicServiceRate: number;
  publicServiceMax: number;
  earnedFrom: number;
  earnedTo: number;
  earnedRate: number;
  pensionRate: number;
  /** Pension-fee income cap in 1e-2 kronor (8.07 × IBB is not a whole krona). */
  pensionCapCentiKronor: number;
  /** Lower limit × 1e3 compared against income × 1e3 × ... see pensionFee. */
  pensionLowerLimitTimesScale: number;
  pensionRoundTo: number;
};

export function compileTaxYear(parameters: TaxYearParameters): CompiledTaxYear {
  const pbb = parameters.prisbasbelopp;
  const fee = parameters.allmanPensionsavgift;
  return {
    parameters,
    grundavdrag: compileSchedule(parameters.grundavdrag, pbb),
    forhojtAddition: compileSchedule(parameters.forhojtGrundavdragAddition, pbb),
    jobbskatteavdrag: compileSchedule(parameters.jobbskatteavdrag, pbb),
    jobbskatteavdragOlder: compileSchedule(parameters.jobbskatteavdragOlder, pbb),
    sickness: compileSchedule(parameters.sicknessCompensationReduction.schedule, pbb),
    sicknessMinShare: toScaledInteger(parameters.sicknessCompensationReduction.minShareOfIncome, RATE_SCALE),
    burialChurch: toScaledInteger(parameters.burialAndChurchPercentInTable / 100, RATE_SCALE),
    stateRate: toScaledInteger(parameters.stateTaxRate, RATE_SCALE),
    publicServiceRate: toScaledInteger(parameters.publicServiceFee.rate, RATE_SCALE),
    publicServiceMax: parameters.publicServiceFee.maxKronor,
    earnedFrom: parameters.earnedIncomeReduction.fromBfi,
    earnedTo: parameters.earnedIncomeReduction.toBfi,
    earnedRate: toScaledInteger(parameters.earnedIncomeReduction.rate, RATE_SCALE),
    pensionRate: toScaledInteger(fee.rate, RATE_SCALE),
    pensionCapCentiKronor: toScaledInteger(fee.capIbb, 100) * parameters.inkomstbasbelopp,
    pensionLowerLimitTimesScale: toScaledInteger(fee.lowerLimitPbb, RATE_SCALE) * pbb,
    pensionRoundTo: fee.roundTo,
  };
}

/** Grundavdrag in kronor: rounded up to a whole 100 and never above the income (63 kap. 3–3 a §§). */
export function computeGrundavdrag(year: CompiledTaxYear, income: number, isOlder: boolean): number {
  let value = evaluateSchedule(year.grundavdrag, income);
  if (isOlder) value += evaluateSchedule(year.forhojtAddition, income);
  return Math.min(income, ceilToMultiple(value, 100 * UNIT) / UNIT);
}

/** Allmän pensionsavgift in kronor: 7 % of income up to 8.07 IBB, nearest 100 with halves down. */
export function computePensionFee(year: CompiledTaxYear, income: number): number {
  if (income * RATE_SCALE < year.pensionLowerLimitTimesScale) return 0;
  const baseCenti = Math.min(income * 100, year.pensionCapCentiKronor);
  // baseCenti × rate is in 1e-6 kronor.
  const feeMicro = baseCenti * year.pensionRate;
  return roundHalfDownToMultiple(feeMicro, year.pensionRoundTo * 1e6) / 1e6;
}

/**
 * Everything about an annual income that does not depend on the table number, so that the
 * fourteen tables of a year can share it.
 */
export type IncomeBasis = {
  income: number;
  grundavdrag: number;
  grundavdragOlder: number;
  pensionFee: number;
  /** (X − GA) in 1e-8 kr for jobbskatteavdrag, and (Y − GA) for the sickness reduction. */
  jobbskatteavdragBase: number;
  sicknessBase: number;
  /** Jobbskatteavdrag 66+ in kronor (not multiplied by the municipal rate). */
  jobbskatteavdragOlder: number;
};

export function computeIncomeBasis(year: CompiledTaxYear, income: number): IncomeBasis {
  if (!Number.isSafeInteger(income) || income < 0 || income > MAX_ANNUAL_INCOME) {
    throw new RangeError(`Annual income out of range: ${income}`);
  }
  const grundavdrag = computeGrundavdrag(year, income, false);
  return {
    income,
    grundavdrag,
    grundavdragOlder: computeGrundavdrag(year, income, true),
    pensionFee: computePensionFee(year, income),
    jobbskatteavdragBase: evaluateSchedule(year.jobbskatteavdrag, income) - grundavdrag * UNIT,
    sicknessBase: evaluateSchedule(year.sickness, income) - grundavdrag * UNIT,
    jobbskatteavdragOlder: floorDiv(evaluateSchedule(year.jobbskatteavdragOlder, income), UNIT),
  };
}

/**
 * The tax once taxable income, pension fee and the column's own credit are known. The
 * pension-fee reduction is set against state tax first, then municipal tax; the column credit
 * and the earned-income reduction only reduce the municipal tax that is left (67 kap. IL).
 */
function finishAnnualTax(
  year: CompiledTaxYear,
  municipalRate: number,
  taxable: number,
  pensionFee: number,
  credit: number,
): number {
  let municipal = floorDiv(taxable * municipalRate, RATE_SCALE);
  const burialChurch = floorDiv(taxable * year.burialChurch, RATE_SCALE);
  let state =
    taxable > year.parameters.skiktgrans
      ? floorDiv((taxable - year.parameters.skiktgrans) * year.stateRate, RATE_SCALE)
      : 0;

  const pensionReduction = Math.min(pensionFee, municipal + state);
  const fromState = Math.min(state, pensionReduction);
  state -= fromState;
  municipal -= pensionReduction - fromState;

  municipal -= Math.min(municipal, credit);

  if (taxable > year.earnedFrom) {
    const earned = floorDiv(
      (Math.min(taxable, year.earnedTo) - year.earnedFrom) * year.earnedRate,
      RATE_SCALE,
    );
    municipal -= Math.min(municipal, earned);
  }

  const publicService = Math.min(
    floorDiv(taxable * year.publicServiceRate, RATE_SCALE),
    year.publicServiceMax,
  );
  return municipal + state + burialChurch + pensionFee + publicService;
}

/**
 * Annual tax in kronor for columns 1–6 of table `table`, written to `out[0..5]`.
 * Column attribution (swedish-payroll.md §1.3): 1 and 3 get the pension fee and a
 * jobbskatteavdrag, 5 the fee only, 4 the sickness reduction, 2 and 3 the förhöjt grundavdrag.
 */
export function computeAnnualTaxesFromBasis(
  year: CompiledTaxYear,
  table: number,
  basis: IncomeBasis,
  out: number[],
): number[] {
  // Municipal rate = table number less the burial and church part, in 1e-4.
  const municipalRate = table * 100 - year.burialChurch;
  const taxable = basis.income - basis.grundavdrag;
  const taxableOlder = basis.income - basis.grundavdragOlder;
  const jobbskatteavdrag =
    basis.jobbskatteavdragBase > 0
      ? floorMulDiv(basis.jobbskatteavdragBase, municipalRate, UNIT * RATE_SCALE)
      : 0;
  const sicknessByIncome =
    basis.sicknessBase > 0 ? floorMulDiv(basis.sicknessBase, municipalRate, UNIT * RATE_SCALE) : 0;
  const sicknessFloor = floorDiv(
    basis.income * year.sicknessMinShare * municipalRate,
    RATE_SCALE * RATE_SCALE,
  );
  out[0] = finishAnnualTax(year, municipalRate, taxable, basis.pensionFee, jobbskatteavdrag);
  out[1] = finishAnnualTax(year, municipalRate, taxableOlder, 0, 0);
  out[2] = finishAnnualTax(year, municipalRate, taxableOlder, basis.pensionFee, basis.jobbskatteavdragOlder);
  out[3] = finishAnnualTax(year, municipalRate, taxable, 0, Math.max(sicknessByIncome, sicknessFloor));
  out[4] = finishAnnualTax(year, municipalRate, taxable, basis.pensionFee, 0);
  out[5] = finishAnnualTax(year, municipalRate, taxable, 0, 0);
  return out;
}

/**
 * Annual tax in kronor on a yearly income `income` (whole kronor, already rounded as the
 * table method requires) for table `table` and column `column`.
 */
export function computeAnnualTax(
  year: CompiledTaxYear,
  table: number,
  column: TaxColumn,
  income: number,
): number {
  const out = computeAnnualTaxesFromBasis(year, table, computeIncomeBasis(year, income), [0, 0, 0, 0, 0, 0]);
  return out[column - 1] as number;
}

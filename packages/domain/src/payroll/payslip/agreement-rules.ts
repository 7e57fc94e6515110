/**
 * Rules that come from kollektivavtal, not law (swedish-payroll.md §9 says to make them
 * configurable). The defaults are the common ones named there; the salary types hold the rates
 * (M/94, 20 % × r, M/21 …), these hold the structure around them.
 */
export type AgreementRules = {
  /**
   * Start or end mid-month (§9.7): up to `shortMonthWorkdays` workdays employed are paid M/21 per
   * workday, longer M × 12/365 per calendar day employed.
   */
  shortMonthWorkdays: number;
  shortMonthDivisor: number;
  /** Leave of absence and parental leave: up to this many workdays per event is per workday (M/21). */
  shortLeaveWorkdays: number;
  /** Sick days 15 on: per cent of M × 12/365 deducted per calendar day (100 without agreement). */
  sickFromDay15Percent: number;
  /** A new sick spell starting within this many days of the last one continues its period (no new karens). */
  sickRelapseDays: number;
  /** Semesterersättning at termination, sammalöneregeln: per cent of M per day before the tillägg. */
  vacationCompensationBasePercent: number;
  /** Procentregeln and variable pay: per cent of the base (12 by law). */
  vacationPercent: number;
  /** A free breakfast on a trip is in the hotel's room price: no kostförmån (§9.5). */
  breakfastInLodging: boolean;
};

export const DEFAULT_AGREEMENT_RULES: AgreementRules = {
  shortMonthWorkdays: 5,
  shortMonthDivisor: 21,
  shortLeaveWorkdays: 5,
  sickFromDay15Percent: 100,
  sickRelapseDays: 5,
  vacationCompensationBasePercent: 4.6,
  vacationPercent: 12,
  breakfastInLodging: true,
};

import type { ReportedAbsenceType } from '../../events/parental-days.ts';
import type { AgiHousingFlag } from '../../salary-types/salary-type-enums.ts';

/**
 * One arbetsgivardeklaration på individnivå (swedish-payroll.md §3): the employer's totals (HU) and
 * one individuppgift (IU) per payee for one redovisningsperiod, the month of payment. Amounts are
 * whole kronor (öre already dropped: `aggregatePayslipsForAgi` does it).
 *
 * A correction is the same declaration made again for the period: every payee's IU again with its
 * specification number (Skatteverket replaces an IU on employer + payee + period + number, so an
 * unchanged IU replaces itself), the HU with the new totals, and `removals` for the IUs of payees
 * who no longer belong in the period (Borttag).
 */

/** The amount boxes of an IU that we fill, by field code. */
export const AGI_AMOUNT_BOXES = ['011', '012', '013', '018', '098'] as const;
export type AgiAmountBox = (typeof AGI_AMOUNT_BOXES)[number];

/**
 * The "no withholding" boxes (§3.3), each a flag that takes the place of the tax amount: 276 a
 * decision from Skatteverket that no tax is withheld, 114 tax-exempt under a tax treaty, 253
 * lokalanställd, 094 employed at a foreign embassy in Sweden with an agreement.
 */
export const AGI_NO_WITHHOLDING_FLAGS = ['276', '114', '253', '094'] as const;
export type AgiNoWithholdingFlag = (typeof AGI_NO_WITHHOLDING_FLAGS)[number];

/**
 * Växa-stöd flags, valid to period 2025-12 only (§2.3): 062 employed before 2024-05-01 (up to
 * 25 000 kr), 063 employed after 2024-04-30 (up to 35 000 kr). From 2026 the reduction is refunded
 * afterwards and the AGI carries full contributions.
 */
export const AGI_VAXA_FLAGS = ['062', '063'] as const;
export type AgiVaxaFlag = (typeof AGI_VAXA_FLAGS)[number];
export const LAST_VAXA_PERIOD = '2025-12';

export type AgiContact = { name: string; phone: string; email: string };

export type AgiAbsence = {
  date: string;
  type: ReportedAbsenceType;
  /** Share of the day, 0 < percent ≤ 100 (FK 824 / 826). */
  percent: number;
  /** FK 822; default the payee's specification number. Stable per payee and date in later versions. */
  specificationNumber?: number;
};

export type AgiPayee = {
  /** 12 digits: personnummer or samordningsnummer, yyyymmddnnnc (FK 215). */
  personnummer: string;
  /** FK 570: the same for this payee in every later version of the period. */
  specificationNumber: number;
  /** FK 245 / 246: where the payee mainly works. */
  workplace?: { address: string; town: string };
  boxes: Partial<Record<AgiAmountBox, number>>;
  /**
   * The one tax box of the IU: FK 001, FK 274 when `sink` (särskild inkomstskatt för utomlands
   * bosatta), FK 275 when `aSink` (artists and athletes living abroad), or, with
   * `noWithholding`, that flag instead of an amount (the tax is then 0).
   */
  taxWithheldKronor: number;
  sink?: boolean;
  aSink?: boolean;
  noWithholding?: AgiNoWithholdingFlag;
  /** FK 041 / 043: the benefit in 012 is, or includes, housing in a småhus / elsewhere. */
  housingBenefit?: readonly AgiHousingFlag[];
  /** FK 062 / 063: contributions reduced by växa-stöd (periods to 2025-12). */
  vaxaStod?: AgiVaxaFlag;
  /** FK 050 / 051: tax-free mileage allowance or per diem was paid (the amount is not declared). */
  carAllowancePaid?: boolean;
  perDiemPaid?: boolean;
  /** The payee's employer contributions, whole kronor: they add up to HU 487. */
  contributionsKronor: number;
  absences?: readonly AgiAbsence[];
};

export type AgiRemoval = { personnummer: string; specificationNumber: number };

export type AgiDeclarationInput = {
  /** The redovisningsperiod, YYYY-MM: the month of payment. */
  period: string;
  /** `Skapad`, local YYYY-MM-DDTHH:MM:SS: fixed per file record so the file can be made again. */
  createdAt: string;
  sender: {
    programName: string;
    /** The sender's organisation number (10 digits, or 12 with the 16 prefix). */
    organisationNumber: string;
    technicalContact: AgiContact;
  };
  employer: {
    /** The employer's organisation number (or the sole trader's personnummer). */
    organisationNumber: string;
    contacts: readonly AgiContact[];
  };
  payees: readonly AgiPayee[];
  removals?: readonly AgiRemoval[];
};

export type AgiTotals = { contributionsKronor: number; taxWithheldKronor: number };

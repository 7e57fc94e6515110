import {
  findTravelTaxFreeParameters,
  type TravelTaxFreeParameters,
} from '@lonsam/domain/payroll/travel-parameters';
import {
  splitAtTaxFreeRate,
  type TravelAllowanceRow,
  type TravelMileageRow,
} from '@lonsam/domain/settings/travel-settings';
import { type DatedFormRow, fromFormDates, toFormDates } from '../../../../ui/forms/dated-rows-table.tsx';
import { kronorToOre } from '../../../../ui/forms/field-errors.ts';

type Kronor = number | string;

/** The company's per diem amounts as the form holds them, in kronor. */
export type AllowanceFormRow = DatedFormRow & { wholeDay: Kronor; halfDay: Kronor; night: Kronor };
/** The company's mileage per mil as the form holds it, in kronor. */
export type MileageFormRow = DatedFormRow & {
  ownCar: Kronor;
  companyCarFossil: Kronor;
  companyCarElectric: Kronor;
};

export const toAllowanceFormRow = (row: TravelAllowanceRow): AllowanceFormRow => ({
  ...toFormDates(row),
  wholeDay: row.wholeDayOre / 100,
  halfDay: row.halfDayOre / 100,
  night: row.nightOre / 100,
});

export const toAllowanceCandidate = (row: AllowanceFormRow) => ({
  ...fromFormDates(row),
  wholeDayOre: kronorToOre(row.wholeDay),
  halfDayOre: kronorToOre(row.halfDay),
  nightOre: kronorToOre(row.night),
});

export const toMileageFormRow = (row: TravelMileageRow): MileageFormRow => ({
  ...toFormDates(row),
  ownCar: row.ownCarPerMilOre / 100,
  companyCarFossil: row.companyCarFossilPerMilOre / 100,
  companyCarElectric: row.companyCarElectricPerMilOre / 100,
});

export const toMileageCandidate = (row: MileageFormRow) => ({
  ...fromFormDates(row),
  ownCarPerMilOre: kronorToOre(row.ownCar),
  companyCarFossilPerMilOre: kronorToOre(row.companyCarFossil),
  companyCarElectricPerMilOre: kronorToOre(row.companyCarElectric),
});

/** Skatteverket's amounts in force on a row's first day; undefined for a date not in the table. */
export function taxFreeOn(date: string): TravelTaxFreeParameters | undefined {
  try {
    return findTravelTaxFreeParameters(date);
  } catch {
    return undefined;
  }
}

/**
 * What one unit (a day, a mil) paid at `paid` kronor has above the tax-free amount, in öre: 0 when
 * within it, undefined while the amount is not a number.
 */
export function taxableExcessOre(paid: Kronor, taxFreeOre: number): number | undefined {
  const paidOre = kronorToOre(paid);
  if (paidOre === undefined || paidOre < 0) return undefined;
  return splitAtTaxFreeRate(paidOre, taxFreeOre, 1).taxableOre;
}

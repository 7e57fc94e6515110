import type { Voucher } from '../../accounting/salary-voucher-types.ts';
import {
  DIMENSION_LABELS,
  DIMENSIONS,
  type Dimension,
  SIE_DIMENSION_NUMBERS,
} from '../../settings/dimensions.ts';
import type { SieDimension, SieVoucher } from './sie-types.ts';

/**
 * A voucher as SIE writes it: its dimensions as SIE's reserved numbers (1 Kostnadsställe,
 * 6 Projekt), series and number from the settings (empty series and null number leave them to the
 * bookkeeping program, as the payroll samples do).
 */
export function toSieVoucher(
  voucher: Voucher,
  numbering: { series: string; number: number | null; registeredOn?: string | null },
): SieVoucher {
  return {
    series: numbering.series,
    number: numbering.number,
    date: voucher.date,
    text: voucher.text,
    registeredOn: numbering.registeredOn ?? null,
    transactions: voucher.rows.map((row) => ({
      account: row.account,
      objects: DIMENSIONS.flatMap((dimension) => {
        const code = row.dimensions[dimension];
        return code ? [{ dimension: SIE_DIMENSION_NUMBERS[dimension], code }] : [];
      }),
      amountOre: row.amountOre,
    })),
  };
}

/**
 * The company's cost centres and projects as SIE dimensions (#DIM 1 "Kostnadsställe", #DIM 6
 * "Projekt"); the writer declares only the objects its vouchers use.
 */
export function toSieDimensions(
  objects: readonly { dimension: Dimension; code: string; name: string }[],
): SieDimension[] {
  return DIMENSIONS.map((dimension) => ({
    number: SIE_DIMENSION_NUMBERS[dimension],
    name: DIMENSION_LABELS[dimension],
    objects: objects
      .filter((object) => object.dimension === dimension)
      .map((object) => ({ code: object.code, name: object.name })),
  }));
}

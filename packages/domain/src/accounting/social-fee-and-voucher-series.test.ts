import { describe, expect, it } from 'vitest';
import { defaultSocialFeeLiability, socialFeeLiabilitySchema } from './social-fee-liability.ts';
import {
  defaultVoucherSeries,
  NEXT_NUMBER_BELOW_USED_MESSAGE,
  validateNextVoucherNumber,
  voucherSeriesSchema,
} from './voucher-series.ts';

describe('social fee liability', () => {
  it('accrues monthly at the full rate 31.42 % by default (domain notes §2.1)', () => {
    // 10.21 + 0.30 + 3.55 + 2.00 + 0.10 + 2.64 + 12.62 = 31.42 % = 3142 hundredths of a per cent.
    expect(defaultSocialFeeLiability(2026)).toEqual({ accrueMonthly: true, rateBasisPoints: 3142 });
  });

  it('takes the last known year’s rate for a year without parameters', () => {
    expect(defaultSocialFeeLiability(2031).rateBasisPoints).toBe(3142);
    expect(defaultSocialFeeLiability(1990).rateBasisPoints).toBe(3142);
  });

  it.each([-1, 10_001, 31.425])('refuses the rate %s in Swedish', (rateBasisPoints) => {
    const result = socialFeeLiabilitySchema.safeParse({ accrueMonthly: true, rateBasisPoints });
    expect(result.error?.issues[0]?.message).toBe(
      'Ange en procentsats mellan 0 och 100 med högst två decimaler',
    );
  });
});

describe('voucher series', () => {
  it('starts as series L, "Lön", number 1', () => {
    expect(voucherSeriesSchema.parse(defaultVoucherSeries())).toEqual({
      series: 'L',
      name: 'Lön',
      nextNumber: 1,
    });
  });

  it.each(['L', 'LN', 'ZZ'])('accepts the series %s', (series) => {
    expect(voucherSeriesSchema.safeParse({ series, name: 'Lön', nextNumber: 1 }).success).toBe(true);
  });

  it.each(['', 'l', 'LÖN', 'Ö', 'L1', 'ABC'])('refuses the series "%s"', (series) => {
    const result = voucherSeriesSchema.safeParse({ series, name: 'Lön', nextNumber: 1 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Serien ska vara en eller två versaler A–Z',
    ]);
  });

  it.each([0, -3, 1.5])('refuses the next number %s', (nextNumber) => {
    const result = voucherSeriesSchema.safeParse({ series: 'L', name: 'Lön', nextNumber });
    expect(result.error?.issues[0]?.path).toEqual(['nextNumber']);
  });

  it('never hands out a number already used', () => {
    // Vouchers L1–L41 exist: 42 is the lowest allowed next number.
    expect(validateNextVoucherNumber(42, 41)).toBeUndefined();
    expect(validateNextVoucherNumber(41, 41)).toBe(NEXT_NUMBER_BELOW_USED_MESSAGE);
    expect(validateNextVoucherNumber(1, 0)).toBeUndefined();
  });
});

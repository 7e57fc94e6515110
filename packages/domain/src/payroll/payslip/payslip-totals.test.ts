import { describe, expect, it } from 'vitest';
import type { EventPayload } from '../../events/event-schema.ts';
import { DEFAULT_TRAVEL_ALLOWANCES } from '../../settings/travel-settings.ts';
import { calculatePayslip } from './calculate-payslip.ts';
import { absence, hourlyInput, monthlyInput, transaction } from './test-input.ts';

const PERCENT_30 = { birthDate: '1985-04-12', tax: { method: 'adjusted-percent' as const, percent: 30 } };

describe('benefits, net deductions, contributions and the voucher', () => {
  it('taxes a car benefit without paying it and takes a net deduction after tax', () => {
    // M 30 000 + bilförmån 5 000: taxable 35 000 × 30 % = 10 500 kr tax. Net deduction 1 000 kr.
    // Net = 30 000 − 10 500 − 1 000 = 18 500 kr. Contributions 35 000 × 31,42 % = 10 997 kr.
    const slip = calculatePayslip(
      monthlyInput(3_000_000, {
        employee: PERCENT_30,
        events: [transaction('600', { amountOre: 500_000 }), transaction('890', { amountOre: 100_000 })],
      }),
    );
    expect([slip.grossOre, slip.benefitsOre, slip.taxableOre, slip.taxOre]).toEqual([
      3_000_000, 500_000, 3_500_000, 1_050_000,
    ]);
    expect([slip.netDeductionsOre, slip.netOre, slip.contributions.totalOre]).toEqual([
      100_000, 1_850_000, 1_099_700,
    ]);
    expect(slip.agi).toMatchObject({ '011': 3_000_000, '013': 500_000, '001': 1_050_000 });
  });

  it('lowers the benefit by what the employee pays for it through a net deduction', () => {
    // Bilförmån 5 000, the employee pays 1 000 by nettolöneavdrag (811): value 4 000. Taxable
    // 30 000 + 4 000 = 34 000 × 30 % = 10 200 kr; net 30 000 − 10 200 − 1 000 = 18 800 kr;
    // contributions 34 000 × 31,42 % = 10 682,80 → 10 682 kr.
    const slip = calculatePayslip(
      monthlyInput(3_000_000, {
        employee: PERCENT_30,
        events: [transaction('600', { amountOre: 500_000 }), transaction('811', { amountOre: 100_000 })],
      }),
    );
    expect([slip.benefitsOre, slip.taxableOre, slip.taxOre, slip.netOre]).toEqual([
      500_000, 3_400_000, 1_020_000, 1_880_000,
    ]);
    expect(slip.contributions.totalOre).toBe(1_068_200);
  });

  it('books pay, tax and contributions in a balanced voucher', () => {
    // M 30 000, tax 30 % = 9 000, contributions 30 000 × 31,42 % = 9 426 kr.
    const slip = calculatePayslip(monthlyInput(3_000_000, { employee: PERCENT_30 }));
    expect(slip.accounting).toEqual([
      { account: '1930', debitOre: 0, creditOre: 2_100_000 },
      { account: '2710', debitOre: 0, creditOre: 900_000 },
      { account: '2731', debitOre: 0, creditOre: 942_600 },
      { account: '7210', debitOre: 3_000_000, creditOre: 0 },
      { account: '7510', debitOre: 942_600, creditOre: 0 },
    ]);
  });

  it('reports växa-stöd as a refund in 2026 and keeps full contributions', () => {
    // 30 000 × 31,42 % = 9 426 kr paid; refund 30 000 × (31,42 − 10,21) % = 6 363 kr.
    const input = monthlyInput(3_000_000, { employee: { ...PERCENT_30, hasVaxaStod: true } });
    const slip = calculatePayslip(input);
    expect([slip.contributions.totalOre, slip.contributions.vaxaRefundOre]).toEqual([942_600, 636_300]);
  });

  it('accumulates the year to date', () => {
    const slip = calculatePayslip(
      monthlyInput(3_000_000, {
        employee: PERCENT_30,
        yearToDateBefore: { grossOre: 6_000_000, taxOre: 1_800_000, benefitsOre: 0 },
      }),
    );
    expect(slip.yearToDate).toEqual({ grossOre: 9_000_000, taxOre: 2_700_000, benefitsOre: 0 });
  });
});

describe('vacation', () => {
  it('adds the 0.8 % tillägg per vacation day under sammalöneregeln', () => {
    // 30 000 × 0,8 % = 240 kr × 5 days (16–20 March) = 1 200 kr; the month's pay continues.
    const input = monthlyInput(3_000_000, { events: [absence('vacation-paid', '2026-03-16', '2026-03-20')] });
    input.employment = {
      ...input.employment,
      vacation: { rule: 'sammaloneregeln', paidDaysPerYear: 25, supplementPercent: 0.8 },
    };
    const slip = calculatePayslip(input);
    expect(slip.lines.map((line) => [line.code, line.quantity, line.amountOre])).toEqual([
      ['100', 1, 3_000_000],
      ['402', 5, 120_000],
      ['910', 5, 0],
    ]);
    expect(slip.vacation.daysTaken).toBe(5);
    // Earned in March: 25 × 31 / 365 = 2,123… → 2,12 days.
    expect(slip.vacation.daysEarned).toBe(2.12);
  });

  it('pays an hourly employee procentregeln semesterlön per day taken', () => {
    // Base 300 000 kr × 12 % / 25 days = 1 440 kr a day × 2 days = 2 880 kr. Worked: 22 × 8 − 16 = 160 h × 150 kr.
    const input = hourlyInput(15_000, {
      vacationBaseOre: 30_000_000,
      events: [absence('vacation-paid', '2026-03-16', '2026-03-17')],
    });
    const slip = calculatePayslip(input);
    expect(slip.lines.map((line) => [line.code, line.quantity, line.amountOre])).toEqual([
      ['110', 160, 2_400_000],
      ['400', 2, 288_000],
      ['910', 2, 0],
    ]);
  });

  it('pays 5.03 % a day for unused days at termination by law, taxed as a one-off amount', () => {
    // 7 days left before March + March's own earned days, 25 × 31/365 = 2,123… → 2,12: 9,12 days.
    // 30 000 × (4,6 + 0,43) % = 1 509 kr a day × 9,12 = 13 762,08 kr.
    const input = monthlyInput(3_000_000, { vacationBalance: { paidDaysLeft: 7 } });
    input.employment = { ...input.employment, endDate: '2026-03-31' };
    const slip = calculatePayslip(input);
    expect(slip.lines.find((line) => line.code === '420')?.amountOre).toBe(1_376_208);
    expect(slip.oneOffOre).toBe(1_376_208);
  });
});

describe('travel', () => {
  it('pays per diem and mileage within the tax-free amounts beside the taxed pay', () => {
    // Tue 10 March 08:00 – Wed 11 March 20:00, overnight, > 50 km: two whole days × 300 kr = 600 kr.
    // 100 km own car: 10 mil × 25 kr = 250 kr. All tax-free: 850 kr beside the pay.
    const trip: EventPayload = {
      kind: 'travel',
      departure: '2026-03-10T08:00',
      return: '2026-03-11T20:00',
      destination: 'Umeå',
      country: 'SE',
      overnight: true,
      moreThan50Km: true,
      mealsByDate: {},
      mileage: [{ date: '2026-03-10', vehicle: 'own-car', kilometres: 100 }],
    };
    const slip = calculatePayslip(monthlyInput(3_000_000, { employee: PERCENT_30, events: [trip] }));
    expect(slip.lines.map((line) => [line.code, line.quantity, line.amountOre])).toEqual([
      ['100', 1, 3_000_000],
      ['700', 2, 60_000],
      ['710', 100, 25_000],
    ]);
    expect([slip.taxFreeOre, slip.netOre]).toEqual([85_000, 3_000_000 - 900_000 + 85_000]);
    expect(slip.agi).toMatchObject({ '050': 25_000, '051': 60_000 });
  });

  it('pays per diem abroad from the company’s normal amount as 702 (traktamente utrikes)', () => {
    // Berlin Tue 10 March 08:00 – Wed 11 March 20:00 with a normal amount for Germany 2026 of
    // 1 000 kr (made up for the test): two whole days × 1 000 kr = 2 000 kr, tax-free, AGI 051.
    const trip: EventPayload = {
      kind: 'travel',
      departure: '2026-03-10T08:00',
      return: '2026-03-11T20:00',
      destination: 'Berlin',
      country: 'DE',
      overnight: true,
      moreThan50Km: true,
      mealsByDate: {},
      mileage: [],
    };
    const input = monthlyInput(3_000_000, { employee: PERCENT_30, events: [trip] });
    input.settings = {
      ...input.settings,
      travelAllowances: {
        ...DEFAULT_TRAVEL_ALLOWANCES,
        foreignNormalAmounts: [{ country: 'DE', year: 2026, normalAmountOre: 100_000 }],
      },
    };
    const slip = calculatePayslip(input);
    expect(slip.lines.map((line) => [line.code, line.quantity, line.amountOre])).toEqual([
      ['100', 1, 3_000_000],
      ['702', 2, 200_000],
    ]);
    expect([slip.taxFreeOre, slip.agi['051']]).toEqual([200_000, 200_000]);
  });
});

describe('vacation compensation after the end', () => {
  it('pays it in the month after the employment ended, without salary', () => {
    // Ended 28 February; March pays 3 days × 30 000 × 5,03 % = 3 × 1 509 = 4 527 kr and no salary.
    // March earns nothing (not employed); February's earned days are in the balance already.
    const input = monthlyInput(3_000_000, { vacationBalance: { paidDaysLeft: 3 } });
    input.employment = { ...input.employment, endDate: '2026-02-28' };
    const slip = calculatePayslip(input);
    expect(slip.lines.map((line) => [line.code, line.amountOre])).toEqual([['420', 452_700]]);
  });
});

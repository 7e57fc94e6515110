import { describe, expect, it } from 'vitest';
import type { AbsenceReportDay } from '../../events/parental-days.ts';
import { calculatePayslip } from '../../payroll/payslip/calculate-payslip.ts';
import type { TaxRule } from '../../payroll/payslip/payslip-types.ts';
import { monthlyInput, transaction } from '../../payroll/payslip/test-input.ts';
import type { AgiPayslip, AgiPayslipOfPayee } from './aggregate-payslips.ts';
import { aggregatePayslipsForAgi } from './aggregate-payslips.ts';
import { readAgiXml } from './agi-reader.ts';
import type { AgiAbsence, AgiDeclarationInput } from './agi-types.ts';
import { generateAgiXml } from './agi-xml.ts';

function payslip(
  agi: AgiPayslip['agi'],
  taxOre: number,
  contributionKronor: number,
  rule: TaxRule = { kind: 'table', table: 33, column: 1 },
): AgiPayslip {
  return {
    payDate: '2026-03-25',
    agi,
    taxOre,
    tax: { rule, tableTaxOre: taxOre, oneOffTaxOre: 0, oneOffPercent: null, tableIncomeKronor: 0 },
    contributions: {
      byClass: contributionKronor
        ? { full: { baseKronor: 0, rateBasisPoints: 3142, amountKronor: contributionKronor } }
        : {},
      totalOre: contributionKronor * 100,
      vaxaRefundOre: 0,
    },
  };
}

const ANNA = {
  personnummer: '198202252386',
  specificationNumber: 1,
  workplace: { address: 'Storgatan 1', town: 'Sundsvall' },
};
const BERTIL = { personnummer: '198301302397', specificationNumber: 2 };
const CECILIA = { personnummer: '198409102392', specificationNumber: 3 };

/*
 * March 2026, everything paid 25 March: Anna's ordinary, extra (bonus) and correction runs, Bertil
 * on SINK, Cecilia with a benefit only.
 *   Anna 011: 36 000,60 + 5 000,50 − 200,75 = 40 800,35 kr → 40 800 (öre dropped once, on the sum)
 *   Anna tax: 9 170 + 2 500 − 60 = 11 610; contributions 11 311 + 1 571 + 0 = 12 882; per diem paid
 *   Bertil 011 30 000, SINK 7 500, contributions 9 426
 *   Cecilia 012: 1 200,99 → 1 200, tax 0, contributions 377
 *   HU 487 = 12 882 + 9 426 + 377 = 22 685; HU 497 = 11 610 + 7 500 + 0 = 19 110
 */
const MARCH: AgiPayslipOfPayee[] = [
  { ...ANNA, payslip: payslip({ '011': 3_600_060, '051': 48_000 }, 917_000, 11_311) },
  { ...BERTIL, payslip: payslip({ '011': 3_000_000 }, 750_000, 9_426, { kind: 'sink', percent: 25 }) },
  { ...ANNA, payslip: payslip({ '011': 500_050 }, 250_000, 1_571) },
  { ...CECILIA, payslip: payslip({ '012': 120_099 }, 0, 377) },
  { ...ANNA, payslip: payslip({ '011': -20_075 }, -6_000, 0) },
];

describe('aggregatePayslipsForAgi', () => {
  it('sums an ordinary, an extra and a correction run per payee, dropping the öre once', () => {
    expect(aggregatePayslipsForAgi('2026-03', MARCH)).toEqual([
      {
        ...ANNA,
        boxes: { '011': 40_800 },
        taxWithheldKronor: 11_610,
        perDiemPaid: true,
        contributionsKronor: 12_882,
      },
      {
        ...BERTIL,
        boxes: { '011': 30_000 },
        taxWithheldKronor: 7_500,
        sink: true,
        contributionsKronor: 9_426,
      },
      { ...CECILIA, boxes: { '012': 1_200 }, taxWithheldKronor: 0, contributionsKronor: 377 },
    ]);
  });

  it('gives a declaration whose HU equals the sum of its IUs to the krona', () => {
    const input: AgiDeclarationInput = {
      period: '2026-03',
      createdAt: '2026-04-02T10:00:00',
      sender: {
        programName: 'Lönsam',
        organisationNumber: '5567828172',
        technicalContact: { name: 'Support', phone: '010-123 45 00', email: 'support@lonsam.example' },
      },
      employer: {
        organisationNumber: '5560160680',
        contacts: [{ name: 'Karin', phone: '060-12 34 56', email: 'karin@exempelbolaget.se' }],
      },
      payees: aggregatePayslipsForAgi('2026-03', MARCH),
    };
    const xml = generateAgiXml(input);
    expect(xml).toContain('<agd:SummaArbAvgSlf faltkod="487">22685</agd:SummaArbAvgSlf>');
    expect(xml).toContain('<agd:SummaSkatteavdr faltkod="497">19110</agd:SummaSkatteavdr>');
    expect(xml).toContain('<agd:KontantErsattningUlagAG faltkod="011">40800</agd:KontantErsattningUlagAG>');
    expect(xml).toContain('<agd:AvdrSkattSINK faltkod="274">7500</agd:AvdrSkattSINK>');
    expect(xml).toContain(
      '<agd:SkatteplOvrigaFormanerUlagAG faltkod="012">1200</agd:SkatteplOvrigaFormanerUlagAG>',
    );
  });

  it('refuses a payslip paid in another month, a negative month and a payee with two numbers', () => {
    expect(() =>
      aggregatePayslipsForAgi('2026-03', [
        { ...ANNA, payslip: { ...payslip({}, 0, 0), payDate: '2026-04-24' } },
      ]),
    ).toThrow(/betalades 2026-04-24, inte i 2026-03/);
    expect(() =>
      aggregatePayslipsForAgi('2026-03', [{ ...ANNA, payslip: payslip({ '011': -100 }, 0, 0) }]),
    ).toThrow(/ruta 011: summan för månaden är negativ/);
    expect(() =>
      aggregatePayslipsForAgi('2026-03', [
        { ...ANNA, payslip: payslip({}, 0, 0) },
        { ...ANNA, specificationNumber: 7, payslip: payslip({}, 0, 0) },
      ]),
    ).toThrow(/olika specifikationsnummer/);
  });

  it('carries the absences given for a payee, in the shape absenceReportDays returns', () => {
    const day: AbsenceReportDay = {
      date: '2026-03-10',
      type: 'vab',
      agiType: 'TILLFALLIG_FORALDRAPENNING',
      hours: 8,
      percent: 100,
    };
    const absences: AgiAbsence[] = [day];
    const [payee] = aggregatePayslipsForAgi('2026-03', [
      { ...ANNA, absences, payslip: payslip({ '011': 100 }, 0, 0) },
    ]);
    expect(payee?.absences).toEqual(absences);
  });

  describe("from the calculation's result: no withholding, housing benefit and växa-stöd", () => {
    const EMPLOYEE = { birthDate: '1985-04-12', tax: { method: 'table' as const, table: 33, column: 1 } };
    const sender = {
      programName: 'Lönsam',
      organisationNumber: '5567828172',
      technicalContact: { name: 'Support', phone: '010-123 45 00', email: 'support@lonsam.example' },
    };
    const employer = {
      organisationNumber: '5560160680',
      contacts: [{ name: 'Karin', phone: '060-12 34 56', email: 'karin@exempelbolaget.se' }],
    };

    it('ticks 063 for växa-stöd in December 2025 and never from 2026, when it is refunded instead', () => {
      // 2025: 30 000 kr inside the 35 000 cap, only ålderspensionsavgift: 30 000 × 0.1021 = 3 063.
      const december = calculatePayslip(
        monthlyInput(3_000_000, {
          period: '2025-12',
          payDate: '2025-12-23',
          employee: { ...EMPLOYEE, hasVaxaStod: true },
        }),
      );
      const [vaxa] = aggregatePayslipsForAgi('2025-12', [{ ...ANNA, payslip: december }]);
      expect(vaxa).toMatchObject({ vaxaStod: '063', contributionsKronor: 3_063, boxes: { '011': 30_000 } });
      // 2026: full 30 000 × 0.3142 = 9 426 in the AGI; the 30 000 × (0.3142 − 0.1021) = 6 363 comes back as a refund.
      const march = calculatePayslip(
        monthlyInput(3_000_000, { employee: { ...EMPLOYEE, hasVaxaStod: true } }),
      );
      expect(march.contributions.vaxaRefundOre).toBe(636_300);
      const [full] = aggregatePayslipsForAgi('2026-03', [{ ...ANNA, payslip: march }]);
      expect(full?.contributionsKronor).toBe(9_426);
      expect(full).not.toHaveProperty('vaxaStod');
    });

    it('ticks 276 for a decision of no withholding and 043 for housing, with HU = ΣIU to the krona', () => {
      // Bertil: Skatteverket's decision that no tax is withheld; 30 000 × 0.3142 = 9 426.
      const none = calculatePayslip(
        monthlyInput(3_000_000, { employee: { ...EMPLOYEE, tax: { method: 'none' } } }),
      );
      // Cecilia: 30 000 salary and a 4 000 kr housing benefit (631, not a småhus) in 012;
      // (30 000 + 4 000) × 0.3142 = 10 682.80 → 10 682.
      const housing = calculatePayslip(
        monthlyInput(3_000_000, { events: [transaction('631', { amountOre: 400_000 })] }),
      );
      expect(housing.agiHousingFlags).toEqual(['043']);
      const payees = aggregatePayslipsForAgi('2026-03', [
        { ...BERTIL, payslip: none },
        { ...CECILIA, payslip: housing },
      ]);
      expect(payees).toEqual([
        {
          ...BERTIL,
          boxes: { '011': 30_000 },
          taxWithheldKronor: 0,
          noWithholding: '276',
          contributionsKronor: 9_426,
        },
        {
          ...CECILIA,
          boxes: { '011': 30_000, '012': 4_000 },
          taxWithheldKronor: housing.taxOre / 100,
          housingBenefit: ['043'],
          contributionsKronor: 10_682,
        },
      ]);
      const reading = readAgiXml(
        generateAgiXml({ period: '2026-03', createdAt: '2026-04-02T10:00:00', sender, employer, payees }),
      );
      expect(reading.problems).toEqual([]);
      // HU 487 = 9 426 + 10 682 = 20 108; HU 497 = 0 (276 carries no amount) + Cecilia's 001.
      expect(reading.hu['487']).toBe('20108');
      expect(reading.hu['497']).toBe(String(housing.taxOre / 100));
      expect(
        reading.individuals.map((individual) => individual.fields['276'] ?? individual.fields['043']),
      ).toEqual(['1', '1']);
      expect(reading.individuals[0]?.fields).not.toHaveProperty('001');
    });

    it('writes 001 = 0, not 276, when a payslip of the month had an ordinary rule', () => {
      const none = calculatePayslip(monthlyInput(0, { employee: { ...EMPLOYEE, tax: { method: 'none' } } }));
      const small = payslip({ '011': 50_000 }, 0, 157, { kind: 'small-payment' });
      const [payee] = aggregatePayslipsForAgi('2026-03', [
        { ...BERTIL, payslip: none },
        { ...BERTIL, payslip: small },
      ]);
      expect(payee).not.toHaveProperty('noWithholding');
      expect(payee?.taxWithheldKronor).toBe(0);
    });
  });
});

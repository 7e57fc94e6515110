import { describe, expect, it } from 'vitest';
import { calculatePayslip } from './calculate-payslip.ts';
import type { Payslip } from './payslip-types.ts';
import { scenarioToPayslipInput } from './reference-scenario-input.ts';
import { REFERENCE_SCENARIOS, type ReferenceScenario } from './reference-scenarios.ts';

/** Lines summed by code: a scenario may list one line per month or per rate under one code. */
function byCode(lines: readonly { code: string; quantity?: number | null; amountOre: number }[]) {
  const totals = new Map<string, { amountOre: number; quantity: number | null }>();
  for (const line of lines) {
    const total = totals.get(line.code) ?? { amountOre: 0, quantity: null };
    total.amountOre += line.amountOre;
    if (line.quantity !== undefined && line.quantity !== null)
      total.quantity = Math.round(((total.quantity ?? 0) + line.quantity) * 100) / 100;
    totals.set(line.code, total);
  }
  return totals;
}

function totalsOf(payslip: Payslip, expected: ReferenceScenario['expected']) {
  return {
    grossOre: payslip.grossOre,
    benefitsOre: payslip.benefitsOre,
    taxableOre: payslip.taxableOre,
    ...(expected.oneOffOre !== undefined ? { oneOffOre: payslip.oneOffOre } : {}),
    taxOre: payslip.taxOre,
    netDeductionsOre: payslip.netDeductionsOre,
    taxFreeOre: payslip.taxFreeOre,
    netOre: payslip.netOre,
    employerContributionsOre: payslip.contributions.totalOre,
    ...(expected.vaxaRefundOre !== undefined ? { vaxaRefundOre: payslip.contributions.vaxaRefundOre } : {}),
    ...(expected.vacationDaysTaken !== undefined ? { vacationDaysTaken: payslip.vacation.daysTaken } : {}),
  };
}

describe('reference payslips (hand-worked in docs/payroll-calculation.md)', () => {
  it('has scenarios to check', () => {
    expect(REFERENCE_SCENARIOS.length).toBeGreaterThan(0);
  });

  for (const scenario of REFERENCE_SCENARIOS) {
    it(`${scenario.id}: ${scenario.title}`, () => {
      const payslip = calculatePayslip(scenarioToPayslipInput(scenario));
      const { lines: _lines, agi, ...expectedTotals } = scenario.expected;
      expect(totalsOf(payslip, scenario.expected)).toEqual(expectedTotals);
      const actual = byCode(payslip.lines);
      for (const [code, expected] of byCode(scenario.expected.lines)) {
        const found = actual.get(code);
        expect(found?.amountOre, `line ${code} amount`).toBe(expected.amountOre);
        if (expected.quantity !== null)
          expect(found?.quantity, `line ${code} quantity`).toBe(expected.quantity);
      }
      // Every money line the scenario does not list would change a total; name it if there is one.
      const unexpected = payslip.lines.filter(
        (line) =>
          line.amountOre !== 0 && !scenario.expected.lines.some((listed) => listed.code === line.code),
      );
      expect(unexpected.map((line) => `${line.code} ${line.amountOre}`)).toEqual([]);
      if (agi)
        for (const [box, ore] of Object.entries(agi))
          expect(payslip.agi[box as keyof typeof payslip.agi] ?? 0, `AGI ${box}`).toBe(ore);
      if (scenario.expected.netOre < 0)
        expect(payslip.problems.map((problem) => problem.code)).toContain('NEGATIVE_NET');
    });
  }
});

import { describe, expect, it } from 'vitest';
import { calculatePayslip } from './calculate-payslip.ts';
import { type CorrectablePayslip, referCorrections } from './correction-references.ts';
import { monthlyInput, transaction } from './test-input.ts';

// Kim was paid 35 000 kr for March 2026 by "Lön mars 2026" (payslip line 1: 100 Månadslön). A raise
// to 36 000 kr from before March is registered afterwards, and an outlay of 500 kr of 16 March is
// attested late. The correction run of March pays 520 Retroaktiv lön 36 000 − 35 000 = 1 000 kr for
// March and 720 Utlägg 500 kr; both concern March, so both correct March's payslip: the retro line
// its salary line 1, the outlay no line (March's payslip had none).

const march: CorrectablePayslip = {
  runId: 'run-march',
  runLabel: 'Lön mars 2026',
  payslipId: 'payslip-march',
  period: '2026-03',
  payDate: '2026-03-25',
  completedAt: '2026-03-20T10:00:00.000Z',
  lines: [{ lineNo: 1, code: '100', periodFrom: '2026-03-01', periodTo: '2026-03-31' }],
};
const marchCorrection = calculatePayslip(
  monthlyInput(3_600_000, {
    payDate: '2026-03-30',
    alreadyPaid: [{ period: '2026-03', monthlySalaryOre: 3_500_000 }],
    events: [transaction('720', { amountOre: 50_000 })],
  }),
);
const refer = {
  runId: 'run-march',
  runLabel: 'Lön mars 2026',
  payslipId: 'payslip-march',
  period: '2026-03',
};

describe('a correction line refers to what it corrects', () => {
  it('a retro line refers to the salary line of the corrected payslip, an outlay to the payslip', () => {
    const lines = referCorrections(marchCorrection, [march], 'run-march').lines;
    expect(lines.map((line) => [line.code, line.amountOre, line.corrects])).toEqual([
      ['520', 100_000, { ...refer, lineNo: 1, payDate: '2026-03-25' }],
      ['720', 50_000, { ...refer, lineNo: null, payDate: '2026-03-25' }],
    ]);
  });

  it('in a later month only the lines of the paid month refer; the month’s own pay is new', () => {
    // April's correction run: April's salary 36 000 kr (100) is April's own pay; the 520 of
    // 1 000 kr concerns March.
    const april = calculatePayslip(
      monthlyInput(3_600_000, {
        period: '2026-04',
        payDate: '2026-04-24',
        alreadyPaid: [{ period: '2026-03', monthlySalaryOre: 3_500_000 }],
      }),
    );
    const lines = referCorrections(april, [march], 'run-march').lines;
    expect(lines.map((line) => [line.code, line.periodFrom, line.amountOre, line.corrects?.lineNo])).toEqual([
      ['100', '2026-04-01', 3_600_000, undefined],
      ['520', '2026-03-01', 100_000, 1],
    ]);
  });

  it('prefers the payslip of the run named, else the latest completed of the month', () => {
    const extra: CorrectablePayslip = {
      ...march,
      runId: 'run-extra',
      runLabel: 'Extra lön mars 2026',
      payslipId: 'payslip-extra',
      payDate: '2026-03-27',
      completedAt: '2026-03-26T10:00:00.000Z',
      lines: [],
    };
    const named = referCorrections(marchCorrection, [extra, march], 'run-march');
    expect(named.lines.map((line) => line.corrects?.payslipId)).toEqual(['payslip-march', 'payslip-march']);
    const latest = referCorrections(marchCorrection, [march, extra], 'run-other');
    expect(latest.lines.map((line) => line.corrects?.payslipId)).toEqual(['payslip-extra', 'payslip-extra']);
  });

  it('leaves the payslip as it is when nothing earlier was paid', () => {
    expect(referCorrections(marchCorrection, [], 'run-march')).toBe(marchCorrection);
  });
});

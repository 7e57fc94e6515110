import { expect, test } from 'vitest';
import { assertDocumentView, type DocumentBlock } from './document-view.ts';
import { SAMPLE_PAYSLIP_INPUT } from './payslip-sample.ts';
import { buildPayslipView, calculatePayslipTotals } from './payslip-view.ts';

const nbsp = '\u00a0';
const minus = '\u2212';

function tableOf(blocks: readonly DocumentBlock[]) {
  const table = blocks.find((block) => block.kind === 'table');
  if (!table) throw new Error('no table');
  return table;
}

test('totals: gross counts gross lines, the benefit is taxed but not paid out, net lines are paid out', () => {
  expect(calculatePayslipTotals(SAMPLE_PAYSLIP_INPUT.lines)).toEqual({
    grossOre: 3_245_000 + 250_000 - 123_456,
    benefitOre: 120_000,
    taxOre: -812_300,
    payOutOre: 3_245_000 + 250_000 - 123_456 - 812_300 + 64_900,
  });
});

test('the sample becomes a valid view with Swedish amounts, right-aligned, and totals last', () => {
  const view = buildPayslipView(SAMPLE_PAYSLIP_INPUT);
  expect(() => assertDocumentView(view)).not.toThrow();
  expect(view.title).toBe('Lönespecifikation');
  expect(view.issuer).toEqual({
    name: 'Fjällbäckens Snickeri AB',
    details: ['Org.nr 556026-9986', 'Storgatan 12, 452 31 Strömstad'],
  });
  const facts = view.blocks.find((block) => block.kind === 'facts');
  expect(facts).toEqual({
    kind: 'facts',
    facts: [
      { label: 'Anställd', value: 'Åsa Öberg-Ärlig' },
      { label: 'Personnummer', value: '19820225-2386' },
      { label: 'Anställningsnummer', value: '1042' },
      { label: 'Period', value: '2026-11-01 – 2026-11-30' },
      { label: 'Utbetalningsdag', value: '2026-11-25' },
    ],
  });
  const table = tableOf(view.blocks);
  expect(table.columns.map((column) => column.align)).toEqual(['left', 'right', 'right', 'right']);
  expect(table.rows[0]).toEqual({ cells: ['Månadslön', '', '', `32${nbsp}450,00${nbsp}kr`] });
  expect(table.rows[2]).toEqual({
    cells: ['Karensavdrag', '1,00', `${minus}1${nbsp}234,56${nbsp}kr`, `${minus}1${nbsp}234,56${nbsp}kr`],
  });
  expect(table.rows.slice(-4)).toEqual([
    { cells: ['Bruttolön', '', '', `33${nbsp}715,44${nbsp}kr`], emphasis: 'total' },
    { cells: ['Skattepliktiga förmåner', '', '', `1${nbsp}200,00${nbsp}kr`], emphasis: 'total' },
    { cells: ['Skatt', '', '', `${minus}8${nbsp}123,00${nbsp}kr`], emphasis: 'total' },
    { cells: ['Att utbetala', '', '', `26${nbsp}241,44${nbsp}kr`], emphasis: 'total' },
  ]);
});

test('without benefits there is no benefit total, and optional facts are left out', () => {
  const view = buildPayslipView({
    ...SAMPLE_PAYSLIP_INPUT,
    employer: { name: 'Ab', organisationNumber: '5560269986' },
    employee: { name: 'Bo', personnummer: '198202252386' },
    lines: SAMPLE_PAYSLIP_INPUT.lines.filter((line) => line.kind !== 'benefit'),
  });
  expect(view.issuer.details).toEqual(['Org.nr 556026-9986']);
  const labels = tableOf(view.blocks).rows.map((row) => row.cells[0]);
  expect(labels).not.toContain('Skattepliktiga förmåner');
  expect(JSON.stringify(view)).not.toContain('Anställningsnummer');
});

test('an amount that is not whole öre is refused, not rounded into the document', () => {
  const line = { label: 'Lön', kind: 'gross', amountOre: 100.5 } as const;
  expect(() => buildPayslipView({ ...SAMPLE_PAYSLIP_INPUT, lines: [line] })).toThrow(RangeError);
  const price = { label: 'Lön', kind: 'gross', unitPriceOre: 0.1, amountOre: 100 } as const;
  expect(() => calculatePayslipTotals([price])).toThrow(RangeError);
});

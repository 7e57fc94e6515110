import { describe, expect, test } from 'vitest';
import { assertDocumentView, type DocumentBlock } from './document-view.ts';
import { maskPayoutAccount } from './payslip-detail.ts';
import {
  SAMPLE_PAYSLIP_CALCULATION_INPUT,
  samplePayslipDetail,
  samplePayslipResult,
} from './payslip-detail-sample.ts';
import {
  buildPayslipDocument,
  payslipDocumentBlocks,
  payslipDocumentView,
  payslipRunDocumentView,
} from './payslip-document.ts';
import { describeTaxRule, swedishPayslipText } from './payslip-texts.ts';

const nbsp = '\u00a0';
const minus = '\u2212';
const kr = (text: string) => `${text.replaceAll(' ', nbsp)}${nbsp}kr`;

function facts(blocks: readonly DocumentBlock[]) {
  return blocks.flatMap((block) => (block.kind === 'facts' ? block.facts : []));
}

describe('the payslip document (one view model for the page and the PDF)', () => {
  // Reference scenario S09 plus an expense (payslip-detail-sample.ts): 45 000 kr salary, a car
  // benefit of 6 906 kr, 649 kr paid back. By hand: taxable 51 906, tax 12 362 (table 33 col 1),
  // net 45 000 − 12 362 + 649 = 33 287, contributions 16 308 (51 906 × 31,42 % = 16 308,86 down).
  test('totals are in the order a Swedish payslip reads, with the signs of what is taken off', () => {
    const document = buildPayslipDocument(samplePayslipDetail());
    expect(document.totals.map((row) => [swedishPayslipText(row.label), row.value])).toEqual([
      ['Bruttolön', kr('45 000,00')],
      ['Skattepliktiga förmåner', kr('6 906,00')],
      ['Skatteunderlag', kr('51 906,00')],
      ['Preliminärskatt', `${minus}${kr('12 362,00')}`],
      ['Skattefria ersättningar', kr('649,00')],
      ['Att utbetala', kr('33 287,00')],
    ]);
    expect(document.totals.filter((row) => row.emphasis).map((row) => row.label.key)).toEqual([
      'totals.gross',
      'totals.tax',
      'totals.net',
    ]);
  });

  test('each line has quantity, unit, rate and amount; a line about part of the month says which days', () => {
    const document = buildPayslipDocument(samplePayslipDetail());
    expect(document.lines).toEqual([
      {
        key: '1-100',
        code: '100',
        name: 'Månadslön',
        concerns: '',
        quantity: '1',
        unit: { key: 'unit.month' },
        rate: kr('45 000,00'),
        amount: kr('45 000,00'),
        negative: false,
        corrects: null,
      },
      {
        key: '2-600',
        code: '600',
        name: 'Bilförmån',
        concerns: '2026-03-01',
        quantity: '1',
        unit: { key: 'unit.month' },
        rate: kr('6 906,00'),
        amount: kr('6 906,00'),
        negative: false,
        corrects: null,
      },
      {
        key: '3-720',
        code: '720',
        name: 'Utlägg',
        concerns: '2026-03-16',
        quantity: '',
        unit: null,
        rate: '',
        amount: kr('649,00'),
        negative: false,
        corrects: null,
      },
    ]);
  });

  test('a correction line names the run it corrects, and the PDF says it under the line', () => {
    const result = samplePayslipResult();
    result.lines = result.lines.map((line) =>
      line.code === '720'
        ? {
            ...line,
            corrects: {
              runId: 'run-march',
              runLabel: 'Lön mars 2026',
              payslipId: 'payslip-march',
              lineNo: null,
              period: '2026-03',
              payDate: '2026-03-25',
            },
          }
        : line,
    );
    const document = buildPayslipDocument(samplePayslipDetail({ result }));
    expect(document.lines.map((line) => line.corrects)).toEqual([
      null,
      null,
      { key: 'corrects', values: { run: 'Lön mars 2026' } },
    ]);
    const table = payslipDocumentBlocks(document).find((block) => block.kind === 'table');
    expect(table?.kind === 'table' && table.rows[2]?.cells[0]).toBe('Utlägg\nRättelse av Lön mars 2026');
  });

  test('employer and employee, period and pay date, tax rule, account, year to date and balances', () => {
    const document = buildPayslipDocument(samplePayslipDetail());
    expect(document.employer).toEqual({
      name: 'Fjällbäckens Snickeri AB',
      organisationNumber: '556026-9986',
    });
    expect(document.facts.map((fact) => [fact.label.key, fact.value])).toEqual([
      ['employee', 'Åsa Öberg-Ärlig'],
      ['personnummer', '19820225-2386'],
      ['employeeNumber', '1042'],
      ['period', '2026-03-01 – 2026-03-31'],
      ['payDate', '2026-03-25'],
    ]);
    expect(document.taxRule.map(swedishPayslipText)).toEqual(['Skattetabell 33, kolumn 1']);
    // Clearing 8327 is Swedbank; only the account's last four digits are shown.
    expect(document.payout).toEqual({ label: { key: 'payoutAccount' }, value: 'Swedbank ···· 7891' });
    // Year to date: before (90 000 / 24 724 / 13 812) plus this month (45 000 / 12 362 / 6 906).
    expect(document.yearToDate.map((fact) => fact.value)).toEqual([
      kr('135 000,00'),
      kr('37 086,00'),
      kr('20 718,00'),
    ]);
    // 25 days a year earned over 2026's 365 days: March's 31 days give 25 × 31 / 365 = 2,12.
    expect(document.balances.map((fact) => [fact.label.key, fact.value])).toEqual([
      ['vacation.daysLeft', '12'],
      ['vacation.daysEarned', '2,12'],
      ['balances.flex', '3,5'],
    ]);
    expect(document.employerFacts).toBeNull();
    expect(document.preliminary).toBe(false);
  });

  test('employer contributions only when asked for (the admin), and a preliminary payslip says so', () => {
    const document = buildPayslipDocument(
      samplePayslipDetail({ employerContributions: true, completed: false }),
    );
    expect(document.employerFacts).toEqual([
      { label: { key: 'employerContributions' }, value: kr('16 308,00') },
    ]);
    expect(document.preliminary).toBe(true);
    expect(swedishPayslipText(document.title)).toBe('Lönespecifikation (preliminär)');
  });

  test('the PDF view carries every figure of the model in Swedish, with totals after the lines', () => {
    const view = payslipDocumentView(
      buildPayslipDocument(samplePayslipDetail({ employerContributions: true })),
    );
    expect(() => assertDocumentView(view)).not.toThrow();
    expect(view.title).toBe('Lönespecifikation');
    expect(view.issuer).toEqual({ name: 'Fjällbäckens Snickeri AB', details: ['Org.nr 556026-9986'] });
    const table = view.blocks.find((block) => block.kind === 'table');
    if (table?.kind !== 'table') throw new Error('no table');
    expect(table.columns.map((column) => column.heading)).toEqual([
      'Löneart',
      'Avser',
      'Antal',
      'À-pris',
      'Belopp',
    ]);
    expect(table.rows[0]?.cells).toEqual(['Månadslön', '', '1 mån', kr('45 000,00'), kr('45 000,00')]);
    expect(table.rows.at(-1)).toEqual({
      cells: ['Att utbetala', '', '', '', kr('33 287,00')],
      emphasis: 'total',
    });
    const all = facts(view.blocks).map((fact) => `${fact.label}: ${fact.value}`);
    expect(all).toEqual(
      expect.arrayContaining([
        'Skatt beräknad enligt: Skattetabell 33, kolumn 1',
        'Utbetalas till: Swedbank ···· 7891',
        `Bruttolön: ${kr('135 000,00')}`,
        'Semesterdagar kvar: 12',
        'Flex (timmar): 3,5',
        `Arbetsgivaravgifter: ${kr('16 308,00')}`,
      ]),
    );
  });

  test("a run's PDF view puts each payslip on its own page under the employee's name", () => {
    const detail = samplePayslipDetail();
    const second = { ...detail, employee: { ...detail.employee, name: 'Örjan Ång' } };
    const view = payslipRunDocumentView(
      [buildPayslipDocument(detail), buildPayslipDocument(second)],
      'Lön mars 2026',
    );
    const kinds = view.blocks.map((block) => (block.kind === 'heading' ? block.text : block.kind));
    expect(kinds.filter((kind) => kind.startsWith('Lönespecifikation '))).toEqual([
      'Lönespecifikation Åsa Öberg-Ärlig',
      'Lönespecifikation Örjan Ång',
    ]);
    expect(kinds.filter((kind) => kind === 'page-break')).toHaveLength(1);
    expect(kinds.indexOf('page-break')).toBe(kinds.indexOf('Lönespecifikation Örjan Ång') - 1);
    expect(view.title).toBe('Lönespecifikation Lön mars 2026');
  });
});

describe('the tax rule, worded', () => {
  const base = { oneOffTaxOre: 0, oneOffPercent: null };
  test.each([
    [{ kind: 'table', table: 33, column: 1 }, 'Skattetabell 33, kolumn 1'],
    [{ kind: 'adjusted-table', table: 30, column: 2 }, 'Jämkning: skattetabell 30, kolumn 2'],
    [{ kind: 'adjusted-percent', percent: 12.5 }, 'Jämkning: 12,5 %'],
    [{ kind: 'adjusted-amount', amountOre: 150_000 }, `Jämkning: ${kr('1 500,00')} i månaden`],
    [{ kind: 'sink', percent: 22.5 }, 'SINK 22,5 %'],
    [{ kind: 'none' }, 'Beslut om att ingen skatt ska dras'],
    [{ kind: 'small-payment' }, 'Ingen skatt: under 1 000 kr i år'],
    [{ kind: 'no-table', percent: 30 }, 'Ingen skattetabell: 30 %'],
  ])('%o → %s', (rule, expected) => {
    expect(describeTaxRule({ ...base, rule })).toBe(expected);
  });

  test('a one-off amount adds its rate', () => {
    expect(
      describeTaxRule({
        rule: { kind: 'table', table: 33, column: 1 },
        oneOffTaxOre: 300_000,
        oneOffPercent: 30,
      }),
    ).toBe('Skattetabell 33, kolumn 1, engångsskatt 30 %');
  });
});

test('the sample is calculated by the engine, not written by hand', () => {
  expect(samplePayslipResult(SAMPLE_PAYSLIP_CALCULATION_INPUT).netOre).toBe(3_328_700);
});

test("the employer's number is shown as people write it", () => {
  const number = (organisationNumber: string) =>
    buildPayslipDocument({
      ...samplePayslipDetail(),
      employer: { name: 'Ab', organisationNumber },
    }).employer.organisationNumber;
  expect(number('5560269986')).toBe('556026-9986');
  expect(number('165560269986')).toBe('556026-9986');
  expect(number('16556026-9986')).toBe('556026-9986');
  expect(number('198202252386')).toBe('19820225-2386');
  expect(number('')).toBe('');
});

test('an account is masked to its bank and last four digits, or left out when incomplete', () => {
  expect(maskPayoutAccount('8327', '923 456 789-1')).toBe('Swedbank ···· 7891');
  expect(maskPayoutAccount(null, '9234567891')).toBeNull();
  expect(maskPayoutAccount('8327', '12')).toBeNull();
});

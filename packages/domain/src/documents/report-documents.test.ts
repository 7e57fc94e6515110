import { describe, expect, test } from 'vitest';
import type {
  JournalResponse,
  TaxesResponse,
  VacationLiabilityResponse,
} from '../contracts/reports/report-shapes.ts';
import { assertDocumentView, type DocumentBlock, type DocumentView } from './document-view.ts';
import {
  journalDocumentView,
  ReportTotalMismatchError,
  swedishMonth,
  taxesDocumentView,
  vacationLiabilityDocumentView,
} from './report-documents.ts';

const nbsp = '\u00a0';
const kr = (text: string) => text.replaceAll(' ', nbsp);
const company = { name: 'Fjällbäckens Snickeri AB', organisationNumber: '5560269986' };

function tables(view: DocumentView) {
  return view.blocks.filter(
    (block): block is Extract<DocumentBlock, { kind: 'table' }> => block.kind === 'table',
  );
}

const amounts = (gross: number, tax: number, contributions: number) => ({
  grossOre: gross,
  benefitsOre: 0,
  taxOre: tax,
  netDeductionsOre: 0,
  taxFreeOre: 0,
  netOre: gross - tax,
  contributionsOre: contributions,
});

/*
 * Two runs paid in January: the ordinary run for Åsa (35 000 kr, tax 7 134, contributions
 * 35 000 × 31,42 % = 10 997) and Örjan (28 000, tax 5 200, 8 797,60 → 8 797), and an extra run
 * for Åsa (2 000, tax 600, 628,40 → 628). Ordinary run: gross 63 000, tax 12 334, net 50 666,
 * contributions 19 794. Month: gross 65 000, tax 12 934, net 52 066, contributions 20 422.
 */
const journal: JournalResponse = {
  runs: [
    {
      id: 'r1',
      label: 'Lön januari',
      payDate: '2026-01-25',
      totals: amounts(6_300_000, 1_233_400, 1_979_400),
    },
    { id: 'r2', label: 'Extra januari', payDate: '2026-01-30', totals: amounts(200_000, 60_000, 62_800) },
  ],
  rows: [
    {
      payslipId: 'p1',
      runId: 'r1',
      employeeName: 'Åsa Öberg',
      costCentre: '100',
      ...amounts(3_500_000, 713_400, 1_099_700),
    },
    {
      payslipId: 'p2',
      runId: 'r1',
      employeeName: 'Örjan Ärlig',
      costCentre: null,
      ...amounts(2_800_000, 520_000, 879_700),
    },
    {
      payslipId: 'p3',
      runId: 'r2',
      employeeName: 'Åsa Öberg',
      costCentre: '100',
      ...amounts(200_000, 60_000, 62_800),
    },
  ],
  totals: amounts(6_500_000, 1_293_400, 2_042_200),
};

describe('Lönejournal', () => {
  test('a row per payslip, a total per run and the month’s total, landscape', () => {
    const view = journalDocumentView(journal, { company, selection: { kind: 'month', period: '2026-01' } });
    expect(() => assertDocumentView(view)).not.toThrow();
    expect(view.orientation).toBe('landscape');
    expect(view.issuer).toEqual({ name: 'Fjällbäckens Snickeri AB', details: ['Org.nr 556026-9986'] });
    expect(view.blocks[0]).toEqual({ kind: 'heading', text: 'Lönejournal januari 2026' });
    const [table] = tables(view);
    expect(table?.columns.map((column) => column.heading)).toEqual([
      'Anställd',
      'Kostnads-ställe',
      'Bruttolön',
      'Förmåner',
      'Skatt',
      'Nettoavdrag',
      'Skattefritt',
      'Nettolön',
      'Arbetsgivar-avgifter',
    ]);
    expect(table?.rows[0]?.cells).toEqual([
      'Åsa Öberg',
      '100',
      kr('35 000,00'),
      kr('0,00'),
      kr('7 134,00'),
      kr('0,00'),
      kr('0,00'),
      kr('27 866,00'),
      kr('10 997,00'),
    ]);
    expect(
      table?.rows.slice(3).map((row) => [row.cells[0], row.cells[2], row.cells[7], row.emphasis]),
    ).toEqual([
      ['Summa Lön januari', kr('63 000,00'), kr('50 666,00'), 'total'],
      ['Summa Extra januari', kr('2 000,00'), kr('1 400,00'), 'total'],
      ['Summa', kr('65 000,00'), kr('52 066,00'), 'total'],
    ]);
    expect(table?.rows.at(-1)?.cells[8]).toBe(kr('20 422,00'));
  });

  test('one run: no run totals, the run named', () => {
    const one: JournalResponse = {
      runs: [journal.runs[1]!],
      rows: [journal.rows[2]!],
      totals: journal.runs[1]!.totals,
    };
    const view = journalDocumentView(one, { company, selection: { kind: 'run' } });
    expect(view.blocks[0]).toEqual({ kind: 'heading', text: 'Lönejournal Extra januari' });
    expect(tables(view)[0]?.rows.map((row) => row.cells[0])).toEqual(['Åsa Öberg', 'Summa']);
  });

  test('refuses to print a total the rows do not give', () => {
    const wrong = { ...journal, totals: { ...journal.totals, taxOre: journal.totals.taxOre + 1 } };
    expect(() =>
      journalDocumentView(wrong, { company, selection: { kind: 'month', period: '2026-01' } }),
    ).toThrow(ReportTotalMismatchError);
  });
});

test('Skatter och avgifter: months, due dates and the year’s sum', () => {
  // January 12 934 + 20 422 = 33 356 kr; February 7 134 + 10 997 = 18 131 kr; year 51 487 kr.
  const taxes: TaxesResponse = {
    months: [
      {
        period: '2026-01',
        runCount: 2,
        taxOre: 1_293_400,
        contributionsOre: 2_042_200,
        toPayOre: 3_335_600,
        declarationDueDate: '2026-02-12',
        paymentDueDate: '2026-02-12',
      },
      {
        period: '2026-02',
        runCount: 1,
        taxOre: 713_400,
        contributionsOre: 1_099_700,
        toPayOre: 1_813_100,
        declarationDueDate: '2026-03-12',
        paymentDueDate: '2026-03-12',
      },
    ],
  };
  const view = taxesDocumentView(taxes, { company, year: '2026' });
  expect(view.orientation).toBeUndefined();
  const [table] = tables(view);
  expect(table?.rows.map((row) => row.cells)).toEqual([
    ['januari 2026', '2', kr('12 934,00'), kr('20 422,00'), kr('33 356,00'), '2026-02-12', '2026-02-12'],
    ['februari 2026', '1', kr('7 134,00'), kr('10 997,00'), kr('18 131,00'), '2026-03-12', '2026-03-12'],
    ['Summa', '3', kr('20 068,00'), kr('31 419,00'), kr('51 487,00'), '', ''],
  ]);
  const broken = { months: [{ ...taxes.months[0]!, toPayOre: 1 }] };
  expect(() => taxesDocumentView(broken, { company, year: '2026' })).toThrow(ReportTotalMismatchError);
});

test('Semesterskuld: each employee, the totals and the accrual voucher balanced', () => {
  // Åsa 16,04 days × 1 890 = 30 315,60 kr, 31,42 % → 9 525,16; Örjan 2,12 × 1 890 = 4 006,80,
  // → 1 258,94. Totals 34 322,40 + 10 784,10 = 45 106,50. Åsa's change since 31 Jan: 3 628,80 kr
  // and 1 140,17 kr in contributions, debited 7290/7519 and credited 2920/2941.
  const report: VacationLiabilityResponse = {
    date: '2026-02-28',
    contributionRateBasisPoints: 3142,
    rows: [
      {
        employmentId: 'e1',
        employeeName: 'Åsa Öberg',
        costCentre: '100',
        project: null,
        rule: 'sammaloneregeln',
        days: 16.04,
        dayValueOre: 189_000,
        amountOre: 3_031_560,
        contributionsOre: 952_516,
        totalOre: 3_984_076,
      },
      {
        employmentId: 'e2',
        employeeName: 'Örjan Ärlig',
        costCentre: null,
        project: null,
        rule: 'procentregeln',
        days: 2.12,
        dayValueOre: 189_000,
        amountOre: 400_680,
        contributionsOre: 125_894,
        totalOre: 526_574,
      },
    ],
    totals: { days: 18.16, amountOre: 3_432_240, contributionsOre: 1_078_410, totalOre: 4_510_650 },
    accrual: {
      previousDate: '2026-01-31',
      previousTotals: { days: 16.24, amountOre: 3_069_360, contributionsOre: 964_393, totalOre: 4_033_753 },
      text: 'Förändring semesterlöneskuld 2026-02',
      rows: [
        { account: '2920', costCentre: null, project: null, amountOre: -362_880 },
        { account: '2941', costCentre: null, project: null, amountOre: -114_017 },
        { account: '7290', costCentre: '100', project: null, amountOre: 362_880 },
        { account: '7519', costCentre: '100', project: null, amountOre: 114_017 },
      ],
    },
  };
  const view = vacationLiabilityDocumentView(report, { company });
  expect(() => assertDocumentView(view)).not.toThrow();
  expect(view.orientation).toBe('landscape');
  const [liability, accrual] = tables(view);
  expect(liability?.rows.map((row) => row.cells)).toEqual([
    [
      'Åsa Öberg',
      '100',
      'Sammalöneregeln',
      '16,04',
      kr('1 890,00'),
      kr('30 315,60'),
      kr('9 525,16'),
      kr('39 840,76'),
    ],
    [
      'Örjan Ärlig',
      '',
      'Procentregeln',
      '2,12',
      kr('1 890,00'),
      kr('4 006,80'),
      kr('1 258,94'),
      kr('5 265,74'),
    ],
    ['Summa', '', '', '18,16', '', kr('34 322,40'), kr('10 784,10'), kr('45 106,50')],
  ]);
  // 3 628,80 + 1 140,17 = 4 768,97 kr on each side.
  expect(accrual?.rows.at(-1)?.cells).toEqual(['Summa', '', '', kr('4 768,97'), kr('4 768,97')]);
  const unbalanced = {
    ...report,
    accrual: { ...report.accrual, rows: report.accrual.rows.slice(1) },
  };
  expect(() => vacationLiabilityDocumentView(unbalanced, { company })).toThrow(ReportTotalMismatchError);
});

test('month names are Swedish', () => {
  expect(swedishMonth('2026-03')).toBe('mars 2026');
  expect(swedishMonth('2026-12')).toBe('december 2026');
});

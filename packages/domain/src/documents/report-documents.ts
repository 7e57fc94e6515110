import type {
  JournalAmounts,
  JournalResponse,
  TaxesResponse,
  VacationLiabilityResponse,
} from '../contracts/reports/report-shapes.ts';
import { formatNumber } from '../format/number.ts';
import { formatOrganisationNumber } from '../format/organisation-number.ts';
import { oreToKronor } from '../money/ore.ts';
import type { DocumentColumn, DocumentRow, DocumentView } from './document-view.ts';

/*
 * The monthly reports a person prints (issue 21): Lönejournal, Skatter och avgifter and
 * Semesterskuld as document views for the server's PDF renderer. They take the reports' own
 * answers, so the PDF shows exactly the screen's figures; each total row is summed here from the
 * rows printed and must equal the report's total, or nothing is printed (a PDF whose total
 * disagrees with its table is worse than none).
 */

export type ReportCompany = { name: string; organisationNumber: string | null };

const MONTHS = [
  'januari',
  'februari',
  'mars',
  'april',
  'maj',
  'juni',
  'juli',
  'augusti',
  'september',
  'oktober',
  'november',
  'december',
];

/** `2026-01` → "januari 2026". */
export function swedishMonth(period: string): string {
  const [year, month] = period.split('-');
  return `${MONTHS[Number(month) - 1] ?? month} ${year}`;
}

/*
 * Amounts in kronor without "kr" (the table says so once): a wide table has room for
 * 350 000 000,00 in a cell, and ten thousand employees' month reaches that. Column widths are in
 * points of the A4 page (landscape 742 pt wide inside the margins, portrait 495 pt), sized by
 * measuring Noto Sans at 10 pt: a bold heading that cannot break (Arbetsgivaravgifter, 98 pt) is
 * written with a hyphen where it may.
 */
const kr = (ore: number) => formatNumber(oreToKronor(ore));
const AMOUNTS_IN_KRONOR = { label: 'Belopp', value: 'i kronor' };

function issuer(company: ReportCompany): DocumentView['issuer'] {
  return {
    name: company.name,
    details: company.organisationNumber
      ? [`Org.nr ${formatOrganisationNumber(company.organisationNumber)}`]
      : [],
  };
}

export class ReportTotalMismatchError extends Error {
  constructor(report: string, column: string) {
    super(`${report}: the printed rows of ${column} do not add up to the report's total`);
  }
}

function checkTotal(report: string, column: string, rows: readonly number[], total: number): number {
  const sum = rows.reduce((acc, value) => acc + value, 0);
  if (sum !== total) throw new ReportTotalMismatchError(report, column);
  return sum;
}

const column = (heading: string, weight: number, align: 'left' | 'right' = 'right'): DocumentColumn => ({
  heading,
  align,
  weight,
});

const JOURNAL_COLUMNS: readonly [keyof JournalAmounts, string][] = [
  ['grossOre', 'Bruttolön'],
  ['benefitsOre', 'Förmåner'],
  ['taxOre', 'Skatt'],
  ['netDeductionsOre', 'Nettoavdrag'],
  ['taxFreeOre', 'Skattefritt'],
  ['netOre', 'Nettolön'],
  ['contributionsOre', 'Arbetsgivar-avgifter'],
];

export type JournalSelection = { kind: 'month'; period: string } | { kind: 'run' };

/** Lönejournal of a month or of one run: a row per payslip, a total per run when several, the total. */
export function journalDocumentView(
  journal: JournalResponse,
  input: { company: ReportCompany; selection: JournalSelection },
): DocumentView {
  const runTotals: DocumentRow[] =
    journal.runs.length > 1
      ? journal.runs.map((run) => ({
          cells: [
            `Summa ${run.label}`,
            '',
            ...JOURNAL_COLUMNS.map(([key]) =>
              kr(
                checkTotal(
                  'Lönejournal',
                  `${run.label} ${key}`,
                  journal.rows.filter((row) => row.runId === run.id).map((row) => row[key]),
                  run.totals[key],
                ),
              ),
            ),
          ],
          emphasis: 'total' as const,
        }))
      : [];
  const total: DocumentRow = {
    cells: [
      'Summa',
      '',
      ...JOURNAL_COLUMNS.map(([key]) =>
        kr(
          checkTotal(
            'Lönejournal',
            key,
            journal.rows.map((row) => row[key]),
            journal.totals[key],
          ),
        ),
      ),
    ],
    emphasis: 'total',
  };
  const period =
    input.selection.kind === 'month' ? swedishMonth(input.selection.period) : (journal.runs[0]?.label ?? '');
  return {
    title: 'Lönejournal',
    language: 'sv-SE',
    orientation: 'landscape',
    issuer: issuer(input.company),
    blocks: [
      { kind: 'heading', text: `Lönejournal ${period}` },
      {
        kind: 'facts',
        facts: [
          { label: input.selection.kind === 'month' ? 'Utbetalningsmånad' : 'Lönekörning', value: period },
          {
            label: 'Utbetalningar',
            value: journal.runs.map((run) => `${run.label} (${run.payDate})`).join(', '),
          },
          { label: 'Lönespecifikationer', value: String(journal.rows.length) },
          AMOUNTS_IN_KRONOR,
        ],
      },
      {
        kind: 'table',
        columns: [
          column('Anställd', 138, 'left'),
          column('Kostnads-ställe', 62, 'left'),
          ...JOURNAL_COLUMNS.map(([, heading]) => column(heading, 77)),
        ],
        rows: [
          ...journal.rows.map((row) => ({
            cells: [row.employeeName, row.costCentre ?? '', ...JOURNAL_COLUMNS.map(([key]) => kr(row[key]))],
          })),
          ...runTotals,
          total,
        ],
      },
    ],
  };
}

/** Skatter och avgifter of a year: per month what is declared and paid to Skatteverket, and by when. */
export function taxesDocumentView(
  taxes: TaxesResponse,
  input: { company: ReportCompany; year: string },
): DocumentView {
  const months = taxes.months;
  for (const month of months) {
    checkTotal('Skatter och avgifter', month.period, [month.taxOre, month.contributionsOre], month.toPayOre);
  }
  const sum = (pick: (month: TaxesResponse['months'][number]) => number) =>
    months.reduce((acc, month) => acc + pick(month), 0);
  return {
    title: 'Skatter och avgifter',
    language: 'sv-SE',
    issuer: issuer(input.company),
    blocks: [
      { kind: 'heading', text: `Skatter och avgifter ${input.year}` },
      {
        kind: 'text',
        text: 'Avdragen skatt och arbetsgivaravgifter per utbetalningsmånad, med sista dag för arbetsgivardeklarationen och betalningen till Skatteverket. Belopp i kronor.',
      },
      {
        kind: 'table',
        columns: [
          column('Månad', 80, 'left'),
          column('Körningar', 64),
          column('Avdragen skatt', 74),
          column('Arbetsgivar-avgifter', 74),
          column('Att betala', 74),
          column('Deklareras senast', 64),
          column('Betalas senast', 65),
        ],
        rows: [
          ...months.map((month) => ({
            cells: [
              swedishMonth(month.period),
              String(month.runCount),
              kr(month.taxOre),
              kr(month.contributionsOre),
              kr(month.toPayOre),
              month.declarationDueDate,
              month.paymentDueDate,
            ],
          })),
          {
            cells: [
              'Summa',
              String(sum((month) => month.runCount)),
              kr(sum((month) => month.taxOre)),
              kr(sum((month) => month.contributionsOre)),
              kr(sum((month) => month.toPayOre)),
              '',
              '',
            ],
            emphasis: 'total',
          },
        ],
      },
    ],
  };
}

const RULES = { sammaloneregeln: 'Sammalöneregeln', procentregeln: 'Procentregeln' } as const;

/**
 * Semesterskuld at a date: each employee's days and their value with contributions, the totals,
 * and the month's accrual voucher that brings the books (2920, 2941) to those totals.
 */
export function vacationLiabilityDocumentView(
  report: VacationLiabilityResponse,
  input: { company: ReportCompany },
): DocumentView {
  const { rows, totals } = report;
  const name = 'Semesterskuld';
  const accrualDebit = report.accrual.rows.filter((row) => row.amountOre > 0);
  const accrualCredit = report.accrual.rows.filter((row) => row.amountOre < 0);
  const debitOre = accrualDebit.reduce((sum, row) => sum + row.amountOre, 0);
  const creditOre = -accrualCredit.reduce((sum, row) => sum + row.amountOre, 0);
  if (debitOre !== creditOre) throw new ReportTotalMismatchError(name, 'accrual voucher');
  return {
    title: name,
    language: 'sv-SE',
    orientation: 'landscape',
    issuer: issuer(input.company),
    blocks: [
      { kind: 'heading', text: `Semesterskuld ${report.date}` },
      {
        kind: 'facts',
        facts: [
          { label: 'Per datum', value: report.date },
          {
            label: 'Arbetsgivaravgifter',
            value: `${formatNumber(report.contributionRateBasisPoints / 100)} %`,
          },
          AMOUNTS_IN_KRONOR,
        ],
      },
      {
        kind: 'table',
        columns: [
          column('Anställd', 170, 'left'),
          column('Kostnads-ställe', 62, 'left'),
          column('Regel', 98, 'left'),
          column('Dagar', 62),
          column('Dagsvärde', 70),
          column('Semesterskuld', 80),
          column('Arbetsgivar-avgifter', 80),
          column('Summa', 80),
        ],
        rows: [
          ...rows.map((row) => ({
            cells: [
              row.employeeName,
              row.costCentre ?? '',
              RULES[row.rule],
              formatNumber(row.days),
              kr(row.dayValueOre),
              kr(row.amountOre),
              kr(row.contributionsOre),
              kr(row.totalOre),
            ],
          })),
          {
            cells: [
              'Summa',
              '',
              '',
              formatNumber(totals.days),
              '',
              kr(
                checkTotal(
                  name,
                  'amountOre',
                  rows.map((row) => row.amountOre),
                  totals.amountOre,
                ),
              ),
              kr(
                checkTotal(
                  name,
                  'contributionsOre',
                  rows.map((row) => row.contributionsOre),
                  totals.contributionsOre,
                ),
              ),
              kr(
                checkTotal(
                  name,
                  'totalOre',
                  rows.map((row) => row.totalOre),
                  totals.totalOre,
                ),
              ),
            ],
            emphasis: 'total',
          },
        ],
      },
      { kind: 'heading', text: `Periodisering: ${report.accrual.text}` },
      {
        kind: 'text',
        text: `Förändringen från ${report.accrual.previousDate} (semesterskuld ${kr(report.accrual.previousTotals.amountOre)}, arbetsgivaravgifter ${kr(report.accrual.previousTotals.contributionsOre)}) till ${report.date}.`,
      },
      report.accrual.rows.length === 0
        ? { kind: 'text', text: 'Ingen förändring att bokföra.' }
        : {
            kind: 'table',
            columns: [
              column('Konto', 70, 'left'),
              column('Kostnadsställe', 100, 'left'),
              column('Projekt', 100, 'left'),
              column('Debet', 100),
              column('Kredit', 100),
            ],
            rows: [
              ...report.accrual.rows.map((row) => ({
                cells: [
                  row.account,
                  row.costCentre ?? '',
                  row.project ?? '',
                  row.amountOre > 0 ? kr(row.amountOre) : '',
                  row.amountOre < 0 ? kr(-row.amountOre) : '',
                ],
              })),
              { cells: ['Summa', '', '', kr(debitOre), kr(creditOre)], emphasis: 'total' },
            ],
          },
    ],
  };
}

import type { PayslipDetailView } from '../contracts/payslips/payslip-shapes.ts';
import { formatOrganisationNumber } from '../format/organisation-number.ts';
import { formatPersonnummer } from '../format/personnummer.ts';
import type { DocumentBlock, DocumentRow, DocumentView } from './document-view.ts';
import {
  formatOre,
  formatShortNumber,
  type PayslipText,
  type PayslipTranslate,
  swedishPayslipText,
  taxRuleTexts,
  unitText,
} from './payslip-texts.ts';

/**
 * The one view model of a payslip: the web page and the PDF both draw this. Every value is
 * formatted here (Swedish amounts with U+2212 minus, ISO dates); only the labels are left as text
 * keys, so the page can show them in the reader's language while the PDF is Swedish.
 */
export type PayslipFact = { label: PayslipText; value: string };
export type PayslipDocumentLine = {
  /** Unique within the payslip (a code may repeat: retro lines, two trips). */
  key: string;
  code: string;
  name: string;
  /** The days the line concerns when not the whole pay period; '' otherwise. */
  concerns: string;
  quantity: string;
  unit: PayslipText | null;
  rate: string;
  /** '' for an information line that moves no money (sick hours, vacation days). */
  amount: string;
  negative: boolean;
  /** A correction run's line: "Rättelse av Lön mars 2026", the run whose payslip it corrects. */
  corrects: PayslipText | null;
};
export type PayslipTotal = { label: PayslipText; value: string; emphasis: boolean; negative: boolean };

export type PayslipDocument = {
  title: PayslipText;
  preliminary: boolean;
  employer: { name: string; organisationNumber: string };
  /** Employee, personnummer, employee number, period, pay date. */
  facts: PayslipFact[];
  lines: PayslipDocumentLine[];
  totals: PayslipTotal[];
  taxRule: PayslipText[];
  payout: PayslipFact;
  /** Null unless the reader may see the employer's costs. */
  employerFacts: PayslipFact[] | null;
  yearToDate: PayslipFact[];
  /** Vacation days and the comp-time and flex balances that are in use. */
  balances: PayslipFact[];
};

const text = (key: PayslipText['key'], values?: PayslipText['values']): PayslipText =>
  values ? { key, values } : { key };

function periodDates(period: string): { from: string; to: string } {
  const [year, month] = period.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year ?? 0, month ?? 0, 0)).getUTCDate();
  return { from: `${period}-01`, to: `${period}-${String(lastDay).padStart(2, '0')}` };
}

/**
 * A company's number as people write it: the technical century prefix 16 of a legal person's
 * 12-digit form is left out (16556026-9986 → 556026-9986); a sole trader's personnummer stays whole.
 */
function formatEmployerNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('16')) return formatOrganisationNumber(digits.slice(2));
  return formatOrganisationNumber(/^\d{6,8}-\d{4}$/.test(value) ? digits : value);
}

function formatRange(from: string, to: string): string {
  return from === to ? from : `${from} – ${to}`;
}

function toLine(
  line: PayslipDetailView['lines'][number],
  index: number,
  period: { from: string; to: string },
): PayslipDocumentLine {
  const whole = line.periodFrom === period.from && line.periodTo === period.to;
  const informationOnly = line.effect === 'none' && line.amountOre === 0;
  return {
    key: `${index + 1}-${line.code}`,
    code: line.code,
    name: line.name,
    concerns: whole ? '' : formatRange(line.periodFrom, line.periodTo),
    quantity: line.quantity === null ? '' : formatShortNumber(line.quantity),
    unit: line.quantity === null ? null : unitText(line.unit),
    rate: line.rateOre === null ? '' : formatOre(Math.round(line.rateOre)),
    amount: informationOnly ? '' : formatOre(line.amountOre),
    negative: line.amountOre < 0,
    corrects: line.corrects ? text('corrects', { run: line.corrects.runLabel }) : null,
  };
}

function total(key: PayslipText['key'], ore: number, emphasis = false): PayslipTotal {
  return { label: text(key), value: formatOre(ore), emphasis, negative: ore < 0 };
}

function buildTotals(detail: PayslipDetailView): PayslipTotal[] {
  const totals = [total('totals.gross', detail.grossOre, true)];
  if (detail.benefitsOre !== 0) totals.push(total('totals.benefits', detail.benefitsOre));
  if (detail.benefitsOre !== 0 || detail.oneOffOre !== 0)
    totals.push(total('totals.taxable', detail.taxableOre));
  if (detail.tax.oneOffTaxOre !== 0) {
    totals.push(total('totals.tableTax', -detail.tax.tableTaxOre));
    totals.push(total('totals.oneOffTax', -detail.tax.oneOffTaxOre));
  }
  totals.push(total('totals.tax', -detail.taxOre, true));
  if (detail.netDeductionsOre !== 0) totals.push(total('totals.netDeductions', -detail.netDeductionsOre));
  if (detail.taxFreeOre !== 0) totals.push(total('totals.taxFree', detail.taxFreeOre));
  totals.push(total('totals.net', detail.netOre, true));
  return totals;
}

function buildBalances(detail: PayslipDetailView): PayslipFact[] {
  const { vacation, balances } = detail;
  const facts: PayslipFact[] = [];
  if (vacation.paidDaysLeft !== null)
    facts.push({ label: text('vacation.daysLeft'), value: formatShortNumber(vacation.paidDaysLeft) });
  if (vacation.daysTaken !== 0)
    facts.push({ label: text('vacation.daysTaken'), value: formatShortNumber(vacation.daysTaken) });
  if (vacation.daysEarned !== 0)
    facts.push({ label: text('vacation.daysEarned'), value: formatShortNumber(vacation.daysEarned) });
  if (balances.compTimeHours !== null)
    facts.push({ label: text('balances.compTime'), value: formatShortNumber(balances.compTimeHours) });
  if (balances.flexHours !== null)
    facts.push({ label: text('balances.flex'), value: formatShortNumber(balances.flexHours) });
  return facts;
}

export function buildPayslipDocument(detail: PayslipDetailView): PayslipDocument {
  const period = periodDates(detail.period);
  const { employee } = detail;
  const facts: PayslipFact[] = [{ label: text('employee'), value: employee.name }];
  if (employee.personnummer)
    facts.push({ label: text('personnummer'), value: formatPersonnummer(employee.personnummer) });
  if (employee.employeeNumber) facts.push({ label: text('employeeNumber'), value: employee.employeeNumber });
  facts.push({ label: text('period'), value: formatRange(period.from, period.to) });
  facts.push({ label: text('payDate'), value: detail.payDate });
  return {
    title: text(detail.completed ? 'title' : 'preliminaryTitle'),
    preliminary: !detail.completed,
    employer: {
      name: detail.employer.name,
      organisationNumber: formatEmployerNumber(detail.employer.organisationNumber),
    },
    facts,
    lines: detail.lines.map((line, index) => toLine(line, index, period)),
    totals: buildTotals(detail),
    taxRule: taxRuleTexts(detail.tax),
    payout: {
      label: text(detail.payoutAccount ? 'payoutAccount' : 'noPayoutAccount'),
      value: detail.payoutAccount ?? '',
    },
    employerFacts:
      detail.employerContributionsOre === undefined
        ? null
        : [{ label: text('employerContributions'), value: formatOre(detail.employerContributionsOre) }],
    yearToDate: [
      { label: text('yearToDate.gross'), value: formatOre(detail.yearToDate.grossOre) },
      { label: text('yearToDate.tax'), value: formatOre(detail.yearToDate.taxOre) },
      { label: text('yearToDate.benefits'), value: formatOre(detail.yearToDate.benefitsOre) },
    ],
    balances: buildBalances(detail),
  };
}

function factsBlock(facts: readonly PayslipFact[], translate: PayslipTranslate): DocumentBlock {
  return { kind: 'facts', facts: facts.map((fact) => ({ label: translate(fact.label), value: fact.value })) };
}

/** A payslip's blocks, for one PDF or one part of a run's PDF. */
export function payslipDocumentBlocks(
  document: PayslipDocument,
  translate: PayslipTranslate = swedishPayslipText,
): DocumentBlock[] {
  const lineRows: DocumentRow[] = document.lines.map((line) => ({
    cells: [
      line.corrects ? `${line.name}\n${translate(line.corrects)}` : line.name,
      line.concerns,
      line.unit ? `${line.quantity} ${translate(line.unit)}` : line.quantity,
      line.rate,
      line.amount,
    ],
  }));
  const totalRows: DocumentRow[] = document.totals.map((row) => ({
    cells: [translate(row.label), '', '', '', row.value],
    emphasis: 'total',
  }));
  const payout = translate(document.payout.label);
  const blocks: DocumentBlock[] = [
    { kind: 'heading', text: translate(document.title) },
    ...(document.preliminary ? [{ kind: 'text', text: translate({ key: 'preliminaryNote' }) } as const] : []),
    factsBlock(document.facts, translate),
    {
      kind: 'table',
      columns: [
        { heading: translate({ key: 'columns.line' }), align: 'left', weight: 34 },
        { heading: translate({ key: 'columns.period' }), align: 'left', weight: 24 },
        { heading: translate({ key: 'columns.quantity' }), align: 'right', weight: 11 },
        { heading: translate({ key: 'columns.rate' }), align: 'right', weight: 14 },
        { heading: translate({ key: 'columns.amount' }), align: 'right', weight: 17 },
      ],
      rows: [...lineRows, ...totalRows],
    },
    {
      kind: 'facts',
      facts: [
        { label: translate({ key: 'taxRuleLabel' }), value: document.taxRule.map(translate).join(', ') },
        document.payout.value
          ? { label: payout, value: document.payout.value }
          : { label: payout, value: '–' },
      ],
    },
    { kind: 'heading', text: translate({ key: 'yearToDateHeading' }) },
    factsBlock(document.yearToDate, translate),
  ];
  if (document.balances.length > 0)
    blocks.push(
      { kind: 'heading', text: translate({ key: 'balancesHeading' }) },
      factsBlock(document.balances, translate),
    );
  if (document.employerFacts)
    blocks.push(
      { kind: 'heading', text: translate({ key: 'employerHeading' }) },
      factsBlock(document.employerFacts, translate),
    );
  return blocks;
}

function issuer(document: PayslipDocument): DocumentView['issuer'] {
  return {
    name: document.employer.name,
    details: document.employer.organisationNumber
      ? [
          swedishPayslipText({
            key: 'organisationNumber',
            values: { number: document.employer.organisationNumber },
          }),
        ]
      : [],
  };
}

/** One payslip as a printable document (Swedish). */
export function payslipDocumentView(document: PayslipDocument): DocumentView {
  return {
    title: swedishPayslipText(document.title),
    language: 'sv-SE',
    issuer: issuer(document),
    blocks: payslipDocumentBlocks(document),
  };
}

/**
 * Every payslip of a run in one document, each from a new page. The letterhead is the employer's,
 * once; each payslip names its employee in its heading.
 */
export function payslipRunDocumentView(
  documents: readonly PayslipDocument[],
  runLabel: string,
): DocumentView {
  const first = documents[0];
  const blocks: DocumentBlock[] = documents.flatMap((document, index) => {
    const name = document.facts[0]?.value ?? '';
    const [heading, ...rest] = payslipDocumentBlocks(document);
    const titled: DocumentBlock =
      heading?.kind === 'heading'
        ? { kind: 'heading', text: swedishPayslipText({ key: 'pageHeading', values: { name } }) }
        : { kind: 'heading', text: name };
    return [...(index === 0 ? [] : [{ kind: 'page-break' } as const]), titled, ...rest];
  });
  return {
    title: `${swedishPayslipText({ key: 'title' })} ${runLabel}`,
    language: 'sv-SE',
    issuer: first ? issuer(first) : { name: runLabel, details: [] },
    blocks,
  };
}

import { formatCurrency, formatNumber } from '../format/number.ts';
import { formatOrganisationNumber } from '../format/organisation-number.ts';
import { formatPersonnummer } from '../format/personnummer.ts';
import { assertOre, oreToKronor } from '../money/ore.ts';
import type { DateOnly } from '../time/date-shapes.ts';
import type { DocumentRow, DocumentView } from './document-view.ts';

/**
 * A payslip-like document view: the sample that proves the document kernel (Swedish text, a table
 * of right-aligned amounts, totals) in render-pdf.test.ts. The real payslip, from a stored
 * calculation, is payslip-document.ts (one view model for the web page and the PDF).
 *
 * Kinds decide the totals:
 * - `gross`: bruttolöneart (salary, overtime, a sick-pay deduction), counted in gross and paid out,
 * - `benefit`: taxable benefit (förmån), taxed but not paid out,
 * - `tax`: preliminary tax withheld (negative),
 * - `net`: nettolöneart after tax (an expense repaid, a net deduction), paid out only.
 */
export type PayslipLineKind = 'gross' | 'benefit' | 'tax' | 'net';

export type PayslipLine = {
  label: string;
  kind: PayslipLineKind;
  quantity?: number;
  unitPriceOre?: number;
  /** The amount paid; it is not recomputed from quantity × price, which may have been rounded. */
  amountOre: number;
};

export type PayslipViewInput = {
  employer: { name: string; organisationNumber: string; address?: string };
  employee: { name: string; personnummer: string; employeeNumber?: string };
  period: { start: DateOnly; end: DateOnly };
  payDate: DateOnly;
  lines: readonly PayslipLine[];
};

export type PayslipTotals = { grossOre: number; benefitOre: number; taxOre: number; payOutOre: number };

function formatOre(ore: number): string {
  return formatCurrency(oreToKronor(ore));
}

function sumKind(lines: readonly PayslipLine[], kind: PayslipLineKind): number {
  const total = lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + line.amountOre, 0);
  assertOre(total);
  return total;
}

export function calculatePayslipTotals(lines: readonly PayslipLine[]): PayslipTotals {
  for (const line of lines) {
    assertOre(line.amountOre);
    if (line.unitPriceOre !== undefined) assertOre(line.unitPriceOre);
  }
  const grossOre = sumKind(lines, 'gross');
  const taxOre = sumKind(lines, 'tax');
  const payOutOre = grossOre + taxOre + sumKind(lines, 'net');
  assertOre(payOutOre);
  return { grossOre, benefitOre: sumKind(lines, 'benefit'), taxOre, payOutOre };
}

export function buildPayslipView(input: PayslipViewInput): DocumentView {
  const totals = calculatePayslipTotals(input.lines);
  const lineRows: DocumentRow[] = input.lines.map((line) => ({
    cells: [
      line.label,
      line.quantity === undefined ? '' : formatNumber(line.quantity),
      line.unitPriceOre === undefined ? '' : formatOre(line.unitPriceOre),
      formatOre(line.amountOre),
    ],
  }));
  const total = (label: string, ore: number): DocumentRow => ({
    cells: [label, '', '', formatOre(ore)],
    emphasis: 'total',
  });
  const totalRows = [
    total('Bruttolön', totals.grossOre),
    ...(totals.benefitOre === 0 ? [] : [total('Skattepliktiga förmåner', totals.benefitOre)]),
    total('Skatt', totals.taxOre),
    total('Att utbetala', totals.payOutOre),
  ];
  const { employer, employee } = input;
  return {
    title: 'Lönespecifikation',
    language: 'sv-SE',
    issuer: {
      name: employer.name,
      details: [
        `Org.nr ${formatOrganisationNumber(employer.organisationNumber)}`,
        ...(employer.address ? [employer.address] : []),
      ],
    },
    blocks: [
      { kind: 'heading', text: 'Lönespecifikation' },
      {
        kind: 'facts',
        facts: [
          { label: 'Anställd', value: employee.name },
          { label: 'Personnummer', value: formatPersonnummer(employee.personnummer) },
          ...(employee.employeeNumber
            ? [{ label: 'Anställningsnummer', value: employee.employeeNumber }]
            : []),
          { label: 'Period', value: `${input.period.start} – ${input.period.end}` },
          { label: 'Utbetalningsdag', value: input.payDate },
        ],
      },
      {
        kind: 'table',
        columns: [
          { heading: 'Löneart', align: 'left', weight: 44 },
          { heading: 'Antal', align: 'right', weight: 14 },
          { heading: 'À-pris', align: 'right', weight: 20 },
          { heading: 'Belopp', align: 'right', weight: 22 },
        ],
        rows: [...lineRows, ...totalRows],
      },
    ],
  };
}

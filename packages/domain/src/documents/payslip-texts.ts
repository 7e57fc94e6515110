import type { PayslipDetailView } from '../contracts/payslips/payslip-shapes.ts';
import { formatCurrency, formatNumber } from '../format/number.ts';
import { oreToKronor } from '../money/ore.ts';

/**
 * The words of a payslip, by key. The PDF takes the Swedish ones from here; the web takes the same
 * keys from its `payslip` locale namespace (`document.*`), whose sv-SE file a web test holds equal
 * to this table, so the page and the PDF cannot say different things. `{{name}}` is filled in
 * from the text's values, as i18next does.
 */
export const PAYSLIP_TEXTS_SV = {
  title: 'Lönespecifikation',
  preliminaryTitle: 'Lönespecifikation (preliminär)',
  preliminaryNote: 'Preliminär: lönekörningen är inte slutförd och beloppen kan ändras.',
  employer: 'Arbetsgivare',
  organisationNumber: 'Org.nr {{number}}',
  employee: 'Anställd',
  personnummer: 'Personnummer',
  employeeNumber: 'Anställningsnummer',
  period: 'Löneperiod',
  payDate: 'Utbetalningsdag',
  run: 'Lönekörning',
  linesHeading: 'Lönerader',
  corrects: 'Rättelse av {{run}}',
  'columns.line': 'Löneart',
  'columns.period': 'Avser',
  'columns.quantity': 'Antal',
  'columns.rate': 'À-pris',
  'columns.amount': 'Belopp',
  'totals.gross': 'Bruttolön',
  'totals.benefits': 'Skattepliktiga förmåner',
  'totals.taxable': 'Skatteunderlag',
  'totals.tableTax': 'Skatt enligt tabell',
  'totals.oneOffTax': 'Engångsskatt',
  'totals.tax': 'Preliminärskatt',
  'totals.netDeductions': 'Nettolöneavdrag',
  'totals.taxFree': 'Skattefria ersättningar',
  'totals.net': 'Att utbetala',
  taxRuleLabel: 'Skatt beräknad enligt',
  payoutAccount: 'Utbetalas till',
  noPayoutAccount: 'Inget bankkonto registrerat',
  employerContributions: 'Arbetsgivaravgifter',
  employerHeading: 'För arbetsgivaren',
  yearToDateHeading: 'Hittills i år',
  'yearToDate.gross': 'Bruttolön',
  'yearToDate.tax': 'Preliminärskatt',
  'yearToDate.benefits': 'Förmåner',
  balancesHeading: 'Semester och saldon',
  'vacation.daysLeft': 'Semesterdagar kvar',
  'vacation.daysTaken': 'Semesterdagar uttagna',
  'vacation.daysEarned': 'Semesterdagar intjänade',
  'balances.compTime': 'Kompensationsledighet (timmar)',
  'balances.flex': 'Flex (timmar)',
  'unit.month': 'mån',
  'unit.hour': 'tim',
  'unit.day': 'dag',
  'unit.calendar-day': 'kal.dag',
  'unit.km': 'km',
  'unit.kr': 'kr',
  'unit.percent': '%',
  'taxRule.table': 'Skattetabell {{table}}, kolumn {{column}}',
  'taxRule.adjusted-table': 'Jämkning: skattetabell {{table}}, kolumn {{column}}',
  'taxRule.adjusted-percent': 'Jämkning: {{percent}} %',
  'taxRule.adjusted-amount': 'Jämkning: {{amount}} i månaden',
  'taxRule.sink': 'SINK {{percent}} %',
  'taxRule.none': 'Beslut om att ingen skatt ska dras',
  'taxRule.small-payment': 'Ingen skatt: under 1 000 kr i år',
  'taxRule.no-table': 'Ingen skattetabell: {{percent}} %',
  'taxRule.unknown': 'Okänd skatteregel',
  'taxRule.oneOff': 'engångsskatt {{percent}} %',
  pageHeading: 'Lönespecifikation {{name}}',
} as const;

export type PayslipTextKey = keyof typeof PAYSLIP_TEXTS_SV;
export type PayslipText = { key: PayslipTextKey; values?: Readonly<Record<string, string>> };
/** Words a text: the PDF with `swedishPayslipText`, the web with i18next's `t`. */
export type PayslipTranslate = (text: PayslipText) => string;

export function swedishPayslipText(text: PayslipText): string {
  return PAYSLIP_TEXTS_SV[text.key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => text.values?.[name] ?? '');
}

export function formatOre(ore: number): string {
  return formatCurrency(oreToKronor(ore));
}

/** Whole numbers without decimals, others with up to two: "22,5", "33", "1,25". */
export function formatShortNumber(value: number): string {
  return Number.isInteger(value) ? formatNumber(value, 0) : formatNumber(value, 2).replace(/0$/, '');
}

export function unitText(unit: string): PayslipText {
  const key = `unit.${unit}` as PayslipTextKey;
  return { key: key in PAYSLIP_TEXTS_SV ? key : 'unit.kr' };
}

/** The tax rule of a payslip as a text with its numbers, plus the one-off rate when one was used. */
export function taxRuleTexts(
  tax: Pick<PayslipDetailView['tax'], 'rule' | 'oneOffPercent' | 'oneOffTaxOre'>,
): PayslipText[] {
  const { rule } = tax;
  const number = (value: number | undefined) => formatShortNumber(value ?? 0);
  const key = `taxRule.${rule.kind}` as PayslipTextKey;
  const main: PayslipText =
    key in PAYSLIP_TEXTS_SV
      ? {
          key,
          values: {
            table: number(rule.table),
            column: number(rule.column),
            percent: number(rule.percent),
            amount: formatOre(rule.amountOre ?? 0),
          },
        }
      : { key: 'taxRule.unknown' };
  if (tax.oneOffTaxOre === 0 || tax.oneOffPercent === null) return [main];
  return [main, { key: 'taxRule.oneOff', values: { percent: number(tax.oneOffPercent) } }];
}

/** Swedish, for the API's `taxRule`: "Skattetabell 33, kolumn 1", "SINK 22,5 %". */
export function describeTaxRule(
  tax: Pick<PayslipDetailView['tax'], 'rule' | 'oneOffPercent' | 'oneOffTaxOre'>,
): string {
  return taxRuleTexts(tax).map(swedishPayslipText).join(', ');
}

import type { Payslip } from '../../payroll/payslip/payslip-types.ts';
import { InvalidAgiInputError } from './agi-input.ts';
import { AGI_AMOUNT_BOXES, type AgiAbsence, type AgiPayee, LAST_VAXA_PERIOD } from './agi-types.ts';

/**
 * What the AGI needs of one payslip: the boxes in öre, the tax and its rule (SINK, a decision of no
 * withholding), the contributions (växa-stöd as a rate class) and the housing-benefit flags.
 */
export type AgiPayslip = Pick<Payslip, 'payDate' | 'agi' | 'taxOre' | 'tax' | 'contributions'> &
  Partial<Pick<Payslip, 'agiHousingFlags'>>;

export type AgiPayslipOfPayee = {
  personnummer: string;
  /** The payee's FK 570, kept by the caller so it stays the same in every later version. */
  specificationNumber: number;
  workplace?: { address: string; town: string };
  payslip: AgiPayslip;
  /** The payee's frånvarouppgifter for the period (`absenceReportDays`), given once per payee. */
  absences?: readonly AgiAbsence[];
};

/** Öre to whole kronor, öre dropped (Skatteverket: truncation, §3.2). */
function dropOre(ore: number, what: string): number {
  if (ore < 0) throw new InvalidAgiInputError([`${what}: summan för månaden är negativ (${ore} öre)`]);
  return Math.trunc(ore / 100);
}

/**
 * One IU per payee from every payslip paid in the period (ordinary, extra and correction runs
 * alike): each box summed in öre over the payslips, then the öre dropped once, so the HU, which
 * `generateAgiXml` sums from these IUs, equals them to the krona. Contributions are the payslips'
 * per-class amounts in whole kronor, added up. Sorted by specification number.
 *
 * The tax box follows the payslips' rule: 274 for SINK; the flag 276 (a decision that no tax is
 * withheld) when every payslip had that rule and nothing was withheld; else 001. Housing benefits
 * tick 041 / 043, and contributions reduced by växa-stöd (periods to 2025-12) tick 063, the rule the
 * engine applies (employments from 2024-05-01, up to 35 000 kr).
 */
export function aggregatePayslipsForAgi(period: string, payslips: readonly AgiPayslipOfPayee[]): AgiPayee[] {
  const groups = new Map<string, AgiPayslipOfPayee[]>();
  for (const item of payslips) {
    if (item.payslip.payDate.slice(0, 7) !== period)
      throw new InvalidAgiInputError([
        `${item.personnummer}: lönen betalades ${item.payslip.payDate}, inte i ${period}`,
      ]);
    const group = groups.get(item.personnummer) ?? [];
    group.push(item);
    groups.set(item.personnummer, group);
  }
  const payees = [...groups.values()].map((group): AgiPayee => {
    const [first] = group as [AgiPayslipOfPayee];
    const who = first.personnummer;
    if (group.some((item) => item.specificationNumber !== first.specificationNumber))
      throw new InvalidAgiInputError([`${who}: olika specifikationsnummer i samma period`]);
    const sinkRules = new Set(group.map((item) => item.payslip.tax.rule.kind === 'sink'));
    if (sinkRules.size > 1)
      throw new InvalidAgiInputError([`${who}: både SINK och vanlig skatt i samma period`]);
    const sumOre = (read: (payslip: AgiPayslip) => number) =>
      group.reduce((sum, item) => sum + read(item.payslip), 0);
    const boxes: AgiPayee['boxes'] = {};
    for (const box of AGI_AMOUNT_BOXES) {
      const kronor = dropOre(
        sumOre((payslip) => payslip.agi[box] ?? 0),
        `${who} ruta ${box}`,
      );
      if (kronor > 0) boxes[box] = kronor;
    }
    const taxWithheldKronor = dropOre(
      sumOre((payslip) => payslip.taxOre),
      `${who} skatteavdrag`,
    );
    const noWithholding =
      !sinkRules.has(true) &&
      taxWithheldKronor === 0 &&
      group.every((item) => item.payslip.tax.rule.kind === 'none');
    const housingBenefit = [...new Set(group.flatMap((item) => item.payslip.agiHousingFlags ?? []))].sort();
    const vaxaStod =
      period <= LAST_VAXA_PERIOD &&
      group.some((item) => (item.payslip.contributions.byClass.vaxaStod?.baseKronor ?? 0) > 0);
    const contributionsKronor = sumOre((payslip) =>
      Object.values(payslip.contributions.byClass).reduce(
        (sum, entry) => sum + (entry?.amountKronor ?? 0),
        0,
      ),
    );
    return {
      personnummer: who,
      specificationNumber: first.specificationNumber,
      ...(first.workplace ? { workplace: first.workplace } : {}),
      boxes,
      taxWithheldKronor,
      ...(sinkRules.has(true) ? { sink: true } : {}),
      ...(noWithholding ? { noWithholding: '276' as const } : {}),
      ...(housingBenefit.length > 0 && (boxes['012'] ?? 0) > 0 ? { housingBenefit } : {}),
      ...(vaxaStod ? { vaxaStod: '063' as const } : {}),
      ...(sumOre((payslip) => payslip.agi['050'] ?? 0) > 0 ? { carAllowancePaid: true } : {}),
      ...(sumOre((payslip) => payslip.agi['051'] ?? 0) > 0 ? { perDiemPaid: true } : {}),
      contributionsKronor,
      ...(group.some((item) => item.absences?.length)
        ? { absences: group.flatMap((item) => item.absences ?? []) }
        : {}),
    };
  });
  return payees.sort((left, right) => left.specificationNumber - right.specificationNumber);
}

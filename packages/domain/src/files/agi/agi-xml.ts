import { create } from 'xmlbuilder2';
import { AGI_ABSENCE_TYPES } from '../../events/parental-days.ts';
import type { AgiHousingFlag } from '../../salary-types/salary-type-enums.ts';
import { hasValidLuhnCheckDigit } from '../../validation/luhn.ts';
import { InvalidAgiInputError, sumAgiTotals, toAgiIdentity } from './agi-input.ts';
import {
  AGI_AMOUNT_BOXES,
  type AgiAmountBox,
  type AgiDeclarationInput,
  type AgiNoWithholdingFlag,
  type AgiVaxaFlag,
  LAST_VAXA_PERIOD,
} from './agi-types.ts';

// The checks and totals without the XML builder live in agi-input.ts (the server loads this file,
// and xmlbuilder2 with it, only when it writes a file); callers that imported them here still can.
export { InvalidAgiInputError, sumAgiTotals, toAgiIdentity } from './agi-input.ts';

/**
 * The AGI XML for Skatteverket's e-tjänst (swedish-payroll.md §3.2): the instance namespace on the
 * root, the component namespace `agd` on everything in it, the sender and employer blocks, one
 * Blankett with the HU, one Blankett per IU, then the frånvarouppgifter. Element order inside an IU
 * follows Skatteverket's Exempelfil 01.
 */
const INSTANCE = 'http://xmls.skatteverket.se/se/skatteverket/da/instans/schema/1.1';
const COMPONENT = 'http://xmls.skatteverket.se/se/skatteverket/da/komponent/schema/1.1';
const SCHEMA_LOCATION = `${INSTANCE} http://xmls.skatteverket.se/se/skatteverket/da/arbetsgivardeklaration/arbetsgivardeklaration_1.1.xsd`;

/** Element name of each amount box (§3.3). */
const BOX_ELEMENTS: Record<AgiAmountBox, string> = {
  '011': 'KontantErsattningUlagAG',
  '012': 'SkatteplOvrigaFormanerUlagAG',
  '013': 'SkatteplBilformanUlagAG',
  '018': 'DrivmVidBilformanUlagAG',
  '098': 'BetForDrivmVidBilformanUlagAG',
};

/** Element of each flag that takes the place of the tax amount (§3.3). */
const NO_WITHHOLDING_ELEMENTS: Record<AgiNoWithholdingFlag, string> = {
  '276': 'EjskatteavdragEjbeskattningSv',
  '114': 'SkattebefrEnlAvtal',
  '253': 'Lokalanstalld',
  '094': 'AmbassadanstISvMAvtal',
};

const HOUSING_ELEMENTS: Record<AgiHousingFlag, string> = {
  '041': 'BostadsformanSmahusUlagAG',
  '043': 'BostadsformanEjSmahusUlagAG',
};

/** Växa-stöd: 062 the older rule (ForstaAnstalld), 063 the rule for employments from 2024-05-01. */
const VAXA_ELEMENTS: Record<AgiVaxaFlag, string> = {
  '062': 'ForstaAnstalld',
  '063': 'VaxaStod',
};

const MAX_AMOUNT = 9_999_999_999;
const FIRST_ABSENCE_PERIOD = '2025-01';

/** The declaration cannot be written; each problem names the payee (personnummer) and the field. */
function isAmount(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0 && value <= MAX_AMOUNT;
}

function findProblems(input: AgiDeclarationInput): string[] {
  const problems: string[] = [];
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(input.period))
    problems.push(`Perioden ${input.period} är inte ÅÅÅÅ-MM`);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(input.createdAt))
    problems.push(`Skapad ${input.createdAt} är inte ÅÅÅÅ-MM-DDTtt:mm:ss`);
  if (input.employer.contacts.length === 0) problems.push('Kontaktperson hos arbetsgivaren saknas');
  const people = new Set<string>();
  const numbers = new Set<number>();
  const identities = [...input.payees, ...(input.removals ?? [])];
  for (const { personnummer, specificationNumber } of identities) {
    if (!/^\d{12}$/.test(personnummer) || !hasValidLuhnCheckDigit(personnummer.slice(2)))
      problems.push(`${personnummer}: inte ett personnummer med 12 siffror`);
    if (people.has(personnummer)) problems.push(`${personnummer}: finns mer än en gång`);
    if (
      !Number.isSafeInteger(specificationNumber) ||
      specificationNumber < 1 ||
      specificationNumber > MAX_AMOUNT
    )
      problems.push(`${personnummer}: specifikationsnummer ${specificationNumber} ska vara 1–9999999999`);
    if (numbers.has(specificationNumber))
      problems.push(`${personnummer}: specifikationsnummer ${specificationNumber} används redan`);
    people.add(personnummer);
    numbers.add(specificationNumber);
  }
  for (const payee of input.payees) {
    const amounts = [payee.taxWithheldKronor, payee.contributionsKronor, ...Object.values(payee.boxes)];
    if (!amounts.every(isAmount))
      problems.push(`${payee.personnummer}: belopp ska vara hela kronor, 0 eller mer`);
    const taxBoxes = [payee.sink, payee.aSink, payee.noWithholding !== undefined].filter(Boolean).length;
    if (taxBoxes > 1)
      problems.push(`${payee.personnummer}: bara en av SINK, A-SINK och inget skatteavdrag får anges`);
    if (payee.noWithholding !== undefined && payee.taxWithheldKronor !== 0)
      problems.push(
        `${payee.personnummer}: skatt dragen trots markering ${payee.noWithholding} (inget skatteavdrag)`,
      );
    if (payee.housingBenefit?.length && !(payee.boxes['012'] ?? 0))
      problems.push(`${payee.personnummer}: bostadsförmån markerad utan belopp i ruta 012`);
    if (payee.vaxaStod && input.period > LAST_VAXA_PERIOD)
      problems.push(`${payee.personnummer}: växa-stöd (${payee.vaxaStod}) lämnas bara till period 2025-12`);
    if (payee.absences?.length && input.period < FIRST_ABSENCE_PERIOD)
      problems.push(`${payee.personnummer}: frånvarouppgifter lämnas från period 2025-01`);
    const absenceKeys = new Set<string>();
    for (const absence of payee.absences ?? []) {
      if (!(absence.percent > 0 && absence.percent <= 100))
        problems.push(`${payee.personnummer}: frånvaro ${absence.date} ska vara mer än 0 och högst 100 %`);
      // Skatteverket matches a frånvarouppgift on payee, date and number: two types on one date need two numbers.
      const key = `${absence.date} ${absence.specificationNumber ?? payee.specificationNumber}`;
      if (absenceKeys.has(key))
        problems.push(
          `${payee.personnummer}: två frånvarouppgifter ${absence.date} med samma specifikationsnummer`,
        );
      absenceKeys.add(key);
    }
  }
  return problems;
}

export function generateAgiXml(input: AgiDeclarationInput): string {
  const problems = findProblems(input);
  if (problems.length > 0) throw new InvalidAgiInputError(problems);
  const period = input.period.replace('-', '');
  const employerId = toAgiIdentity(input.employer.organisationNumber);
  const totals = sumAgiTotals(input.payees);

  const document = create({ version: '1.0', encoding: 'UTF-8' });
  const root = document.ele(INSTANCE, 'Skatteverket', {
    omrade: 'Arbetsgivardeklaration',
    'xmlns:agd': COMPONENT,
    'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    'xsi:schemaLocation': SCHEMA_LOCATION,
  });
  const ele = (parent: typeof root, name: string, text?: string, faltkod?: string) => {
    const child = parent.ele(COMPONENT, `agd:${name}`, faltkod ? { faltkod } : undefined);
    if (text !== undefined) child.txt(text);
    return child;
  };

  const sender = ele(root, 'Avsandare');
  ele(sender, 'Programnamn', input.sender.programName);
  ele(sender, 'Organisationsnummer', toAgiIdentity(input.sender.organisationNumber));
  const technical = ele(sender, 'TekniskKontaktperson');
  ele(technical, 'Namn', input.sender.technicalContact.name);
  ele(technical, 'Telefon', input.sender.technicalContact.phone);
  ele(technical, 'Epostadress', input.sender.technicalContact.email);
  ele(sender, 'Skapad', input.createdAt);

  const employer = ele(ele(root, 'Blankettgemensamt'), 'Arbetsgivare');
  ele(employer, 'AgRegistreradId', employerId);
  for (const contact of input.employer.contacts) {
    const person = ele(employer, 'Kontaktperson');
    ele(person, 'Namn', contact.name);
    ele(person, 'Telefon', contact.phone);
    ele(person, 'Epostadress', contact.email);
  }

  const form = (kind: 'HU' | 'IU') => {
    const blankett = ele(root, 'Blankett');
    const matter = ele(blankett, 'Arendeinformation');
    ele(matter, 'Arendeagare', employerId);
    ele(matter, 'Period', period);
    const content = ele(ele(blankett, 'Blankettinnehall'), kind);
    ele(ele(content, `Arbetsgivare${kind}GROUP`), 'AgRegistreradId', employerId, '201');
    return content;
  };
  const individual = (personnummer: string, specificationNumber: number) => {
    const content = form('IU');
    const payee = ele(ele(content, 'BetalningsmottagareIUGROUP'), 'BetalningsmottagareIDChoice');
    ele(payee, 'BetalningsmottagarId', personnummer, '215');
    ele(content, 'RedovisningsPeriod', period, '006');
    ele(content, 'Specifikationsnummer', String(specificationNumber), '570');
    return content;
  };

  const main = form('HU');
  ele(main, 'RedovisningsPeriod', period, '006');
  ele(main, 'SummaArbAvgSlf', String(totals.contributionsKronor), '487');
  ele(main, 'SummaSkatteavdr', String(totals.taxWithheldKronor), '497');

  for (const payee of input.payees) {
    const content = individual(payee.personnummer, payee.specificationNumber);
    if (payee.workplace) {
      ele(content, 'ArbetsplatsensGatuadress', payee.workplace.address, '245');
      ele(content, 'ArbetsplatsensOrt', payee.workplace.town, '246');
    }
    for (const box of AGI_AMOUNT_BOXES) {
      const amount = payee.boxes[box] ?? 0;
      if (amount > 0) ele(content, BOX_ELEMENTS[box], String(amount), box);
    }
    for (const flag of [...new Set(payee.housingBenefit ?? [])].sort())
      ele(content, HOUSING_ELEMENTS[flag], '1', flag);
    if (payee.vaxaStod) ele(content, VAXA_ELEMENTS[payee.vaxaStod], '1', payee.vaxaStod);
    // Exactly one tax box in every IU; 0 is allowed (§3.3, Skatteverket's control SK_001).
    if (payee.noWithholding)
      ele(content, NO_WITHHOLDING_ELEMENTS[payee.noWithholding], '1', payee.noWithholding);
    else if (payee.aSink) ele(content, 'AvdrSkattASINK', String(payee.taxWithheldKronor), '275');
    else if (payee.sink) ele(content, 'AvdrSkattSINK', String(payee.taxWithheldKronor), '274');
    else ele(content, 'AvdrPrelSkatt', String(payee.taxWithheldKronor), '001');
    if (payee.carAllowancePaid) ele(content, 'Bilersattning', '1', '050');
    if (payee.perDiemPaid) ele(content, 'Traktamente', '1', '051');
  }
  for (const removal of input.removals ?? []) {
    ele(individual(removal.personnummer, removal.specificationNumber), 'Borttag', '1', '205');
  }

  for (const payee of input.payees) {
    for (const absence of payee.absences ?? []) {
      const report = ele(root, 'Franvarouppgift');
      ele(report, 'AgRegistreradId', employerId, '201');
      ele(report, 'RedovisningsPeriod', period, '006');
      ele(report, 'FranvaroDatum', absence.date, '821');
      ele(report, 'BetalningsmottagarId', payee.personnummer, '215');
      ele(
        report,
        'FranvaroSpecifikationsnummer',
        String(absence.specificationNumber ?? payee.specificationNumber),
        '822',
      );
      ele(report, 'FranvaroTyp', AGI_ABSENCE_TYPES[absence.type], '823');
      if (absence.type === 'vab') ele(report, 'FranvaroProcentTFP', String(absence.percent), '824');
      else ele(report, 'FranvaroProcentFP', String(absence.percent), '826');
    }
  }
  return `${document.end({ prettyPrint: true, indent: '  ', newline: '\n' })}\n`;
}

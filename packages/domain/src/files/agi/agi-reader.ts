import { create } from 'xmlbuilder2';

/**
 * Our own reader of an AGI file, because Skatteverket's XSD is not public (research-data README,
 * "Not found"): it reads a declaration back and checks its structure element by element against
 * the field list of swedish-payroll.md §3.2–3.3, which it carries as its own table (not the
 * generator's), so a test that reads a generated file checks the generator against the documented
 * list. It also checks Skatteverket's rules that need no other data: one tax box per IU (control
 * SK_001), a Borttag with only identity fields, numbers unique in the file, periods of the time-
 * limited boxes, and HU 497 = Σ(001 + 274 + 275) over the IUs. HU 487 depends on each payee's rate,
 * so the reader gives it back for the caller to compare.
 */

const INSTANCE = 'http://xmls.skatteverket.se/se/skatteverket/da/instans/schema/1.1';
const COMPONENT = 'http://xmls.skatteverket.se/se/skatteverket/da/komponent/schema/1.1';

type FieldKind =
  | 'identity'
  | 'period'
  | 'amount'
  | 'flag'
  | 'number'
  | 'text'
  | 'date'
  | 'absence-type'
  | 'percent';
type Field = { code: string; kind: FieldKind; tax?: true; until?: string };

/** HU value elements (§3.3), by element name. */
const HU_FIELDS: Record<string, Field> = {
  RedovisningsPeriod: { code: '006', kind: 'period' },
  SummaArbAvgSlf: { code: '487', kind: 'amount' },
  SummaSkatteavdr: { code: '497', kind: 'amount' },
  TotalSjuklonekostnad: { code: '499', kind: 'amount', until: '202406' },
};

/** IU value elements (§3.3) outside the identity groups, by element name. */
const IU_FIELDS: Record<string, Field> = {
  RedovisningsPeriod: { code: '006', kind: 'period' },
  Specifikationsnummer: { code: '570', kind: 'number' },
  Borttag: { code: '205', kind: 'flag' },
  AvdrPrelSkatt: { code: '001', kind: 'amount', tax: true },
  AvdrSkattSINK: { code: '274', kind: 'amount', tax: true },
  AvdrSkattASINK: { code: '275', kind: 'amount', tax: true },
  EjskatteavdragEjbeskattningSv: { code: '276', kind: 'flag', tax: true },
  SkattebefrEnlAvtal: { code: '114', kind: 'flag', tax: true },
  Lokalanstalld: { code: '253', kind: 'flag', tax: true },
  AmbassadanstISvMAvtal: { code: '094', kind: 'flag', tax: true },
  KontantErsattningUlagAG: { code: '011', kind: 'amount' },
  SkatteplOvrigaFormanerUlagAG: { code: '012', kind: 'amount' },
  SkatteplBilformanUlagAG: { code: '013', kind: 'amount' },
  DrivmVidBilformanUlagAG: { code: '018', kind: 'amount' },
  BetForDrivmVidBilformanUlagAG: { code: '098', kind: 'amount' },
  BostadsformanSmahusUlagAG: { code: '041', kind: 'flag' },
  BostadsformanEjSmahusUlagAG: { code: '043', kind: 'flag' },
  Bilersattning: { code: '050', kind: 'flag' },
  Traktamente: { code: '051', kind: 'flag' },
  ForstaAnstalld: { code: '062', kind: 'flag', until: '202512' },
  VaxaStod: { code: '063', kind: 'flag', until: '202512' },
  ArbetsplatsensGatuadress: { code: '245', kind: 'text' },
  ArbetsplatsensOrt: { code: '246', kind: 'text' },
};

/** Frånvarouppgift elements (§3.3), from period 202501. */
const ABSENCE_FIELDS: Record<string, Field> = {
  AgRegistreradId: { code: '201', kind: 'identity' },
  RedovisningsPeriod: { code: '006', kind: 'period' },
  FranvaroDatum: { code: '821', kind: 'date' },
  BetalningsmottagarId: { code: '215', kind: 'identity' },
  FranvaroSpecifikationsnummer: { code: '822', kind: 'number' },
  FranvaroTyp: { code: '823', kind: 'absence-type' },
  FranvaroProcentTFP: { code: '824', kind: 'percent' },
  FranvaroTimmarTFP: { code: '825', kind: 'percent' },
  FranvaroProcentFP: { code: '826', kind: 'percent' },
  FranvaroTimmarFP: { code: '827', kind: 'percent' },
};

/** The identity fields a Borttag may carry (§3.3, FK 205). */
const REMOVAL_CODES = new Set(['201', '215', '006', '570', '205']);

export type AgiReadIndividual = {
  personnummer: string;
  specificationNumber: number;
  removal: boolean;
  /** The IU's values by field code (201 and 215 included). */
  fields: Record<string, string>;
};

export type AgiReading = {
  /** YYYYMM. */
  period: string;
  employerId: string;
  createdAt: string;
  hu: Record<string, string>;
  individuals: AgiReadIndividual[];
  absences: Record<string, string>[];
  /** Every deviation from the field list and rules, in Swedish; empty for a good file. */
  problems: string[];
};

type XmlNode = {
  nodeType: number;
  localName: string | null;
  namespaceURI: string | null;
  textContent: string | null;
  childNodes: ArrayLike<XmlNode>;
  getAttribute(name: string): string | null;
};

const ELEMENT = 1;

function elements(node: XmlNode): XmlNode[] {
  return Array.from(node.childNodes).filter((child) => child.nodeType === ELEMENT);
}

function text(node: XmlNode): string {
  return (node.textContent ?? '').trim();
}

function checkValue(field: Field, value: string, where: string, problems: string[]): void {
  const fail = (what: string) => problems.push(`${where}: ${what} (${value})`);
  switch (field.kind) {
    case 'identity':
      if (!/^\d{12}$/.test(value)) fail('ska vara 12 siffror');
      break;
    case 'period':
      if (!/^\d{4}(0[1-9]|1[0-2])$/.test(value)) fail('ska vara ÅÅÅÅMM');
      break;
    case 'amount':
      if (!/^\d{1,10}$/.test(value)) fail('ska vara hela kronor 0–9999999999');
      break;
    case 'flag':
      if (value !== '1') fail('en markering ska vara 1');
      break;
    case 'number':
      if (!/^\d{1,10}$/.test(value) || Number(value) < 1) fail('ska vara 1–9999999999');
      break;
    case 'text':
      if (value.length === 0) fail('får inte vara tom');
      break;
    case 'date':
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) fail('ska vara ÅÅÅÅ-MM-DD');
      break;
    case 'absence-type':
      if (value !== 'TILLFALLIG_FORALDRAPENNING' && value !== 'FORALDRAPENNING') fail('okänd frånvarotyp');
      break;
    case 'percent':
      if (!/^\d+(\.\d+)?$/.test(value) || !(Number(value) > 0)) fail('ska vara ett tal större än 0');
      break;
  }
}

export function readAgiXml(xml: string): AgiReading {
  const problems: string[] = [];
  const reading: AgiReading = {
    period: '',
    employerId: '',
    createdAt: '',
    hu: {},
    individuals: [],
    absences: [],
    problems,
  };
  let root: XmlNode;
  try {
    root = create(xml.replace(/^\uFEFF/, '')).root().node as unknown as XmlNode;
  } catch (error) {
    problems.push(`Filen är inte läsbar XML: ${(error as Error).message}`);
    return reading;
  }
  if (root.localName !== 'Skatteverket' || root.namespaceURI !== INSTANCE)
    problems.push('Rotelementet ska vara Skatteverket i instansens namnrymd');
  if (root.getAttribute('omrade') !== 'Arbetsgivardeklaration')
    problems.push('Skatteverket ska ha omrade="Arbetsgivardeklaration"');

  /** The child elements, each checked to be in the component namespace and among `allowed`. */
  const children = (parent: XmlNode, where: string, allowed: readonly string[]) => {
    const found = elements(parent);
    for (const child of found) {
      if (child.namespaceURI !== COMPONENT) problems.push(`${where}/${child.localName}: fel namnrymd`);
      if (!allowed.includes(child.localName ?? ''))
        problems.push(`${where}: okänt element ${child.localName}`);
    }
    return found;
  };
  const one = (found: XmlNode[], name: string, where: string): XmlNode | undefined => {
    const matching = found.filter((child) => child.localName === name);
    if (matching.length !== 1)
      problems.push(`${where}: ${name} ska finnas en gång, finns ${matching.length}`);
    return matching[0];
  };
  const contact = (node: XmlNode | undefined, where: string, extra: readonly string[]) => {
    if (!node) return;
    const found = children(node, where, ['Namn', 'Telefon', 'Epostadress', ...extra]);
    const limits: [string, number, number][] = [
      ['Namn', 1, 50],
      ['Telefon', 1, 20],
      ['Epostadress', 5, 254],
    ];
    for (const [name, min, max] of limits) {
      const value = text(one(found, name, where) ?? ({ textContent: '' } as XmlNode));
      if (value.length < min || value.length > max) problems.push(`${where}/${name}: ${min}–${max} tecken`);
    }
  };

  const top = elements(root);
  const order = ['Avsandare', 'Blankettgemensamt', 'Blankett', 'Franvarouppgift'];
  const ranks = top.map((child) => order.indexOf(child.localName ?? ''));
  if (ranks.some((rank, index) => rank === -1 || (index > 0 && rank < (ranks[index - 1] ?? 0))))
    problems.push(
      'Skatteverket ska innehålla Avsandare, Blankettgemensamt, Blankett…, Franvarouppgift… i den ordningen',
    );
  children(root, 'Skatteverket', order);

  const sender = one(top, 'Avsandare', 'Skatteverket');
  if (sender) {
    const found = children(sender, 'Avsandare', [
      'Programnamn',
      'Organisationsnummer',
      'TekniskKontaktperson',
      'Skapad',
    ]);
    const organisation = one(found, 'Organisationsnummer', 'Avsandare');
    if (organisation)
      checkValue(
        { code: '', kind: 'identity' },
        text(organisation),
        'Avsandare/Organisationsnummer',
        problems,
      );
    one(found, 'Programnamn', 'Avsandare');
    contact(one(found, 'TekniskKontaktperson', 'Avsandare'), 'TekniskKontaktperson', [
      'Utdelningsadress1',
      'Utdelningsadress2',
      'Postnummer',
      'Postort',
    ]);
    const created = one(found, 'Skapad', 'Avsandare');
    reading.createdAt = created ? text(created) : '';
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(reading.createdAt))
      problems.push(`Avsandare/Skapad: ska vara ÅÅÅÅ-MM-DDTtt:mm:ss (${reading.createdAt})`);
  }
  const common = one(top, 'Blankettgemensamt', 'Skatteverket');
  const employer =
    common &&
    one(children(common, 'Blankettgemensamt', ['Arbetsgivare']), 'Arbetsgivare', 'Blankettgemensamt');
  if (employer) {
    const found = children(employer, 'Arbetsgivare', ['AgRegistreradId', 'Kontaktperson']);
    const id = one(found, 'AgRegistreradId', 'Arbetsgivare');
    reading.employerId = id ? text(id) : '';
    checkValue(
      { code: '201', kind: 'identity' },
      reading.employerId,
      'Arbetsgivare/AgRegistreradId',
      problems,
    );
    const contacts = found.filter((child) => child.localName === 'Kontaktperson');
    if (contacts.length === 0) problems.push('Arbetsgivare: Kontaktperson saknas');
    for (const person of contacts) contact(person, 'Kontaktperson', ['Sakomrade']);
  }

  /** Reads the value elements of an HU or IU into code → value, checking names, codes and values. */
  const values = (
    node: XmlNode,
    where: string,
    fields: Record<string, Field>,
    groups: Record<string, readonly string[]>,
  ): Record<string, string> => {
    const result: Record<string, string> = {};
    const put = (code: string, value: string, name: string) => {
      if (code in result) problems.push(`${where}: ${name} (${code}) finns mer än en gång`);
      result[code] = value;
    };
    for (const child of elements(node)) {
      const name = child.localName ?? '';
      if (child.namespaceURI !== COMPONENT) problems.push(`${where}/${name}: fel namnrymd`);
      const path = groups[name];
      if (path) {
        // An identity group: the path of elements down to the one value (201 or 215).
        let inner: XmlNode | undefined = child;
        for (const step of path) {
          const next: XmlNode[] = inner ? elements(inner) : [];
          if (next.length !== 1 || next[0]?.localName !== step) {
            problems.push(`${where}/${name}: ska innehålla ${path.join('/')}`);
            inner = undefined;
            break;
          }
          inner = next[0];
        }
        if (!inner) continue;
        const code = step201or215(path);
        if (inner.getAttribute('faltkod') !== code)
          problems.push(
            `${where}/${path.at(-1)}: faltkod ska vara ${code}, är ${inner.getAttribute('faltkod')}`,
          );
        checkValue({ code, kind: 'identity' }, text(inner), `${where}/${path.at(-1)}`, problems);
        put(code, text(inner), name);
        continue;
      }
      const field = fields[name];
      if (!field) {
        problems.push(`${where}: okänt element ${name}`);
        continue;
      }
      if (child.getAttribute('faltkod') !== field.code)
        problems.push(
          `${where}/${name}: faltkod ska vara ${field.code}, är ${child.getAttribute('faltkod')}`,
        );
      if (elements(child).length > 0) problems.push(`${where}/${name}: ska bara innehålla text`);
      checkValue(field, text(child), `${where}/${name}`, problems);
      put(field.code, text(child), name);
    }
    return result;
  };

  const forms = top.filter((child) => child.localName === 'Blankett');
  let mainCount = 0;
  const numbers = new Set<string>();
  forms.forEach((form, index) => {
    const where = `Blankett ${index + 1}`;
    const found = children(form, where, ['Arendeinformation', 'Blankettinnehall']);
    const matter = one(found, 'Arendeinformation', where);
    let period = '';
    if (matter) {
      const parts = children(matter, `${where}/Arendeinformation`, ['Arendeagare', 'Period']);
      const owner = one(parts, 'Arendeagare', `${where}/Arendeinformation`);
      if (owner && text(owner) !== reading.employerId)
        problems.push(`${where}: Arendeagare ${text(owner)} är inte arbetsgivaren ${reading.employerId}`);
      const periodNode = one(parts, 'Period', `${where}/Arendeinformation`);
      period = periodNode ? text(periodNode) : '';
      checkValue({ code: '', kind: 'period' }, period, `${where}/Period`, problems);
    }
    const content = one(found, 'Blankettinnehall', where);
    const uppgift = content ? children(content, `${where}/Blankettinnehall`, ['HU', 'IU']) : [];
    if (uppgift.length !== 1) {
      problems.push(`${where}: Blankettinnehall ska ha en HU eller en IU`);
      return;
    }
    const [node] = uppgift as [XmlNode];
    if (index === 0) reading.period = period;
    else if (period !== reading.period)
      problems.push(`${where}: perioden ${period} skiljer sig från ${reading.period}`);
    if (node.localName === 'HU') {
      mainCount += 1;
      reading.hu = values(node, `${where}/HU`, HU_FIELDS, { ArbetsgivareHUGROUP: ['AgRegistreradId'] });
      checkForm(reading.hu, `${where}/HU`, period, reading.employerId, HU_FIELDS, problems);
      for (const code of ['487', '497'])
        if (!(code in reading.hu)) problems.push(`${where}/HU: fält ${code} saknas`);
      return;
    }
    const fields = values(node, `${where}/IU`, IU_FIELDS, {
      ArbetsgivareIUGROUP: ['AgRegistreradId'],
      BetalningsmottagareIUGROUP: ['BetalningsmottagareIDChoice', 'BetalningsmottagarId'],
    });
    checkForm(fields, `${where}/IU`, period, reading.employerId, IU_FIELDS, problems);
    for (const code of ['215', '570'])
      if (!(code in fields)) problems.push(`${where}/IU: fält ${code} saknas`);
    const removal = fields['205'] === '1';
    const taxBoxes = Object.values(IU_FIELDS).filter((field) => field.tax && field.code in fields);
    if (removal) {
      const others = Object.keys(fields).filter((code) => !REMOVAL_CODES.has(code));
      if (others.length > 0)
        problems.push(`${where}/IU: Borttag får bara ha identitetsfält, har ${others.join(', ')}`);
    } else if (taxBoxes.length !== 1)
      problems.push(
        `${where}/IU: ska ha exakt ett skattefält (001, 274, 275, 276, 114, 253, 094), har ${taxBoxes.length}`,
      );
    if (('041' in fields || '043' in fields) && !('012' in fields))
      problems.push(`${where}/IU: bostadsförmån (041/043) utan belopp i 012`);
    const number = String(Number(fields['570'] ?? '0'));
    if (numbers.has(number)) problems.push(`${where}/IU: specifikationsnummer ${number} finns redan i filen`);
    numbers.add(number);
    reading.individuals.push({
      personnummer: fields['215'] ?? '',
      specificationNumber: Number(fields['570'] ?? '0'),
      removal,
      fields,
    });
  });
  if (mainCount !== 1) problems.push(`Filen ska ha en HU, har ${mainCount}`);

  const taxOf = (fields: Record<string, string>) =>
    ['001', '274', '275'].reduce((sum, code) => sum + Number(fields[code] ?? '0'), 0);
  const taxSum = reading.individuals.reduce((sum, individual) => sum + taxOf(individual.fields), 0);
  if (mainCount === 1 && Number(reading.hu['497'] ?? '-1') !== taxSum)
    problems.push(`HU 497 (${reading.hu['497']}) ska vara summan av IU:s 001 + 274 + 275 (${taxSum})`);

  top
    .filter((child) => child.localName === 'Franvarouppgift')
    .forEach((node, index) => {
      const where = `Franvarouppgift ${index + 1}`;
      const fields = values(node, where, ABSENCE_FIELDS, {});
      checkForm(fields, where, reading.period, reading.employerId, ABSENCE_FIELDS, problems);
      if (reading.period < '202501') problems.push(`${where}: frånvarouppgifter lämnas från period 202501`);
      for (const code of ['201', '006', '821', '215', '822', '823'])
        if (!(code in fields)) problems.push(`${where}: fält ${code} saknas`);
      const percentCodes = fields['823'] === 'TILLFALLIG_FORALDRAPENNING' ? ['824', '825'] : ['826', '827'];
      if (!percentCodes.some((code) => code in fields))
        problems.push(`${where}: ${percentCodes.join(' eller ')} saknas för ${fields['823']}`);
      if (
        !reading.individuals.some(
          (individual) => individual.personnummer === fields['215'] && !individual.removal,
        )
      )
        problems.push(`${where}: betalningsmottagaren ${fields['215']} har ingen IU i filen`);
      reading.absences.push(fields);
    });
  return reading;
}

function step201or215(path: readonly string[]): string {
  return path.at(-1) === 'AgRegistreradId' ? '201' : '215';
}

/** The form's own period and employer agree with the file, and time-limited fields are in their periods. */
function checkForm(
  fields: Record<string, string>,
  where: string,
  period: string,
  employerId: string,
  definitions: Record<string, Field>,
  problems: string[],
): void {
  if (fields['006'] !== period)
    problems.push(`${where}: RedovisningsPeriod ${fields['006']} ska vara ${period}`);
  if (fields['201'] !== employerId)
    problems.push(`${where}: AgRegistreradId ${fields['201']} ska vara ${employerId}`);
  for (const [name, field] of Object.entries(definitions)) {
    if (!(field.code in fields)) continue;
    if (field.until && period > field.until)
      problems.push(`${where}: ${name} (${field.code}) gäller till period ${field.until}`);
  }
}

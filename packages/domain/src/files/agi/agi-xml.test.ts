import { describe, expect, it } from 'vitest';
import { checkWellFormed, expectGolden, readResearchData } from '../testing/file-test-helpers.ts';
import { readAgiXml } from './agi-reader.ts';
import type { AgiDeclarationInput, AgiPayee } from './agi-types.ts';
import { generateAgiXml, InvalidAgiInputError, sumAgiTotals, toAgiIdentity } from './agi-xml.ts';

const WORKPLACE = { address: 'Storgatan 1', town: 'Sundsvall' };

/*
 * January 2026, paid 23 January. Contributions at 31.42 %, öre dropped:
 *   Anna 36 000 × 0.3142 = 11 311.20 → 11 311; Bertil (SINK) 30 000 × 0.3142 = 9 426;
 *   Cecilia (benefit only) 1 200 × 0.3142 = 377.04 → 377.
 * HU 487 = 11 311 + 9 426 + 377 = 21 114; HU 497 = 9 170 (001) + 7 500 (274) + 0 = 16 670.
 */
const anna: AgiPayee = {
  personnummer: '198202252386',
  specificationNumber: 1,
  workplace: WORKPLACE,
  boxes: { '011': 36_000 },
  taxWithheldKronor: 9_170,
  perDiemPaid: true,
  contributionsKronor: 11_311,
  absences: [
    { date: '2026-01-12', type: 'vab', percent: 100 },
    { date: '2026-01-13', type: 'vab', percent: 50 },
  ],
};
const bertilSink: AgiPayee = {
  personnummer: '198301302397',
  specificationNumber: 2,
  workplace: { address: 'Hamngatan 4', town: 'Härnösand' },
  boxes: { '011': 30_000 },
  taxWithheldKronor: 7_500,
  sink: true,
  contributionsKronor: 9_426,
};
const ceciliaBenefitOnly: AgiPayee = {
  personnummer: '198409102392',
  specificationNumber: 3,
  workplace: WORKPLACE,
  boxes: { '012': 1_200 },
  taxWithheldKronor: 0,
  contributionsKronor: 377,
  absences: [
    { date: '2026-01-19', type: 'parental-leave', percent: 100 },
    { date: '2026-01-20', type: 'parental-leave', percent: 100 },
  ],
};

const declaration: AgiDeclarationInput = {
  period: '2026-01',
  createdAt: '2026-02-03T08:15:00',
  sender: {
    programName: 'Lönsam',
    organisationNumber: '556782-8172',
    technicalContact: { name: 'Lönsam support', phone: '010-123 45 00', email: 'support@lonsam.example' },
  },
  employer: {
    organisationNumber: '556016-0680',
    contacts: [{ name: 'Karin Lönnberg', phone: '060-12 34 56', email: 'karin@exempelbolaget.se' }],
  },
  payees: [anna, bertilSink, ceciliaBenefitOnly],
};

/*
 * The correction three weeks later: Anna's pay was 500 kr short, so 011 36 500 and 001 9 330,
 * contributions 36 500 × 0.3142 = 11 468.30 → 11 468; Bertil did not belong in January (Borttag);
 * Cecilia again, unchanged. HU 487 = 11 468 + 377 = 11 845; HU 497 = 9 330 + 0 = 9 330.
 */
const correction: AgiDeclarationInput = {
  ...declaration,
  createdAt: '2026-02-20T14:00:00',
  payees: [
    { ...anna, boxes: { '011': 36_500 }, taxWithheldKronor: 9_330, contributionsKronor: 11_468 },
    ceciliaBenefitOnly,
  ],
  removals: [{ personnummer: '198301302397', specificationNumber: 2 }],
};

function values(xml: string, element: string): string[] {
  return [...xml.matchAll(new RegExp(`<agd:${element} faltkod="\\d+">([^<]*)</agd:${element}>`, 'g'))].map(
    (match) => match[1] ?? '',
  );
}

const sum = (texts: string[]) => texts.reduce((total, text) => total + Number(text), 0);

describe('generateAgiXml', () => {
  it('writes the hand-checked declaration: a SINK payee, a benefit-only payee, VAB and parental-leave days', () => {
    expectGolden(
      generateAgiXml(declaration),
      new URL('./golden/small-company-2026-01.xml', import.meta.url),
      'utf8',
    );
  });

  it('writes the hand-checked correction: a replacing IU with the same number, a Borttag, the new HU', () => {
    expectGolden(
      generateAgiXml(correction),
      new URL('./golden/correction-2026-01.xml', import.meta.url),
      'utf8',
    );
  });

  it('has HU 497 = Σ(001 + 274) and HU 487 = Σ contributions of the IUs', () => {
    for (const input of [declaration, correction]) {
      const xml = generateAgiXml(input);
      expect(Number(values(xml, 'SummaSkatteavdr')[0])).toBe(
        sum(values(xml, 'AvdrPrelSkatt')) + sum(values(xml, 'AvdrSkattSINK')),
      );
      expect(Number(values(xml, 'SummaArbAvgSlf')[0])).toBe(sumAgiTotals(input.payees).contributionsKronor);
    }
    expect(sumAgiTotals(declaration.payees)).toEqual({
      contributionsKronor: 21_114,
      taxWithheldKronor: 16_670,
    });
  });

  it('is well-formed XML (libxml2) and the same bytes for the same input', async () => {
    const xml = generateAgiXml(declaration);
    expect(await checkWellFormed(xml)).toEqual({ valid: true, errors: [] });
    expect(generateAgiXml(declaration)).toBe(xml);
  });

  it("reproduces the HU and IUs of Skatteverket's Exempelfil 01 from the same figures", () => {
    const example = readResearchData('skatteverket/agi/Exempelfil_01_Vanliga_lontagare_v1.1.9.xml').toString(
      'utf8',
    );
    const xml = generateAgiXml({
      period: '2021-01',
      createdAt: '2021-01-30T07:42:25',
      sender: { ...declaration.sender, organisationNumber: '190002039006' },
      employer: { ...declaration.employer, organisationNumber: '165560269986' },
      payees: [
        // The example's HU 487 (26 094) is given as the contributions, split here only to add up.
        {
          personnummer: '198202252386',
          specificationNumber: 1,
          boxes: { '011': 28_500, '013': 2_500, '018': 1_200, '098': 1_000 },
          taxWithheldKronor: 9_300,
          contributionsKronor: 26_094,
        },
        {
          personnummer: '198301302397',
          specificationNumber: 2,
          boxes: { '011': 25_350 },
          taxWithheldKronor: 7_590,
          carAllowancePaid: true,
          contributionsKronor: 0,
        },
        {
          personnummer: '198409102392',
          specificationNumber: 3,
          boxes: { '011': 26_700 },
          taxWithheldKronor: 8_250,
          perDiemPaid: true,
          contributionsKronor: 0,
        },
      ],
    });
    // From the first Blankett on, without comments, whitespace between tags and the spec numbers' leading zeros.
    const forms = (text: string) =>
      text
        .slice(text.indexOf('<agd:Blankett>'))
        .replaceAll(/<!--.*?-->/g, '')
        .replaceAll(/>\s+</g, '><')
        .replaceAll(/(faltkod="570">)0+/g, '$1')
        .trim();
    expect(forms(xml)).toBe(forms(example));
  });

  it('names the employer and sender by 12-character identities (16 + organisation number)', () => {
    expect(toAgiIdentity('556016-0680')).toBe('165560160680');
    expect(toAgiIdentity('165560160680')).toBe('165560160680');
  });

  it('writes nothing for an impossible declaration and lists every problem', () => {
    const input: AgiDeclarationInput = {
      ...declaration,
      payees: [
        { ...anna, taxWithheldKronor: 9_170.5 },
        { ...bertilSink, specificationNumber: 1 },
        { ...ceciliaBenefitOnly, personnummer: '198409102393' },
      ],
    };
    expect(() => generateAgiXml(input)).toThrow(InvalidAgiInputError);
    try {
      generateAgiXml(input);
    } catch (error) {
      expect((error as InvalidAgiInputError).problems).toEqual([
        '198301302397: specifikationsnummer 1 används redan',
        '198409102393: inte ett personnummer med 12 siffror',
        '198202252386: belopp ska vara hela kronor, 0 eller mer',
      ]);
    }
  });

  it('reports no frånvarouppgift before period 2025-01', () => {
    expect(() => generateAgiXml({ ...declaration, period: '2024-12' })).toThrow(
      /frånvarouppgifter lämnas från period 2025-01/,
    );
  });

  describe('the other tax boxes and flags', () => {
    /*
     * December 2025, the last period with växa-stöd in the AGI (§2.3). Contributions, öre dropped:
     *   Dora (A-SINK 15 %): 011 20 000, 275 = 20 000 × 0.15 = 3 000; 20 000 × 0.3142 = 6 284
     *   Erik (Skatteverket's decision: no withholding, 276): 011 10 000, tax 0; 10 000 × 0.3142 = 3 142
     *   Frida (housing, not a småhus, 043): 011 30 000, 012 4 000, 001 8 000;
     *     (30 000 + 4 000) × 0.3142 = 10 682.80 → 10 682
     *   Gustav (växa-stöd, 063): 011 30 000, 001 7 000; only ålderspensionsavgift 30 000 × 0.1021 = 3 063
     *   Helga (tax-exempt under a tax treaty, 114): 011 15 000, tax 0; 15 000 × 0.3142 = 4 713
     * HU 497 = 3 000 (275) + 8 000 + 7 000 (001) = 18 000 (the flags carry no amount);
     * HU 487 = 6 284 + 3 142 + 10 682 + 3 063 + 4 713 = 27 884.
     */
    const december: AgiDeclarationInput = {
      ...declaration,
      period: '2025-12',
      createdAt: '2026-01-05T09:00:00',
      payees: [
        {
          personnummer: '198202252386',
          specificationNumber: 1,
          workplace: WORKPLACE,
          boxes: { '011': 20_000 },
          taxWithheldKronor: 3_000,
          aSink: true,
          contributionsKronor: 6_284,
        },
        {
          personnummer: '198301302397',
          specificationNumber: 2,
          workplace: WORKPLACE,
          boxes: { '011': 10_000 },
          taxWithheldKronor: 0,
          noWithholding: '276',
          contributionsKronor: 3_142,
        },
        {
          personnummer: '198409102392',
          specificationNumber: 3,
          workplace: WORKPLACE,
          boxes: { '011': 30_000, '012': 4_000 },
          taxWithheldKronor: 8_000,
          housingBenefit: ['043'],
          contributionsKronor: 10_682,
        },
        {
          personnummer: '199001012385',
          specificationNumber: 4,
          workplace: WORKPLACE,
          boxes: { '011': 30_000 },
          taxWithheldKronor: 7_000,
          vaxaStod: '063',
          contributionsKronor: 3_063,
        },
        {
          personnummer: '198506152381',
          specificationNumber: 5,
          workplace: WORKPLACE,
          boxes: { '011': 15_000 },
          taxWithheldKronor: 0,
          noWithholding: '114',
          contributionsKronor: 4_713,
        },
      ],
    };

    it('writes A-SINK (275), the no-withholding flags (276, 114), housing (043) and växa-stöd (063) as hand-checked', () => {
      const xml = generateAgiXml(december);
      expectGolden(xml, new URL('./golden/special-boxes-2025-12.xml', import.meta.url), 'utf8');
      const reading = readAgiXml(xml);
      expect(reading.problems).toEqual([]);
      expect(reading.hu).toMatchObject({ '487': '27884', '497': '18000' });
      expect(reading.individuals.map((individual) => individual.fields)).toMatchObject([
        { '011': '20000', '275': '3000' },
        { '011': '10000', '276': '1' },
        { '011': '30000', '012': '4000', '043': '1', '001': '8000' },
        { '011': '30000', '063': '1', '001': '7000' },
        { '011': '15000', '114': '1' },
      ]);
      // One tax box per IU: the flags take the place of 001.
      expect(values(xml, 'AvdrPrelSkatt')).toEqual(['8000', '7000']);
      expect(sumAgiTotals(december.payees)).toEqual({
        contributionsKronor: 27_884,
        taxWithheldKronor: 18_000,
      });
    });

    it('refuses two tax boxes, tax beside a no-withholding flag, housing without 012 and växa-stöd after 2025', () => {
      const [dora, erik, frida, gustav] = december.payees as [AgiPayee, AgiPayee, AgiPayee, AgiPayee];
      const problems = (input: AgiDeclarationInput) => {
        try {
          generateAgiXml(input);
          return [];
        } catch (error) {
          return (error as InvalidAgiInputError).problems;
        }
      };
      expect(problems({ ...december, payees: [{ ...dora, sink: true }] })).toEqual([
        '198202252386: bara en av SINK, A-SINK och inget skatteavdrag får anges',
      ]);
      expect(problems({ ...december, payees: [{ ...erik, taxWithheldKronor: 100 }] })).toEqual([
        '198301302397: skatt dragen trots markering 276 (inget skatteavdrag)',
      ]);
      expect(problems({ ...december, payees: [{ ...frida, boxes: { '011': 30_000 } }] })).toEqual([
        '198409102392: bostadsförmån markerad utan belopp i ruta 012',
      ]);
      expect(problems({ ...december, period: '2026-01', payees: [gustav] })).toEqual([
        '199001012385: växa-stöd (063) lämnas bara till period 2025-12',
      ]);
    });
  });
});

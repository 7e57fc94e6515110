import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readResearchData } from '../testing/file-test-helpers.ts';
import { readAgiXml } from './agi-reader.ts';

const golden = (name: string) => readFileSync(new URL(`./golden/${name}`, import.meta.url), 'utf8');
const SMALL = golden('small-company-2026-01.xml');

describe('readAgiXml (our check of the structure, as Skatteverket publishes no XSD)', () => {
  it("reads Skatteverket's Exempelfil 01 with no problem: BOM, comments, Sakomrade and address fields", () => {
    const reading = readAgiXml(
      readResearchData('skatteverket/agi/Exempelfil_01_Vanliga_lontagare_v1.1.9.xml').toString('utf8'),
    );
    expect(reading.problems).toEqual([]);
    expect(reading.period).toBe('202101');
    expect(reading.employerId).toBe('165560269986');
    // HU 497 = 9 300 + 7 590 + 8 250 = 25 140 (the reader checks it against the IUs).
    expect(reading.hu).toEqual({ '201': '165560269986', '006': '202101', '487': '26094', '497': '25140' });
    expect(
      reading.individuals.map((individual) => [individual.personnummer, individual.specificationNumber]),
    ).toEqual([
      ['198202252386', 1],
      ['198301302397', 2],
      ['198409102392', 3],
    ]);
    expect(reading.individuals[0]?.fields).toMatchObject({
      '011': '28500',
      '013': '2500',
      '018': '1200',
      '098': '1000',
    });
  });

  it('reads our golden files back with no problem: the declaration, its correction and the special boxes', () => {
    for (const name of ['small-company-2026-01.xml', 'correction-2026-01.xml', 'special-boxes-2025-12.xml'])
      expect({ name, problems: readAgiXml(golden(name)).problems }).toEqual({ name, problems: [] });
    const small = readAgiXml(SMALL);
    // 9 170 (001) + 7 500 (274) + 0 (001) = 16 670
    expect(small.hu['497']).toBe('16670');
    expect(small.individuals[1]?.fields['274']).toBe('7500');
    expect(small.absences.map((absence) => [absence['821'], absence['823']])).toEqual([
      ['2026-01-12', 'TILLFALLIG_FORALDRAPENNING'],
      ['2026-01-13', 'TILLFALLIG_FORALDRAPENNING'],
      ['2026-01-19', 'FORALDRAPENNING'],
      ['2026-01-20', 'FORALDRAPENNING'],
    ]);
    const correction = readAgiXml(golden('correction-2026-01.xml'));
    expect(correction.individuals.filter((individual) => individual.removal)).toEqual([
      {
        personnummer: '198301302397',
        specificationNumber: 2,
        removal: true,
        fields: { '201': '165560160680', '215': '198301302397', '006': '202601', '570': '2', '205': '1' },
      },
    ]);
  });

  it('finds a wrong field code, an unknown element, a second tax box and an HU that is not the sum', () => {
    const broken = SMALL.replace(
      '<agd:KontantErsattningUlagAG faltkod="011">36000',
      '<agd:KontantErsattningUlagAG faltkod="012">36000',
    )
      .replace(
        '<agd:AvdrSkattSINK faltkod="274">7500</agd:AvdrSkattSINK>',
        '<agd:AvdrSkattSINK faltkod="274">7500</agd:AvdrSkattSINK><agd:AvdrPrelSkatt faltkod="001">1</agd:AvdrPrelSkatt>',
      )
      .replace(
        '<agd:SkatteplOvrigaFormanerUlagAG faltkod="012">1200</agd:SkatteplOvrigaFormanerUlagAG>',
        '<agd:KostformanUlagAG faltkod="015">1200</agd:KostformanUlagAG>',
      );
    expect(readAgiXml(broken).problems).toEqual([
      'Blankett 2/IU/KontantErsattningUlagAG: faltkod ska vara 011, är 012',
      'Blankett 3/IU: ska ha exakt ett skattefält (001, 274, 275, 276, 114, 253, 094), har 2',
      'Blankett 4/IU: okänt element KostformanUlagAG',
      // 9 170 + (7 500 + 1) + 0 = 16 671 ≠ 16 670
      'HU 497 (16670) ska vara summan av IU:s 001 + 274 + 275 (16671)',
    ]);
  });

  it('finds a Borttag with amounts, växa-stöd after 2025, a missing HU and text that is not XML', () => {
    const correction = golden('correction-2026-01.xml').replace(
      '<agd:Borttag faltkod="205">1</agd:Borttag>',
      '<agd:Borttag faltkod="205">1</agd:Borttag><agd:KontantErsattningUlagAG faltkod="011">5</agd:KontantErsattningUlagAG>',
    );
    expect(readAgiXml(correction).problems).toEqual([
      'Blankett 4/IU: Borttag får bara ha identitetsfält, har 011',
    ]);
    const vaxa = SMALL.replace(
      '<agd:AvdrPrelSkatt faltkod="001">9170</agd:AvdrPrelSkatt>',
      '<agd:VaxaStod faltkod="063">1</agd:VaxaStod><agd:AvdrPrelSkatt faltkod="001">9170</agd:AvdrPrelSkatt>',
    );
    expect(readAgiXml(vaxa).problems).toEqual(['Blankett 2/IU: VaxaStod (063) gäller till period 202512']);
    const start = SMALL.indexOf('<agd:Blankett>');
    const withoutHu =
      SMALL.slice(0, start) + SMALL.slice(SMALL.indexOf('</agd:Blankett>', start) + '</agd:Blankett>'.length);
    expect(readAgiXml(withoutHu).problems).toContain('Filen ska ha en HU, har 0');
    expect(readAgiXml('<Skatteverket').problems[0]).toMatch(/^Filen är inte läsbar XML/);
  });
});

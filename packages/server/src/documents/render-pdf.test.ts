import type { DocumentView } from '@lonsam/domain/documents/document-view';
import { SAMPLE_PAYSLIP_INPUT } from '@lonsam/domain/documents/payslip-sample';
import { buildPayslipView } from '@lonsam/domain/documents/payslip-view';
import { extractText, extractTextItems, getDocumentProxy, getMeta } from 'unpdf';
import { expect, test } from 'vitest';
import { renderPdf } from './render-pdf.ts';

// PDF.js (through unpdf) reads the text back as a viewer would: through the embedded font's
// ToUnicode map. Spaces inside amounts are no-break spaces; \s matches them too.
async function readText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  });
  return { pages: totalPages, text: text.replace(/[^\S\n]+/g, ' ') };
}

test('the sample payslip reads back with å/ä/ö, Swedish amounts and the minus sign intact', async () => {
  const pdf = await renderPdf(buildPayslipView(SAMPLE_PAYSLIP_INPUT));
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { pages, text } = await readText(pdf);
  expect(pages).toBe(1);
  for (const line of [
    'Fjällbäckens Snickeri AB',
    'Org.nr 556026-9986 · Storgatan 12, 452 31 Strömstad',
    'Lönespecifikation',
    'Anställd Åsa Öberg-Ärlig',
    'Personnummer 19820225-2386',
    'Period 2026-11-01 – 2026-11-30',
    'Löneart Antal À-pris Belopp',
    'Månadslön 32 450,00 kr',
    'Övertid, kvalificerad 8,00 312,50 kr 2 500,00 kr',
    'Karensavdrag 1,00 −1 234,56 kr −1 234,56 kr',
    'Utlägg: tågbiljett Göteborg–Strömstad 649,00 kr',
    'Bruttolön 33 715,44 kr',
    'Skatt −8 123,00 kr',
    'Att utbetala 26 241,44 kr',
    'Fjällbäckens Snickeri AB Sida 1 av 1',
  ]) {
    expect(text.split('\n')).toContain(line);
  }
});

test('the font is embedded (a subset of Noto Sans), not a standard font a viewer substitutes', async () => {
  const pdf = (await renderPdf(buildPayslipView(SAMPLE_PAYSLIP_INPUT))).toString('latin1');
  expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
  expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/);
  expect(pdf).toContain('/FontFile2');
  expect(pdf).not.toContain('/Helvetica');
});

test('title, author and language are in the metadata', async () => {
  const createdAt = new Date('2026-11-25T08:00:00Z');
  const pdf = await renderPdf(buildPayslipView(SAMPLE_PAYSLIP_INPUT), { createdAt });
  const { info } = await getMeta(new Uint8Array(pdf), { parseDates: true });
  expect(info.Title).toBe('Lönespecifikation');
  expect(info.Author).toBe('Fjällbäckens Snickeri AB');
  expect(info.CreationDate).toEqual(createdAt);
  expect(pdf.toString('latin1')).toContain('/Lang (sv-SE)');
});

test('right-aligned columns end at one x, so the amounts line up', async () => {
  const pdf = await renderPdf(buildPayslipView(SAMPLE_PAYSLIP_INPUT));
  const { items } = await extractTextItems(new Uint8Array(pdf));
  const page = items[0] ?? [];
  const find = (text: string) => {
    const item = page.find((candidate) => candidate.str.replace(/\s/g, ' ') === text);
    if (!item) throw new Error(`"${text}" not on the page`);
    return item;
  };
  const amounts = ['Belopp', '32 450,00 kr', '649,00 kr', '−8 123,00 kr', '26 241,44 kr'].map(find);
  const rightEdges = amounts.map((item) => item.x + item.width);
  for (const edge of rightEdges) expect(edge).toBeCloseTo(rightEdges[0] ?? 0, 0);
  // Equal right edges mean something only for texts of different widths.
  expect(find('649,00 kr').x).toBeGreaterThan(find('32 450,00 kr').x + 10);
  expect(find('Månadslön').x).toBeLessThan(find('32 450,00 kr').x);
});

test('a long table continues on new pages with every row in order, the headings repeated and each page numbered', async () => {
  const rows = Array.from({ length: 90 }, (_, index) => ({
    cells: [`Rad ${index + 1} för Örjan`, `${index},00 kr`],
  }));
  const view: DocumentView = {
    title: 'Rapport',
    language: 'sv-SE',
    issuer: { name: 'Åkeriet AB', details: [] },
    blocks: [
      {
        kind: 'table',
        columns: [
          { heading: 'Text', align: 'left', weight: 3 },
          { heading: 'Belopp', align: 'right', weight: 1 },
        ],
        rows,
      },
    ],
  };
  const pdf = await renderPdf(view);
  const { pages, text } = await readText(pdf);
  expect(pages).toBeGreaterThan(1);
  const lines = text.split('\n');
  for (let index = 0; index < rows.length; index++)
    expect(lines).toContain(`Rad ${index + 1} för Örjan ${index},00 kr`);
  for (let page = 1; page <= pages; page++) expect(lines).toContain(`Åkeriet AB Sida ${page} av ${pages}`);
  const rowNumbers = lines.flatMap((line) => /^Rad (\d+) /.exec(line)?.[1] ?? []).map(Number);
  expect(rowNumbers).toEqual(rows.map((_, index) => index + 1));
  const pageTexts = (await extractText(await getDocumentProxy(new Uint8Array(pdf)))).text;
  for (const pageText of pageTexts) {
    const pageLines = pageText.split('\n');
    const headings = pageLines.indexOf('Text Belopp');
    expect(headings).toBeGreaterThanOrEqual(0);
    expect(headings).toBeLessThan(pageLines.findIndex((line) => line.startsWith('Rad ')));
  }
});

test('documents rendered at the same time share the parsed font but not their glyphs', async () => {
  const names = ['Ärla Åkesson', 'Øystein Łukasz Çelik', 'Zoë Müller-Šimić'];
  const pdfs = await Promise.all(
    names.map((name) =>
      renderPdf(
        buildPayslipView({ ...SAMPLE_PAYSLIP_INPUT, employee: { ...SAMPLE_PAYSLIP_INPUT.employee, name } }),
      ),
    ),
  );
  const texts = await Promise.all(pdfs.map(async (pdf) => (await readText(pdf)).text));
  texts.forEach((text, index) => {
    expect(text).toContain(`Anställd ${names[index]}`);
  });
});

test('a row whose cells do not match the columns is refused before anything is drawn', async () => {
  const view = buildPayslipView(SAMPLE_PAYSLIP_INPUT);
  const broken: DocumentView = {
    ...view,
    blocks: [
      { kind: 'table', columns: [{ heading: 'A', align: 'left', weight: 1 }], rows: [{ cells: ['a', 'b'] }] },
    ],
  };
  await expect(renderPdf(broken)).rejects.toThrow('2 cells for 1 columns');
});

test('digits and the minus sign are one width, so amounts line up digit by digit', async () => {
  const amounts = ['111 111,11 kr', '888 888,88 kr', '−11 111,11 kr', '−99 999,99 kr'];
  const view: DocumentView = {
    title: 'Siffror',
    language: 'sv-SE',
    issuer: { name: 'Ab', details: [] },
    blocks: [
      {
        kind: 'table',
        columns: [{ heading: 'Belopp', align: 'right', weight: 1 }],
        rows: amounts.map((amount) => ({ cells: [amount] })),
      },
    ],
  };
  const { items } = await extractTextItems(new Uint8Array(await renderPdf(view)));
  const widths = amounts.map((amount) => items[0]?.find((item) => item.str === amount)?.width);
  expect(widths[0]).toBeGreaterThan(0);
  for (const width of widths) expect(width).toBeCloseTo(widths[0] ?? 0, 3);
});

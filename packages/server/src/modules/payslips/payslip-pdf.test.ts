import { samplePayslipDetail } from '@lonsam/domain/documents/payslip-detail-sample';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { payslipFileName, pdfDisposition, renderPayslipPdf, renderRunPayslipsPdf } from './payslip-pdf.ts';

// PDF.js (through unpdf) reads the text back as a viewer would, through the embedded font's
// ToUnicode map: what it finds is selectable text. Spaces inside amounts are no-break spaces.
async function read(pdf: Buffer) {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const page = await proxy.getPage(1);
  const { width, height } = page.getViewport({ scale: 1 });
  const { text } = await extractText(proxy, { mergePages: false });
  const pages = text.map((pageText) => pageText.replace(/[^\S\n]+/g, ' ').split('\n'));
  return { width, height, pages };
}

describe('a payslip as PDF', () => {
  // Reference scenario S09 plus a 649 kr expense (payslip-detail-sample.ts, worked by hand there).
  it('is one A4 page of selectable Swedish text with every figure of the page', async () => {
    const { width, height, pages } = await read(await renderPayslipPdf(samplePayslipDetail()));
    // A4 is 210 × 297 mm = 595,28 × 841,89 points.
    expect(width).toBeCloseTo(595.28, 1);
    expect(height).toBeCloseTo(841.89, 1);
    expect(pages).toHaveLength(1);
    for (const line of [
      'Fjällbäckens Snickeri AB',
      'Org.nr 556026-9986',
      'Lönespecifikation',
      'Anställd Åsa Öberg-Ärlig',
      'Personnummer 19820225-2386',
      'Anställningsnummer 1042',
      'Löneperiod 2026-03-01 – 2026-03-31',
      'Utbetalningsdag 2026-03-25',
      'Löneart Avser Antal À-pris Belopp',
      'Månadslön 1 mån 45 000,00 kr 45 000,00 kr',
      'Bilförmån 2026-03-01 1 mån 6 906,00 kr 6 906,00 kr',
      'Utlägg 2026-03-16 649,00 kr',
      'Bruttolön 45 000,00 kr',
      'Skattepliktiga förmåner 6 906,00 kr',
      'Skatteunderlag 51 906,00 kr',
      'Preliminärskatt −12 362,00 kr',
      'Skattefria ersättningar 649,00 kr',
      'Att utbetala 33 287,00 kr',
      'Skatt beräknad enligt Skattetabell 33, kolumn 1',
      'Utbetalas till Swedbank ···· 7891',
      'Hittills i år',
      'Bruttolön 135 000,00 kr',
      'Preliminärskatt 37 086,00 kr',
      'Förmåner 20 718,00 kr',
      'Semesterdagar kvar 12',
      'Flex (timmar) 3,5',
      'Fjällbäckens Snickeri AB Sida 1 av 1',
    ])
      expect(pages[0]).toContain(line);
    expect(pages[0]?.join('\n')).not.toContain('Arbetsgivaravgifter');
  });

  it("carries the employer contributions in the admin's copy, and says when it is preliminary", async () => {
    const pdf = await renderPayslipPdf(
      samplePayslipDetail({ employerContributions: true, completed: false }),
    );
    const { pages } = await read(pdf);
    expect(pages[0]).toContain('Lönespecifikation (preliminär)');
    expect(pages[0]).toContain('Preliminär: lönekörningen är inte slutförd och beloppen kan ändras.');
    expect(pages[0]).toContain('Arbetsgivaravgifter 16 308,00 kr');
  });

  it("puts a run's payslips one to a page, each numbered", async () => {
    const first = samplePayslipDetail();
    const second = {
      ...first,
      employeeName: 'Örjan Ång',
      employee: { ...first.employee, name: 'Örjan Ång' },
    };
    const { pages } = await read(await renderRunPayslipsPdf('Lön mars 2026', [first, second]));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Lönespecifikation Åsa Öberg-Ärlig');
    expect(pages[0]).toContain('Fjällbäckens Snickeri AB Sida 1 av 2');
    expect(pages[1]).toContain('Lönespecifikation Örjan Ång');
    expect(pages[1]).toContain('Anställd Örjan Ång');
    expect(pages[1]).toContain('Att utbetala 33 287,00 kr');
    expect(pages[1]).toContain('Fjällbäckens Snickeri AB Sida 2 av 2');
  });
});

it('names the file in plain ASCII and in UTF-8', () => {
  expect(pdfDisposition(payslipFileName({ period: '2026-03', employeeName: 'Åsa Öberg-Ärlig' }))).toBe(
    `attachment; filename="lonespecifikation-2026-03-asa-oberg-arlig.pdf"; filename*=UTF-8''${encodeURIComponent('lönespecifikation-2026-03-Åsa Öberg-Ärlig.pdf')}`,
  );
});

import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import type { EventWorld } from '../events/testing/event-test-setup.ts';
import { buildReportWorld } from './testing/report-world.ts';

/*
 * The printable reports read back as a viewer reads them (PDF.js through unpdf, the embedded
 * font's ToUnicode map). Every payslip is reference scenario S01: gross 35 000 kr, tax 7 134 kr,
 * net 27 866 kr, contributions 35 000 × 31,42 % = 10 997 kr. January's run (paid 25 Jan 2026)
 * pays Anna (the manager's team, cost centre 100) and Bo, February's (25 Feb) Anna.
 * - Lönejournal January: gross 2 × 35 000 = 70 000, tax 14 268, net 55 732, contributions 21 994.
 * - Skatter och avgifter 2026: January 14 268 + 21 994 = 36 262 kr, February 7 134 + 10 997 =
 *   18 131 kr; the year 21 402 + 32 991 = 54 393 kr.
 * - Semesterskuld 28 Feb (sammalöneregeln 5,4 % of 35 000 = 1 890 a day, 31,42 %): Anna
 *   opened with 10 + 2 days, earned 31 × 25 / 365 = 2,12 and 28 × 25 / 365 = 1,92: 16,04 days →
 *   30 315,60 kr, contributions 9 525,16; Bo 2,12 days → 4 006,80 and 1 258,94; Maja (no salary)
 *   0. Totals 34 322,40 + 10 784,10 = 45 106,50 kr. Anna's change in February (31 Jan: 14,12 days =
 *   26 686,80 kr, 8 384,99): 3 628,80 + 1 140,17 = 4 768,97 on each side of the voucher.
 */

let testApp: TestApp;
let world: EventWorld;
let company: string;
let januaryRunId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  ({ world, januaryRunId } = await buildReportWorld(testApp, { orgSeed: 2193, vacation: true }));
  const employer = await testApp.db
    .selectFrom('employer')
    .select('name')
    .where('id', '=', world.employerId)
    .executeTakeFirstOrThrow();
  company = employer.name;
});
afterAll(async () => {
  await testApp.close();
});

async function readPdf(body: Buffer) {
  const proxy = await getDocumentProxy(new Uint8Array(body));
  const viewport = (await proxy.getPage(1)).getViewport({ scale: 1 });
  const { totalPages, text } = await extractText(proxy, { mergePages: true });
  // Spaces inside amounts are no-break spaces; \s matches them too.
  const lines = text.replace(/[^\S\n]+/g, ' ').split('\n');
  return { pages: totalPages, lines, landscape: viewport.width > viewport.height };
}

async function pdfOf(client: EventWorld['asAdmin'], path: string) {
  const response = await client('GET', path);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { response, ...(await readPdf(response.rawPayload)) };
}

describe('Lönejournal as PDF', () => {
  it('prints the month’s payslips and totals equal to the report, landscape, with page numbers', async () => {
    const { response, lines, pages, landscape } = await pdfOf(
      world.asAdmin,
      '/reports/journal/pdf?period=2026-01',
    );
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="lonejournal-2026-01.pdf"; filename*=UTF-8\'\'l%C3%B6nejournal-2026-01.pdf',
    );
    expect(landscape).toBe(true);
    expect(pages).toBe(1);
    for (const line of [
      'Lönejournal januari 2026',
      'Utbetalningsmånad januari 2026',
      'Utbetalningar Lön januari 2026 (2026-01-25)',
      'Belopp i kronor',
      'Anna Ek 100 35 000,00 0,00 7 134,00 0,00 0,00 27 866,00 10 997,00',
      'Bo Gran 35 000,00 0,00 7 134,00 0,00 0,00 27 866,00 10 997,00',
      'Summa 70 000,00 0,00 14 268,00 0,00 0,00 55 732,00 21 994,00',
      `${company} Sida 1 av 1`,
    ]) {
      expect(lines).toContain(line);
    }
    // The PDF's total is the JSON report's, which equals the run's.
    const json = (await world.asAdmin('GET', '/reports/journal?period=2026-01')).json();
    expect(json.totals.netOre).toBe(5_573_200);
  });

  it('prints one run by its id', async () => {
    const { lines } = await pdfOf(world.asAdmin, `/reports/journal/pdf?runId=${januaryRunId}`);
    expect(lines).toContain('Lönejournal Lön januari 2026');
    expect(lines).toContain('Lönekörning Lön januari 2026');
  });
});

describe('Skatter och avgifter as PDF', () => {
  it('prints each month with its due dates and the year’s sum', async () => {
    const { response, lines, landscape } = await pdfOf(world.asAdmin, '/reports/taxes/pdf?year=2026');
    expect(response.headers['content-disposition']).toContain('filename="skatter-och-avgifter-2026.pdf"');
    expect(landscape).toBe(false);
    for (const line of [
      'Skatter och avgifter 2026',
      'januari 2026 1 14 268,00 21 994,00 36 262,00 2026-02-12 2026-02-12',
      'februari 2026 1 7 134,00 10 997,00 18 131,00 2026-03-12 2026-03-12',
      'Summa 2 21 402,00 32 991,00 54 393,00',
    ]) {
      expect(lines).toContain(line);
    }
  });
});

describe('Semesterskuld as PDF', () => {
  it('prints each employee’s days and value, the totals and the accrual voucher', async () => {
    const { lines, landscape } = await pdfOf(
      world.asAdmin,
      '/reports/vacation-liability/pdf?date=2026-02-28',
    );
    expect(landscape).toBe(true);
    for (const line of [
      'Semesterskuld 2026-02-28',
      'Anna Ek 100 Sammalöneregeln 16,04 1 890,00 30 315,60 9 525,16 39 840,76',
      'Bo Gran Sammalöneregeln 2,12 1 890,00 4 006,80 1 258,94 5 265,74',
      'Summa 18,16 34 322,40 10 784,10 45 106,50',
      'Periodisering: Förändring semesterlöneskuld 2026-02',
      '7290 100 3 628,80',
      '2920 3 628,80',
      'Summa 4 768,97 4 768,97',
    ]) {
      expect(lines).toContain(line);
    }
  });

  it('prints a manager only the team (Anna and Maja, not Bo)', async () => {
    const { lines } = await pdfOf(world.asManager, '/reports/vacation-liability/pdf?date=2026-02-28');
    expect(lines.some((line) => line.startsWith('Anna Ek'))).toBe(true);
    expect(lines.some((line) => line.startsWith('Maja Chef'))).toBe(true);
    expect(lines.some((line) => line.startsWith('Bo Gran'))).toBe(false);
    // 30 315,60 + 0 kr; 9 525,16 + 0 kr.
    expect(lines).toContain('Summa 16,04 30 315,60 9 525,16 39 840,76');
  });
});

describe('who may print them', () => {
  it('asks the report’s own privileges and refuses a bad filter as a problem', async () => {
    for (const path of [
      '/reports/journal/pdf?period=2026-01',
      '/reports/taxes/pdf?year=2026',
      '/reports/vacation-liability/pdf?date=2026-02-28',
    ]) {
      expect((await world.asAnna('GET', path)).statusCode, path).toBe(403);
      expect((await world.asOtherAdmin('GET', path)).statusCode, path).toBe(403);
    }
    // A manager holds neither Accounting/Payment nor TaxReport, as for the JSON reports.
    expect((await world.asManager('GET', '/reports/journal/pdf?period=2026-01')).statusCode).toBe(403);
    expect((await world.asManager('GET', '/reports/taxes/pdf?year=2026')).statusCode).toBe(403);
    for (const path of [
      '/reports/journal/pdf',
      '/reports/journal/pdf?period=2026-13',
      '/reports/taxes/pdf?year=tjugo',
      '/reports/vacation-liability/pdf?date=2026-02-30',
    ]) {
      const response = await world.asAdmin('GET', path);
      expect(response.statusCode, path).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });
});

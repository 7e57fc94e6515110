import { generatePersonnummer } from '@lonsam/domain/validation/generate-personnummer';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditPage } from './axe.ts';
import { launchBrowser, openPage } from './browser.ts';
import { createCompany, signUpInContext } from './flows.ts';

const HEADER = 'förnamn;efternamn;personnummer;skattetabell;skattekolumn;befattning;startdatum;lönform;lön';

/** 4xx answers the app expects (the guard's poke, a refused preview) show up as console errors. */
function unexpected(errors: string[]): string[] {
  return errors.filter(
    (error) => !/Failed to load resource: the server responded with a status of 40[01]/.test(error),
  );
}

async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function chooseCsv(page: Page, csv: string): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({
    name: 'anstallda.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${csv}`, 'utf8'),
  });
}

/** The total of the admin's employee list through the API, with the page's session and role. */
async function countEmployees(page: Page, baseUrl: string, employerId: string): Promise<number> {
  const role = await page.evaluate(() => sessionStorage.getItem('Employer-Identity-Role'));
  const response = await page.request.get(`${baseUrl}/api/employer/${employerId}/employees`, {
    headers: { 'Employer-Identity-Role': role! },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

/** The admin's employee list items through the API, with the page's session and role. */
async function listEmployees(
  page: Page,
  baseUrl: string,
  employerId: string,
): Promise<{ lastName: string; employmentType: string; salaryForm: string; endDate: string | null }[]> {
  const role = await page.evaluate(() => sessionStorage.getItem('Employer-Identity-Role'));
  const response = await page.request.get(`${baseUrl}/api/employer/${employerId}/employees`, {
    headers: { 'Employer-Identity-Role': role! },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: never[] }).items;
}

/**
 * The employee screens add no sideways scrolling of their own: nothing in the section is wider
 * than the section (wide tables scroll inside their own container). The role area's shell (its
 * 220 px side navigation beside the content) is not the section's and is measured apart.
 */
async function expectSectionFits(page: Page): Promise<void> {
  const section = page.getByTestId('employees-section');
  const [scrollWidth, clientWidth] = await section.evaluate((element) => [
    element.scrollWidth,
    element.clientWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

describe('employees: CSV import and tax settings', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an admin on a phone imports a file with a bad row (nothing saved, the error shown), fixes it and imports all rows, then edits tax settings', async () => {
    const admin = await openPage(browser, { viewport: { width: 390, height: 844 } });
    try {
      const page = admin.page;
      await signUpInContext(page, baseUrl);
      const { employerId } = await createCompany(page, baseUrl, {
        name: 'Importbolaget AB',
        packaging: 'HR Komplett',
      });

      // An empty register says what to do next.
      await page.goto(`${baseUrl}/${employerId}/employees`);
      await page.getByText('Här finns inga anställda ännu.', { exact: false }).waitFor({ timeout: 20_000 });
      await expectSectionFits(page);
      // axe reads each distinct page of the flow once, at the phone's width; asserted at the end.
      const violations: string[] = [];
      await auditPage(page, violations);
      await page.getByRole('link', { name: 'Importera CSV' }).click();
      await page.getByRole('heading', { name: 'Importera anställda' }).waitFor();

      const seed = crypto.getRandomValues(new Uint16Array(1))[0]! % 400;
      const people = [
        [
          'Karin',
          'Provsson',
          generatePersonnummer({ birthDate: '1994-05-17', sex: 'female', sequence: seed }),
        ],
        ['Olle', 'Import', generatePersonnummer({ birthDate: '1988-11-02', sex: 'male', sequence: seed })],
        ['Sara', 'Rad', generatePersonnummer({ birthDate: '2001-02-28', sex: 'female', sequence: seed })],
      ] as const;
      const good = people[1][2];
      const bad = `${good.slice(0, 11)}${(Number(good[11]) + 1) % 10}`;
      const lines = (secondPersonnummer: string) =>
        [
          HEADER,
          `${people[0].join(';')};33;1;Ekonom;2026-01-01;monthly;32 000`,
          `${people[1][0]};${people[1][1]};${secondPersonnummer};30;1;Lagerarbetare;2026-02-01;monthly;"29 000,50"`,
          `${people[2].join(';')};;;Säljare;2026-03-01;hourly;185`,
        ].join('\r\n');

      // One bad personnummer: the preview names the row and the column; nothing is saved.
      await chooseCsv(page, lines(bad));
      const preview = page.getByRole('table', { name: 'Förhandsgranskning' });
      await preview.waitFor();
      const badRow = preview.getByRole('row').filter({ hasText: 'Import' });
      await badRow.getByText('personnummer: Ogiltigt personnummer').waitFor();
      await page.getByText('1 rad har fel. Inget har sparats.').waitFor();
      expect(await preview.getByText('OK', { exact: true }).count()).toBe(2);
      // The import page with the preview and its row error.
      await auditPage(page, violations);
      expect(await page.getByRole('button', { name: 'Importera', exact: true }).isDisabled()).toBe(true);
      await expectSectionFits(page);
      expect(await countEmployees(page, baseUrl, employerId)).toBe(0);

      // The corrected file: every row passes and all are saved in one go.
      await chooseCsv(page, lines(good));
      await page.getByText('Alla 3 rader är klara att importeras').waitFor();
      await page.getByRole('button', { name: 'Importera 3 anställda' }).click();
      await page.getByText('3 anställda är importerade').waitFor();
      const list = page.getByRole('table', { name: 'Anställda' });
      await list.getByRole('link', { name: 'Import, Olle' }).waitFor();
      expect(await list.getByRole('row').count()).toBe(4);
      expect(await list.textContent()).toMatch(/29\s000,50\skr/);
      expect(await countEmployees(page, baseUrl, employerId)).toBe(3);
      await expectSectionFits(page);

      // The export is the server's file in the import's columns.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Exportera CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^anstallda-\d{4}-\d{2}-\d{2}\.csv$/);
      const exported = await (await import('node:fs/promises')).readFile(await file.path(), 'utf8');
      const exportedLines = exported
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(exportedLines[0]?.replaceAll('"', '')).toMatch(/^förnamn;efternamn;personnummer;/);
      expect(exportedLines).toHaveLength(4);
      expect(exported).toContain(good);

      // Tax settings: jämkning as a percentage for a period, with växa-stöd.
      await list.getByRole('link', { name: 'Import, Olle' }).click();
      await page.getByRole('heading', { name: 'Olle Import' }).waitFor();
      await auditPage(page, violations);
      await page.getByRole('tab', { name: 'Skatt' }).click();
      await chooseOption(page, 'Skatteavdrag', 'Jämkning, procent');
      await page.getByLabel('Jämkning i procent').fill('120');
      await page.getByRole('button', { name: 'Spara' }).click();
      await page.getByText('Procent ska vara 0–100').waitFor();
      // The tax tab (`?tab=tax`) with a field error showing.
      await auditPage(page, violations);
      await page.getByLabel('Jämkning i procent').fill('27,5');
      await page.getByLabel('Beslutet gäller från').fill('2026-01-01');
      await page.getByLabel('Beslutet gäller till').fill('2026-12-31');
      await page.getByRole('switch', { name: /Växa-stöd/ }).check({ force: true });
      await page.getByRole('button', { name: 'Spara' }).click();
      await page.getByText('Ändringarna är sparade').waitFor();
      await expectSectionFits(page);

      // Stored: a fresh page shows the same settings.
      await page.reload();
      await page.getByRole('tab', { name: 'Skatt' }).click({ timeout: 20_000 });
      expect(await page.getByLabel('Skatteavdrag', { exact: true }).first().inputValue()).toBe(
        'Jämkning, procent',
      );
      expect(await page.getByLabel('Jämkning i procent').inputValue()).toBe('27,5 %');
      expect(await page.getByLabel('Beslutet gäller till').inputValue()).toBe('2026-12-31');
      expect(await page.getByRole('switch', { name: /Växa-stöd/ }).isChecked()).toBe(true);
      await page.getByRole('tab', { name: 'Historik' }).click();
      const history = page.getByRole('table', { name: 'Historik' });
      await history.getByRole('cell', { name: 'Uppgifter ändrade', exact: true }).waitFor();
      // Field by field in Swedish, not the stored JSON, and no wider than the phone.
      const historyText = (await history.textContent()) ?? '';
      expect(historyText).toContain('Skatt › Skatteavdrag: Skattetabell → Jämkning, procent');
      expect(historyText).not.toMatch(/[{}"]|adjusted-percent|amountOre/);
      await expectSectionFits(page);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);

      expect(violations).toEqual([]);
      expect(unexpected(admin.errors)).toEqual([]);
    } finally {
      await admin.close();
    }
  });

  it('Swedish CSV values imported: the page lists the accepted words, its template imports, and Tillsvidare, VISSTID, timlön are read in any case', async () => {
    const admin = await openPage(browser);
    try {
      const page = admin.page;
      await signUpInContext(page, baseUrl);
      const { employerId } = await createCompany(page, baseUrl, {
        name: 'Svenska ord AB',
        packaging: 'HR Komplett',
      });
      await page.goto(`${baseUrl}/${employerId}/employees/import`);
      await page.getByRole('heading', { name: 'Importera anställda' }).waitFor({ timeout: 20_000 });

      // The accepted values, per enumerated column, as the server reads them.
      const accepted = page.getByRole('table', { name: 'Tillåtna värden' });
      await accepted.waitFor();
      const acceptedText = (await accepted.textContent()) ?? '';
      expect(acceptedText).toContain('Tillsvidare, Visstid, Timanställd');
      expect(acceptedText).toContain('Månadslön, Timlön');

      // The template: the import's columns and one example row in the product's own words.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Ladda ned mall' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('anstallda-mall.csv');
      const template = await (await import('node:fs/promises')).readFile(await file.path(), 'utf8');
      const [header, example, ...rest] = template.replace(/^\uFEFF/, '').split('\r\n');
      expect(rest).toEqual([]);
      expect(header?.replaceAll('"', '')).toMatch(
        /^förnamn;efternamn;personnummer;.*anställningsform;.*lönform;lön(;|$)/,
      );
      expect(example).toContain('"Tillsvidare"');
      expect(example).toContain('"Månadslön"');

      const seed = crypto.getRandomValues(new Uint16Array(1))[0]! % 400;
      const columns = header!.replaceAll('"', '').split(';');
      const row = (values: Record<string, string>) => columns.map((column) => values[column] ?? '').join(';');
      const person = (lastName: string, birthDate: string) => ({
        förnamn: 'Test',
        efternamn: lastName,
        personnummer: generatePersonnummer({ birthDate, sex: 'female', sequence: seed }),
        befattning: 'Handläggare',
        startdatum: '2026-02-01',
      });
      const rows = (firstType: string) => [
        header,
        example,
        row({
          ...person('Visstidsson', '1990-04-01'),
          anställningsform: 'VISSTID',
          slutdatum: '2026-12-31',
          lönform: 'månadslön',
          lön: '30 000',
        }),
        row({
          ...person('Timsson', '1995-09-09'),
          anställningsform: firstType,
          lönform: 'timlön',
          lön: '180',
        }),
        row({
          ...person('Kodsson', '1980-01-15'),
          anställningsform: 'Permanent',
          lönform: 'MONTHLY',
          lön: '41 000',
        }),
      ];

      // An unknown word: the row names the accepted words and codes in Swedish; nothing is saved.
      await chooseCsv(page, rows('Fast').join('\r\n'));
      const preview = page.getByRole('table', { name: 'Förhandsgranskning' });
      await preview.waitFor();
      await preview
        .getByRole('row')
        .filter({ hasText: 'Timsson' })
        .getByText(
          'anställningsform: Okänt värde "Fast". Tillåtna värden: Tillsvidare, Visstid, Timanställd (eller permanent, fixed-term, hourly)',
        )
        .waitFor();
      await page.getByText('1 rad har fel. Inget har sparats.').waitFor();

      // The words the UI shows, in any case, and the codes: all four rows are imported.
      await chooseCsv(page, rows('timanställd').join('\r\n'));
      await page.getByText('Alla 4 rader är klara att importeras').waitFor();
      await page.getByRole('button', { name: 'Importera 4 anställda' }).click();
      await page.getByText('4 anställda är importerade').waitFor();
      const list = page.getByRole('table', { name: 'Anställda' });
      await list.getByRole('link', { name: 'Timsson, Test' }).waitFor();
      const listText = (await list.textContent()) ?? '';
      for (const word of ['Tillsvidare', 'Visstid', 'Timanställd']) expect(listText).toContain(word);

      const stored = Object.fromEntries(
        (await listEmployees(page, baseUrl, employerId)).map((item) => [
          item.lastName,
          [item.employmentType, item.salaryForm, item.endDate],
        ]),
      );
      expect(stored).toEqual({
        Andersson: ['permanent', 'monthly', null],
        Visstidsson: ['fixed-term', 'monthly', '2026-12-31'],
        Timsson: ['hourly', 'hourly', null],
        Kodsson: ['permanent', 'monthly', null],
      });
      expect(unexpected(admin.errors)).toEqual([]);
    } finally {
      await admin.close();
    }
  });
});

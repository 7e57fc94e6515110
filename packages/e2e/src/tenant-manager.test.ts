import { listPrivilegesByValueStream } from '@lonsam/domain/privileges/catalogue';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditPage } from './axe.ts';
import { launchBrowser, openPage, type WatchedPage } from './browser.ts';
import { createCompany, logInByEmail, signUpInContext, UUID, unexpectedErrors } from './flows.ts';

// The packaging the tenant starts on, the privilege the operator turns off in it for the admin
// role, and the packaging activated afterwards, where that privilege is on. The privilege gates the
// admin area's Lönekörning section (features/roles: AREA_SECTIONS.admin).
const FIRST_PACKAGING = 'HR Komplett';
const SECOND_PACKAGING = 'Lön Komplett';
const PRIVILEGE = 'PayrollBasis.Run';
const GATED_SECTION = 'Lönekörning';
// The gate names a missing privilege by its catalogue description, never its id.
const MISSING_TEXT = 'Rättigheter saknas: Löneunderlag: köra lön';
const ALL_PACKAGINGS_BY_NAME_DESCENDING = ['Lön Plus', 'Lön Komplett', 'Lön Bas', 'HR Komplett'];

const slow = { timeout: 15_000 };

// axe reads each distinct page the tests visit once (the dialogs with their page behind them);
// the last test asserts the list is empty.
const violations: string[] = [];

/** The data table's body rows once its text filter on `column` has narrowed it to one row. */
async function filterToOneRow(table: Locator, page: Page, column: string, text: string): Promise<Locator> {
  await page.getByLabel(`Filtrera ${column}`, { exact: true }).fill(text);
  const rows = table.locator('tbody tr');
  await expect.poll(() => rows.count(), slow).toBe(1);
  await rows.first().getByText(text, { exact: true }).waitFor(slow);
  return rows.first();
}

/** Opens the packaging tab on `packaging` and returns the feature row of PRIVILEGE. */
async function openPrivilegeRow(operator: Page, packaging: string): Promise<Locator> {
  await operator.getByRole('tab', { name: 'Paketering' }).click();
  // The tab panel is labelled `Paketering` too (by its tab): the select is the combobox.
  await operator.getByRole('combobox', { name: 'Paketering', exact: true }).click();
  await operator.getByRole('option', { name: packaging, exact: true }).click();
  const table = operator.getByRole('table', { name: 'Funktioner' });
  await table.waitFor(slow);
  return filterToOneRow(table, operator, 'Id', PRIVILEGE);
}

/** Switches PRIVILEGE on or off for the admin role in the edit dialog and saves (`Saved`). */
async function setAdminSwitch(operator: Page, row: Locator, isOn: boolean): Promise<void> {
  await row.getByRole('button', { name: 'Redigera' }).click();
  const dialog = operator.getByRole('dialog', { name: `Redigera ${PRIVILEGE}` });
  await dialog.waitFor(slow);
  await auditPage(operator, violations);
  // An admin-only privilege: the other roles cannot be activated.
  expect(await dialog.getByRole('checkbox', { name: 'Aktivera för Anställd' }).isDisabled()).toBe(true);
  expect(await dialog.getByRole('checkbox', { name: 'Aktivera för Chef' }).isDisabled()).toBe(true);
  expect(await dialog.getByRole('checkbox', { name: 'Aktivera för Administratör' }).isChecked()).toBe(true);
  const adminSwitch = dialog.getByRole('switch', { name: 'Påslagen för Administratör' });
  expect(await adminSwitch.isChecked()).toBe(!isOn);
  await adminSwitch.setChecked(isOn);
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await operator.getByText('Sparat', { exact: true }).first().waitFor(slow);
  await dialog.waitFor({ state: 'detached', ...slow });
  const status = isOn ? 'Aktiverad och påslagen' : 'Aktiverad men avstängd i paketeringen';
  await row.getByLabel(`Administratör: ${status}`, { exact: true }).waitFor(slow);
}

/** The admin area after a reload: waits for the privileges (the navigation) before reading it. */
async function reloadAdminArea(admin: Page): Promise<void> {
  await admin.reload();
  await admin.getByRole('heading', { name: 'Administratör' }).waitFor(slow);
  await admin.getByRole('navigation', { name: 'Meny' }).getByRole('link', { name: 'Start' }).waitFor(slow);
}

describe('tenant manager', () => {
  const baseUrl = inject('baseUrl');
  const operatorAccount = inject('operator');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an operator turns a privilege off for the admin role and activates another packaging; the admin sees the feature go and come back', async () => {
    const admin = await openPage(browser);
    const operator = await openPage(browser);
    let isPrivilegeOff = false;
    let tenantManagerId: string | undefined;
    try {
      // A user signs up and creates a company on the first packaging: the section is there.
      await signUpInContext(admin.page, baseUrl);
      const companyName = `Behörighetsbolaget ${crypto.randomUUID().slice(0, 6)} AB`;
      const { employerId } = await createCompany(admin.page, baseUrl, {
        name: companyName,
        packaging: FIRST_PACKAGING,
      });
      const adminMenu = admin.page.getByRole('navigation', { name: 'Meny' });
      await adminMenu.getByRole('link', { name: GATED_SECTION }).waitFor(slow);
      expect(await admin.page.getByText('Rättigheter saknas:').count()).toBe(0);
      await auditPage(admin.page, violations);

      // The operator signs in and goes from the landing page to the tenant manager.
      await operator.page.goto(`${baseUrl}/login/email`);
      await logInByEmail(operator.page, operatorAccount.email, operatorAccount.password);
      await operator.page.waitForURL(`${baseUrl}/`, slow);
      await operator.page.getByRole('link', { name: 'Hantera kunder' }).waitFor(slow);
      await auditPage(operator.page, violations);
      await operator.page.getByRole('link', { name: 'Hantera kunder' }).click();
      await operator.page.waitForURL(/\/tenant-manager\/[^/]+\/overview$/, slow);
      tenantManagerId = new URL(operator.page.url()).pathname.split('/')[2]!;
      expect(tenantManagerId).toMatch(UUID);

      // Overview: packagings as columns by name descending, Ja/Nej with the enabled count per stream.
      const grid = operator.page.getByRole('table', { name: 'Paketeringar per värdeström' });
      await grid.waitFor(slow);
      await auditPage(operator.page, violations);
      expect(await grid.getByRole('columnheader').allTextContents()).toEqual([
        'Värdeström',
        ...ALL_PACKAGINGS_BY_NAME_DESCENDING,
      ]);
      const corePayrollCount = listPrivilegesByValueStream('CorePayroll').length;
      const customisedCount = listPrivilegesByValueStream('CustomisedOrganisation').length;
      expect(await readGridRow(grid, 'CorePayroll')).toEqual(
        ALL_PACKAGINGS_BY_NAME_DESCENDING.map(() => `Ja (${corePayrollCount})`),
      );
      expect(await readGridRow(grid, 'CustomisedOrganisation')).toEqual([
        'Nej (0)',
        'Nej (0)',
        'Nej (0)',
        `Ja (${customisedCount})`,
      ]);

      // Packaging tab: the privilege is on for the admin; switch it off.
      const row = await openPrivilegeRow(operator.page, FIRST_PACKAGING);
      await row.getByLabel('Administratör: Aktiverad och påslagen', { exact: true }).waitFor(slow);
      await setAdminSwitch(operator.page, row, false);
      isPrivilegeOff = true;
      // The overview counts it no more: no other role has it.
      await operator.page.getByRole('tab', { name: 'Översikt' }).click();
      await expect
        .poll(async () => (await readGridRow(grid, 'CorePayroll'))[3], slow)
        .toBe(`Ja (${corePayrollCount - 1})`);

      // The admin opens the section's address again: it is gone from the menu and the page explains why.
      await admin.page.goto(`${baseUrl}/${employerId}/payroll`);
      await admin.page.getByText(MISSING_TEXT, { exact: true }).waitFor(slow);
      expect(await adminMenu.getByRole('link', { name: GATED_SECTION }).count()).toBe(0);
      await auditPage(admin.page, violations);

      // Tenants tab: the company runs on the first packaging; activate the second one.
      await operator.page.getByRole('tab', { name: 'Kunder' }).click();
      const tenants = operator.page.getByRole('table', { name: 'Kunder' });
      await tenants.waitFor(slow);
      const tenant = await filterToOneRow(tenants, operator.page, 'Namn', companyName);
      await tenant.getByText(FIRST_PACKAGING, { exact: true }).waitFor();
      await tenant.getByRole('button', { name: 'Redigera' }).click();
      const dialog = operator.page.getByRole('dialog', { name: companyName });
      await dialog.getByText(`Aktiv paketering: ${FIRST_PACKAGING}`).waitFor(slow);
      await auditPage(operator.page, violations);
      await dialog.getByRole('combobox', { name: 'Paketering', exact: true }).click();
      await dialog.getByRole('option', { name: SECOND_PACKAGING, exact: true }).click();
      await dialog.getByRole('button', { name: 'Aktivera paketering' }).click();
      await operator.page.getByText('Paketeringen är aktiverad', { exact: true }).first().waitFor(slow);
      await dialog.waitFor({ state: 'detached', ...slow });
      await tenant.getByText(SECOND_PACKAGING, { exact: true }).waitFor(slow);

      // The admin reloads: the second packaging has the privilege on, the section is back.
      await reloadAdminArea(admin.page);
      await adminMenu.getByRole('link', { name: GATED_SECTION }).waitFor(slow);
      expect(await admin.page.getByText(MISSING_TEXT, { exact: true }).count()).toBe(0);
      await adminMenu.getByRole('link', { name: GATED_SECTION }).click();
      await admin.page.getByRole('heading', { name: GATED_SECTION }).waitFor(slow);
      // The section's own screen is back (the run list offers the next run), not a refusal.
      await admin.page.getByRole('link', { name: 'Skapa lönekörning', exact: true }).waitFor(slow);
      expect(new URL(admin.page.url()).pathname).toBe(`/${employerId}/payroll`);

      // Put the first packaging back as it was, through the dialog as well.
      await setAdminSwitch(operator.page, await openPrivilegeRow(operator.page, FIRST_PACKAGING), true);
      isPrivilegeOff = false;

      expect(unexpectedErrors(admin.errors)).toEqual([]);
      expect(unexpectedErrors(operator.errors)).toEqual([]);
    } finally {
      // Other test files share this server and expect the standard packagings.
      if (isPrivilegeOff && tenantManagerId) await turnAdminPrivilegeOn(operator, tenantManagerId);
      await admin.close();
      await operator.close();
    }
  });

  it('shows someone who is not an operator neither the tabs nor any data', async () => {
    const operator = await openPage(browser);
    const stranger = await openPage(browser);
    try {
      // The operator's landing page names the tenant manager's id.
      await operator.page.goto(`${baseUrl}/login/email`);
      await logInByEmail(operator.page, operatorAccount.email, operatorAccount.password);
      await operator.page.waitForURL(`${baseUrl}/`, slow);
      const href = await operator.page.getByRole('link', { name: 'Hantera kunder' }).getAttribute('href');
      const tenantManagerId = href!.split('/')[2]!;
      expect(tenantManagerId).toMatch(UUID);

      await signUpInContext(stranger.page, baseUrl);
      await stranger.page.goto(`${baseUrl}/landing`);
      await stranger.page.getByText('Inloggad som', { exact: false }).waitFor(slow);
      expect(await stranger.page.getByRole('link', { name: 'Hantera kunder' }).count()).toBe(0);
      await auditPage(stranger.page, violations);

      await stranger.page.goto(`${baseUrl}/tenant-manager/${tenantManagerId}`);
      await stranger.page.getByText('Du är inte operatör för den här kundförvaltaren.').waitFor(slow);
      await auditPage(stranger.page, violations);
      expect(await stranger.page.getByRole('tab').count()).toBe(0);
      expect(await stranger.page.getByRole('table').count()).toBe(0);

      // The API refuses it too, with no data in the answer.
      for (const path of ['packaging', 'tenants', 'audit']) {
        const response = await stranger.page.request.get(
          `${baseUrl}/api/tenant-manager/${tenantManagerId}/${path}`,
        );
        expect(response.status()).toBe(403);
        const body = (await response.json()) as Record<string, unknown>;
        expect(body).toMatchObject({ code: 'TENANT_MANAGER_FORBIDDEN' });
        expect(body).not.toHaveProperty('data');
        expect(body).not.toHaveProperty('tenants');
      }
      expect(unexpectedErrors(stranger.errors).filter((error) => !/status of 403/.test(error))).toEqual([]);
    } finally {
      await stranger.close();
      await operator.close();
    }
  });

  it('axe finds no serious or critical violation on the pages above', () => {
    expect(violations).toEqual([]);
  });
});

/** The cells of the overview row of `valueStream`, after its label cell. */
async function readGridRow(grid: Locator, valueStream: string): Promise<string[]> {
  const row = grid.getByRole('row').filter({ hasText: valueStream });
  const cells = await row.getByRole('cell').allTextContents();
  return cells.slice(1);
}

/** Safety net after a failure half-way: turn the privilege back on through the API. */
async function turnAdminPrivilegeOn(operator: WatchedPage, tenantManagerId: string): Promise<void> {
  await operator.page.evaluate(
    async ({ id, privilege, packagingName }) => {
      const token = sessionStorage.getItem('X-Lonsam-Csrf') ?? '';
      const list = (await (await fetch(`/api/tenant-manager/${id}/packaging`)).json()) as {
        data: { id: string; name: string }[];
      };
      const packaging = list.data.find((entry) => entry.name === packagingName);
      if (!packaging) return;
      await fetch(`/api/tenant-manager/${id}/packaging/${packaging.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Lonsam-Csrf': token },
        body: JSON.stringify({ id: privilege, enabledAdmin: true, enabledManager: null, enabledUser: null }),
      });
    },
    { id: tenantManagerId, privilege: PRIVILEGE, packagingName: FIRST_PACKAGING },
  );
}

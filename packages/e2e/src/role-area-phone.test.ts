import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auditPage } from './axe.ts';
import { launchBrowser, openPage } from './browser.ts';
import { createCompany, signUpInContext, unexpectedErrors } from './flows.ts';

/** Nothing on the page is wider than the phone: wide content scrolls inside its own container. */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** The collapsed navbar is moved off the screen, not removed: visible means inside the viewport. */
async function isOnScreen(page: Page, locator: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await locator.boundingBox();
  const width = await page.evaluate(() => window.innerWidth);
  return box !== null && box.x >= 0 && box.x + box.width <= width && box.width > 0;
}

describe('role area on a phone (390 × 844)', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('fits the width, names the company, hides the menu behind a burger and offers only held roles', async () => {
    const { page, errors, close } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    try {
      await signUpInContext(page, baseUrl);
      const { employerId } = await createCompany(page, baseUrl, {
        name: 'Telefonbolaget AB',
        packaging: 'HR Komplett',
      });
      await page.getByTestId('role-area-company').getByText('Telefonbolaget AB').waitFor();
      await expectNoHorizontalOverflow(page);
      // axe reads each distinct page of the flow once, at the phone's width; asserted at the end.
      const violations: string[] = [];
      await auditPage(page, violations);

      // The menu is collapsed on a phone; the burger opens it.
      const menu = page.getByRole('navigation', { name: 'Meny' });
      const employeesLink = menu.getByRole('link', { name: 'Anställda' });
      await employeesLink.waitFor({ state: 'attached' });
      expect(await isOnScreen(page, employeesLink)).toBe(false);
      await page.getByRole('button', { name: 'Visa eller dölj menyn' }).click();
      await expect.poll(() => isOnScreen(page, employeesLink)).toBe(true);
      // A real company's creator is only its administrator: no links to areas that would bounce.
      expect(await page.getByRole('link', { name: 'Till Chef' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Till Anställd' }).count()).toBe(0);
      await employeesLink.click();
      await page.getByText('Här finns inga anställda ännu.', { exact: false }).waitFor({ timeout: 20_000 });
      await expect.poll(() => isOnScreen(page, employeesLink)).toBe(false);
      await expectNoHorizontalOverflow(page);
      await auditPage(page, violations);

      await page.goto(`${baseUrl}/${employerId}/employees/new`);
      const submit = page.getByRole('button', { name: 'Skapa anställd' });
      await submit.waitFor({ timeout: 20_000 });
      await expectNoHorizontalOverflow(page);
      await page.getByRole('heading', { name: 'Ny anställd' }).waitFor();
      await auditPage(page, violations);
      // Nothing lies over the submit button: the element at its centre is the button (or inside it).
      await submit.scrollIntoViewIfNeeded();
      const box = await submit.boundingBox();
      expect(box).not.toBeNull();
      const isOnTop = await submit.evaluate(
        (button, point) => button.contains(document.elementFromPoint(point.x, point.y)),
        { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 },
      );
      expect(isOnTop).toBe(true);
      expect(violations).toEqual([]);
      expect(unexpectedErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});

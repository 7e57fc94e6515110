import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe-core's serious and critical violations on the page, as readable lines (empty when none). */
export async function findSeriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** Addresses this test file has had axe read (each test file loads its own copy of this module). */
const auditedAddresses = new Set<string>();

/** The page's address without its ids and values: `/:id/employees/:id?status`. */
export function auditKey(url: string): string {
  const address = new URL(url);
  const path = address.pathname.replace(
    /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
    ':id',
  );
  const keys = [...new Set(address.searchParams.keys())].sort();
  return keys.length > 0 ? `${path}?${keys.join('&')}` : path;
}

/**
 * axe's serious and critical violations of the page the browser shows, added to `violations`
 * (each line prefixed with the address), once per distinct address per test file: a flow that
 * comes back to a page does not pay for a second run. Call it once the page has loaded (its
 * heading is there); it waits for the page's loaders to go first.
 */
export async function auditPage(page: Page, violations: string[]): Promise<void> {
  const key = auditKey(page.url());
  if (auditedAddresses.has(key)) return;
  auditedAddresses.add(key);
  for (let attempt = 0; attempt < 100; attempt++) {
    if ((await page.locator('.mantine-Loader-root:visible').count()) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const violation of await findSeriousA11yViolations(page)) violations.push(`${key}: ${violation}`);
}

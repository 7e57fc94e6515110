import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { supportedLanguages } from './i18n.ts';

// The API client shows the `errors` text of a problem's `code`: every code the server can send
// needs one, in every language, or the user sees a bare constant.
const here = dirname(fileURLToPath(import.meta.url));
const serverSource = join(here, '../../../server/src');
const localesDir = join(here, '../../public/locales');

function listServerFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listServerFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const serverCodes = [
  ...new Set(
    listServerFiles(serverSource).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bcode: '([A-Z][A-Z0-9_]+)'/g)].map((match) => match[1]!),
    ),
  ),
].sort();

describe('error texts', () => {
  it('finds the server codes', () => {
    expect(serverCodes).toContain('VALIDATION_FAILED');
    expect(serverCodes.length).toBeGreaterThan(20);
  });

  it.each(supportedLanguages)('%s has a text for every problem code the server sends', (language) => {
    const texts = JSON.parse(readFileSync(join(localesDir, language, 'errors.json'), 'utf8'));
    expect(serverCodes.filter((code) => typeof texts[code] !== 'string')).toEqual([]);
  });
});

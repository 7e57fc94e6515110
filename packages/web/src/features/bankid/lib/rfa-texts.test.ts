import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import svBankId from '../../../../public/locales/sv-SE/bankid.json';

// BankID's recommended user messages, as the domain notes copy them from developers.bankid.com.
// (A path, not a URL: under jsdom the global URL is not the one node:fs accepts.)
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../../../..');
const notes = readFileSync(join(repoRoot, '../shared/domain/swedish-payroll.md'), 'utf8');

/** `| RFA15B | Svenska | English | When |` rows; the official RFA15B spells "giltigt" wrong, we do not. */
function readOfficialSwedishTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  for (const match of notes.matchAll(/^\| (RFA\d+[AB]?) \| ([^|]+) \|/gm)) {
    const text = match[2]!
      .replace(/ \[sic;[^\]]*\]/, '')
      .replace('gitligt', 'giltigt')
      .trim();
    texts.set(match[1]!, text);
  }
  return texts;
}

describe('BankID RFA texts (sv-SE)', () => {
  const official = readOfficialSwedishTexts();
  const ours = svBankId as Record<string, unknown>;

  it('reads the official table', () => {
    expect(official.size).toBeGreaterThan(25);
  });

  it('match BankID’s Swedish texts, with the RFA15B typo corrected', () => {
    for (const [code, text] of official) expect(ours[code], code).toBe(text);
    expect(ours.RFA15B).toBe(
      'Söker efter BankID. Säkerställ att du har ett giltigt BankID på den här enheten.',
    );
  });
});

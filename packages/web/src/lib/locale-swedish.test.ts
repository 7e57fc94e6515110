import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const localesDir = join(dirname(fileURLToPath(import.meta.url)), '../../public/locales');

// A sv-SE text equal to its en-GB text is usually English that was never translated (issue #15:
// "Tenant management", "Features", "Activate packaging"). Where the spec names an English text,
// that is the en-GB text; sv-SE gets Swedish. Only these keys may read the same in both languages,
// each for the reason given.
const sameInBothLanguages: Record<string, string> = {
  'translation:app.name': 'the product name',
  'translation:language.sv-SE': 'a language is named in its own language in the picker',
  'translation:language.en-GB': 'a language is named in its own language in the picker',
  'bankid:dev.person': 'Swedish word (development BankID simulator)',
  'bankid:dev.order': "BankID's own term for a sign-in order (development simulator)",
  'company:area.sections.start': 'Swedish word',
  'employees:list.status': 'Swedish word',
  'employees:history.fields.plan': 'Swedish word',
  'employees:tax.method.sink': 'Skatteverket abbreviation (särskild inkomstskatt)',
  'employees:pension.itp1': 'name of a collective pension agreement',
  'employees:pension.itp2': 'name of a collective pension agreement',
  'employees:pension.saf-lo': 'name of a collective pension agreement',
  'employees:pension.kap-kl': 'name of a collective pension agreement',
  'employees:import.rowOk': 'OK is Swedish usage too',
  'tenant-manager:packaging.id': 'Id is Swedish usage too',
  'account:methods.bankId': 'the product name of BankID',
  'reports:pension.title': 'Swedish word',
  'reports:pension.columns.plan': 'Swedish word',
};

function flatten(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

function readTexts(language: string): Map<string, unknown> {
  const texts = new Map<string, unknown>();
  for (const file of readdirSync(join(localesDir, language)).filter((name) => name.endsWith('.json'))) {
    const namespace = file.replace(/\.json$/, '');
    const json = JSON.parse(readFileSync(join(localesDir, language, file), 'utf8'));
    for (const [key, text] of flatten(json)) texts.set(`${namespace}:${key}`, text);
  }
  return texts;
}

/** True when a text has words once its {{placeholders}} are taken out ("{{start}} – {{end}}" has none). */
function hasWords(text: unknown): boolean {
  return typeof text === 'string' && /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));
}

const swedish = readTexts('sv-SE');
const english = readTexts('en-GB');
const untranslated = [...swedish]
  .filter(([key, text]) => hasWords(text) && english.get(key) === text)
  .map(([key]) => key)
  .sort();

describe('sv-SE locale files', () => {
  it('reads the locale files', () => {
    expect(swedish.size).toBeGreaterThan(100);
    expect(swedish.get('translation:app.name')).toBe('Lönsam');
  });

  it('has no text left in English: none equals its en-GB text unless allow-listed', () => {
    expect(untranslated.filter((key) => !(key in sameInBothLanguages))).toEqual([]);
  });

  it('keeps the allow-list short: every entry still reads the same in both languages', () => {
    expect(Object.keys(sameInBothLanguages).filter((key) => !untranslated.includes(key))).toEqual([]);
  });
});

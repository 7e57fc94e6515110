import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { namespaces, supportedLanguages } from './i18n.ts';

const localesDir = join(dirname(fileURLToPath(import.meta.url)), '../../public/locales');

// The spec's namespaces, plus every namespace a feature has added in either language.
const allNamespaces = [
  ...new Set([
    ...namespaces,
    ...supportedLanguages.flatMap((language) =>
      readdirSync(join(localesDir, language))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.replace(/\.json$/, '')),
    ),
  ]),
].sort();

function readNamespace(language: string, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8'));
}

function listKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => listKeys(child, prefix ? `${prefix}.${key}` : key));
}

describe('locale files', () => {
  it.each(allNamespaces)('%s exists in every language with the same keys', (namespace) => {
    const [first, ...others] = supportedLanguages.map((language) =>
      listKeys(readNamespace(language, namespace)).sort(),
    );
    for (const keys of others) expect(keys).toEqual(first);
  });

  it.each(supportedLanguages)('%s has no empty texts', (language) => {
    for (const namespace of allNamespaces) {
      const file = readNamespace(language, namespace);
      const empty = listKeys(file).filter((key) => {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file);
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(empty, `${language}/${namespace}`).toEqual([]);
    }
  });
});

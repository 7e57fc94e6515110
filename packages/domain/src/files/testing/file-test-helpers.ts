import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { validateXML } from 'xmllint-wasm';

/** Shared public material beside the repository (never copied into it). */
const RESEARCH_DATA = new URL('../../../../../../shared/research-data/', import.meta.url);

export function readResearchData(path: string): Buffer {
  return readFileSync(new URL(path, RESEARCH_DATA));
}

function asText(content: string | Uint8Array, encoding: 'utf8' | 'latin1'): string {
  return typeof content === 'string' ? content : Buffer.from(content).toString(encoding);
}

/**
 * The output equals the hand-checked file next to the test, byte for byte after CRLF → LF on both
 * sides (docs/files-and-documents.md); on a difference the first differing line is shown.
 */
export function expectGolden(actual: string | Uint8Array, goldenUrl: URL, encoding: 'utf8' | 'latin1'): void {
  const expectedLines = readFileSync(goldenUrl).toString(encoding).replaceAll('\r\n', '\n').split('\n');
  const actualLines = asText(actual, encoding).replaceAll('\r\n', '\n').split('\n');
  const index = expectedLines.findIndex((line, at) => line !== actualLines[at]);
  const firstDifference =
    index === -1 && actualLines.length === expectedLines.length
      ? null
      : {
          line: (index === -1 ? expectedLines.length : index) + 1,
          expected: expectedLines[index] ?? '(end of file)',
          actual: actualLines[index === -1 ? expectedLines.length : index] ?? '(end of file)',
        };
  expect(firstDifference).toBeNull();
}

/** libxml2's XSD validation (xmllint compiled to WebAssembly): runs the same here and in CI. */
export async function validateAgainstXsd(xml: string, xsdPath: string) {
  const result = await validateXML({
    xml: [{ fileName: 'generated.xml', contents: xml }],
    schema: [readResearchData(xsdPath).toString('utf8')],
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.message) };
}

/** Well-formedness alone, for AGI, whose XSD is not public (research-data README). */
export async function checkWellFormed(xml: string) {
  const result = await validateXML({
    xml: [{ fileName: 'generated.xml', contents: xml }],
    normalization: 'format',
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.message) };
}

import { expect, test } from 'vitest';
import { assertDocumentView, type DocumentView, formatPageNumber } from './document-view.ts';

function viewWithTable(table: Extract<DocumentView['blocks'][number], { kind: 'table' }>): DocumentView {
  return { title: 'T', language: 'sv-SE', issuer: { name: 'Ab', details: [] }, blocks: [table] };
}

const columns = [
  { heading: 'Text', align: 'left', weight: 2 },
  { heading: 'Belopp', align: 'right', weight: 1 },
] as const;

test('a row with as many cells as columns passes', () => {
  expect(() =>
    assertDocumentView(viewWithTable({ kind: 'table', columns, rows: [{ cells: ['a', '1'] }] })),
  ).not.toThrow();
});

test('a row with a missing or extra cell is refused: its amount would land under the wrong heading', () => {
  expect(() =>
    assertDocumentView(viewWithTable({ kind: 'table', columns, rows: [{ cells: ['1'] }] })),
  ).toThrow('Table 0, row 0: 1 cells for 2 columns');
  expect(() =>
    assertDocumentView(viewWithTable({ kind: 'table', columns, rows: [{ cells: ['a', '1', 'x'] }] })),
  ).toThrow(RangeError);
});

test('a table needs columns with positive weights', () => {
  expect(() => assertDocumentView(viewWithTable({ kind: 'table', columns: [], rows: [] }))).toThrow(
    'no columns',
  );
  const zero = [{ heading: 'Text', align: 'left', weight: 0 }] as const;
  expect(() => assertDocumentView(viewWithTable({ kind: 'table', columns: zero, rows: [] }))).toThrow(
    'positive weight',
  );
});

test('page numbers in Swedish', () => {
  expect(formatPageNumber(2, 3)).toBe('Sida 2 av 3');
});

/**
 * What a printable document says, decided here and drawn by the server's PDF renderer
 * (packages/server/src/documents). Every text is final: amounts, dates and identity numbers are
 * formatted in the domain, so the renderer only places text and never formats or sums a value,
 * and the same view can be shown on screen or tested without a PDF.
 */

export type DocumentColumn = {
  heading: string;
  /** Amounts and quantities are right-aligned so that their decimal commas line up. */
  align: 'left' | 'right';
  /** The column's share of the table width, relative to the other columns' weights. */
  weight: number;
};

export type DocumentRow = {
  cells: readonly string[];
  /** A total is bold; the first total after ordinary rows gets a rule above it. */
  emphasis?: 'total';
};

export type DocumentBlock =
  | { kind: 'heading'; text: string }
  /** Label–value pairs such as "Period" – "2026-11-01 – 2026-11-30". */
  | { kind: 'facts'; facts: readonly { label: string; value: string }[] }
  | { kind: 'table'; columns: readonly DocumentColumn[]; rows: readonly DocumentRow[] }
  | { kind: 'text'; text: string }
  /** What follows starts on a new page (one payslip per page in a run's PDF). */
  | { kind: 'page-break' };

export type DocumentView = {
  /** The PDF's title (viewers show it instead of the file name) and the first heading. */
  title: string;
  /** BCP 47 tag of the text, written into the PDF for screen readers. */
  language: 'sv-SE';
  /** A4 upright unless a wide table (a report of eight or more columns) needs the page turned. */
  orientation?: 'portrait' | 'landscape';
  /** The letterhead: who issues the document (also the PDF's author) and a line of details. */
  issuer: { name: string; details: readonly string[] };
  blocks: readonly DocumentBlock[];
};

/** The footer of every page; the renderer numbers pages only after the layout has placed them. */
export function formatPageNumber(page: number, pageCount: number): string {
  return `Sida ${page} av ${pageCount}`;
}

/**
 * Throws when a table row has more or fewer cells than the table has columns: drawn anyway, an
 * amount would land silently under the wrong heading.
 */
export function assertDocumentView(view: DocumentView): void {
  view.blocks.forEach((block, blockIndex) => {
    if (block.kind !== 'table') return;
    if (block.columns.length === 0) throw new RangeError(`Table ${blockIndex} has no columns`);
    for (const column of block.columns) {
      if (!(column.weight > 0)) throw new RangeError(`Column "${column.heading}" needs a positive weight`);
    }
    block.rows.forEach((row, rowIndex) => {
      if (row.cells.length !== block.columns.length) {
        throw new RangeError(
          `Table ${blockIndex}, row ${rowIndex}: ${row.cells.length} cells for ${block.columns.length} columns`,
        );
      }
    });
  });
}

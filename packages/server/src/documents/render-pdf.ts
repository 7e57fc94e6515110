import {
  assertDocumentView,
  type DocumentBlock,
  type DocumentView,
  formatPageNumber,
} from '@lonsam/domain/documents/document-view';
import PDFDocument from 'pdfkit';
import { getDocumentFonts } from './fonts.ts';

/**
 * Draws a document view from the domain as an A4 PDF. Layout only: every text, amount and total
 * arrives formatted, so nothing here can change a number. Import this module lazily (from a job
 * or a route handler): pdfkit and fontkit take 100–250 ms to load, which the server's start
 * should not pay.
 */

const MARGIN = 50;
const BODY_SIZE = 10;
const RULE_WIDTH = 0.75;
const REGULAR = 'regular';
const BOLD = 'bold';

type Doc = InstanceType<typeof PDFDocument>;
type Table = Extract<DocumentBlock, { kind: 'table' }>;

export type RenderPdfOptions = {
  /** The PDF's creation date (its metadata); defaults to now. */
  createdAt?: Date;
};

function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function drawLetterhead(doc: Doc, issuer: DocumentView['issuer']): void {
  doc.font(BOLD).fontSize(16).text(issuer.name);
  if (issuer.details.length > 0) doc.font(REGULAR).fontSize(9).text(issuer.details.join(' · '));
  doc.moveDown(1.5);
}

function drawFacts(doc: Doc, facts: readonly { label: string; value: string }[]): void {
  doc.fontSize(BODY_SIZE).table({
    columnStyles: [130, '*'],
    defaultStyle: { border: 0, padding: { vertical: 1, horizontal: 0 } },
    data: facts.map((fact) => [
      { text: fact.label, font: { src: REGULAR } },
      { text: fact.value, font: { src: BOLD } },
    ]),
  });
}

const CELL_PADDING = { vertical: 2, horizontal: 3 };

/** A row's height as pdfkit's table will lay it out: its tallest cell plus the padding. */
function measureRow(doc: Doc, cells: readonly string[], widths: readonly number[], font: string): number {
  doc.font(font).fontSize(BODY_SIZE);
  const heights = cells.map((text, index) =>
    doc.heightOfString(text === '' ? ' ' : text, {
      width: (widths[index] ?? 0) - 2 * CELL_PADDING.horizontal,
    }),
  );
  return Math.max(...heights) + 2 * CELL_PADDING.vertical;
}

/**
 * pdfkit's table continues on a new page by itself but without the column headings, so the rows
 * are split into pages here and each page's part is drawn as a table with the headings first.
 */
function drawTable(doc: Doc, table: Table): void {
  const width = contentWidth(doc);
  const totalWeight = table.columns.reduce((sum, column) => sum + column.weight, 0);
  const widths = table.columns.map((column) => (width * column.weight) / totalWeight);
  const align = (index: number) => ({ x: table.columns[index]?.align ?? 'left', y: 'top' as const });
  const header = table.columns.map((column, index) => ({
    text: column.heading,
    font: { src: BOLD },
    align: align(index),
    border: { bottom: RULE_WIDTH },
    type: 'TH' as const,
  }));
  const headerHeight = measureRow(
    doc,
    table.columns.map((column) => column.heading),
    widths,
    BOLD,
  );
  let previousWasTotal = false;
  const rows = table.rows.map((row) => {
    const isTotal = row.emphasis === 'total';
    const ruleAbove = isTotal && !previousWasTotal;
    previousWasTotal = isTotal;
    const font = isTotal ? BOLD : REGULAR;
    return {
      height: measureRow(doc, row.cells, widths, font),
      cells: row.cells.map((text, index) => ({
        text,
        font: { src: font },
        align: align(index),
        border: ruleAbove ? { top: RULE_WIDTH } : 0,
      })),
    };
  });
  let next = 0;
  do {
    // pdfkit moves a row that reaches the bottom margin; a point of slack keeps our split first.
    const room = doc.page.maxY() - doc.y - headerHeight - 1;
    let end = next;
    let used = 0;
    while (end < rows.length && used + (rows[end]?.height ?? 0) < room) used += rows[end++]?.height ?? 0;
    const atPageTop = doc.y <= doc.page.margins.top + 1;
    if (end === next && next < rows.length && !atPageTop) {
      doc.addPage();
      continue;
    }
    // A single row taller than a page is left to pdfkit, which clamps it.
    if (end === next && next < rows.length) end = next + 1;
    doc.fontSize(BODY_SIZE).table({
      columnStyles: widths,
      defaultStyle: { border: 0, padding: CELL_PADDING },
      data: [header, ...rows.slice(next, end).map((row) => row.cells)],
    });
    next = end;
    if (next < rows.length) doc.addPage();
  } while (next < rows.length);
}

function drawBlock(doc: Doc, block: DocumentBlock): void {
  doc.x = doc.page.margins.left;
  if (block.kind === 'page-break') {
    doc.addPage();
    return;
  }
  if (block.kind === 'heading') doc.font(BOLD).fontSize(13).text(block.text).moveDown(0.3);
  else if (block.kind === 'text') doc.font(REGULAR).fontSize(BODY_SIZE).text(block.text);
  else if (block.kind === 'facts') drawFacts(doc, block.facts);
  else drawTable(doc, block);
  doc.moveDown();
}

/** Numbers the pages once the layout has placed them all (pages are buffered until then). */
function drawFooters(doc: Doc, issuerName: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = 0; index < count; index++) {
    doc.switchToPage(start + index);
    // Text below the bottom margin would open a new page; the footer lives in that margin.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - bottomMargin / 2 - 4;
    const options = { width: contentWidth(doc), lineBreak: false } as const;
    doc.font(REGULAR).fontSize(8).fillColor('#555555');
    doc.text(issuerName, doc.page.margins.left, y, options);
    doc.text(formatPageNumber(index + 1, count), doc.page.margins.left, y, { ...options, align: 'right' });
    doc.page.margins.bottom = bottomMargin;
  }
}

export async function renderPdf(view: DocumentView, options: RenderPdfOptions = {}): Promise<Buffer> {
  assertDocumentView(view);
  const fonts = getDocumentFonts();
  const doc = new PDFDocument({
    size: 'A4',
    layout: view.orientation ?? 'portrait',
    margin: MARGIN,
    // No default font: pdfkit would parse Helvetica's metrics for every document (a tenth of the
    // CPU of a payslip) only for our own fonts to replace it before the first text.
    font: '',
    bufferPages: true,
    lang: view.language,
    displayTitle: true,
    info: {
      Title: view.title,
      Author: view.issuer.name,
      Creator: 'Lönsam',
      CreationDate: options.createdAt ?? new Date(),
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // pdfkit takes an already parsed fontkit font (it checks for `layout`); its types list only
  // paths and bytes. The family must be the PostScript name: a table cell with its own font
  // switches back by (source, family), and only that name finds the font already open; any other
  // opens and compares it again for every cell, which took most of the render time.
  doc.registerFont(
    REGULAR,
    fonts.regular as unknown as PDFKit.Mixins.PDFFontSource,
    fonts.regular.postscriptName,
  );
  doc.registerFont(BOLD, fonts.bold as unknown as PDFKit.Mixins.PDFFontSource, fonts.bold.postscriptName);
  drawLetterhead(doc, view.issuer);
  for (const block of view.blocks) drawBlock(doc, block);
  drawFooters(doc, view.issuer.name);
  doc.end();
  return finished;
}

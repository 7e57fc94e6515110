import type { PayslipDetailView } from '@lonsam/domain/contracts/payslips/payslip-shapes';
import type { DocumentView } from '@lonsam/domain/documents/document-view';
import {
  buildPayslipDocument,
  payslipDocumentView,
  payslipRunDocumentView,
} from '@lonsam/domain/documents/payslip-document';

/*
 * Payslips as A4 PDFs, drawn from the same view model as the web page
 * (domain/documents/payslip-document.ts). The renderer is imported on first use: pdfkit and
 * its fonts cost 100–250 ms to load, which the server's start should not pay.
 */

async function render(view: DocumentView): Promise<Buffer> {
  const { renderPdf } = await import('../../documents/render-pdf.ts');
  return renderPdf(view);
}

export function renderPayslipPdf(detail: PayslipDetailView): Promise<Buffer> {
  return render(payslipDocumentView(buildPayslipDocument(detail)));
}

export function renderRunPayslipsPdf(
  runLabel: string,
  details: readonly PayslipDetailView[],
): Promise<Buffer> {
  return render(payslipRunDocumentView(details.map(buildPayslipDocument), runLabel));
}

/** "Åsa Öberg" → "asa-oberg": a file name every system takes; the UTF-8 name goes in filename*. */
function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function pdfDisposition(name: string): string {
  const fileName = `${name}.pdf`;
  return `attachment; filename="${slug(name)}.pdf"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function payslipFileName(detail: Pick<PayslipDetailView, 'period' | 'employeeName'>): string {
  return `lönespecifikation-${detail.period}-${detail.employeeName}`;
}

import type { DocumentView } from '@lonsam/domain/documents/document-view';
import type { ReportCompany } from '@lonsam/domain/documents/report-documents';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/*
 * The printable reports (Lönejournal, Skatter och avgifter, Semesterskuld) as A4 PDFs. The routes
 * run the same query as the report's JSON, with the caller's scope (a manager's team), and the
 * domain turns the answer into a document view; the renderer is imported on first use, since
 * pdfkit and its fonts cost 100–250 ms to load, which the server's start should not pay.
 */

export async function readReportCompany(db: Kysely<Database>, employerId: string): Promise<ReportCompany> {
  const employer = await db
    .selectFrom('employer')
    .select(['name', 'org_number'])
    .where('id', '=', employerId)
    .executeTakeFirstOrThrow();
  return { name: employer.name, organisationNumber: employer.org_number };
}

export async function renderReportPdf(view: DocumentView): Promise<Buffer> {
  const { renderPdf } = await import('../../documents/render-pdf.ts');
  return renderPdf(view);
}

/** "lönejournal-2026-01" → an ASCII file name every system takes, the Swedish one in filename*. */
export function reportPdfDisposition(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `attachment; filename="${ascii}.pdf"; filename*=UTF-8''${encodeURIComponent(`${name}.pdf`)}`;
}

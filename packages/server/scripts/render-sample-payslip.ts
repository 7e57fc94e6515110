// Writes the sample payslip as a PDF to look at: node packages/server/scripts/render-sample-payslip.ts out.pdf
import { writeFileSync } from 'node:fs';
import { SAMPLE_PAYSLIP_INPUT } from '@lonsam/domain/documents/payslip-sample';
import { buildPayslipView } from '@lonsam/domain/documents/payslip-view';
import { renderPdf } from '../src/documents/render-pdf.ts';

const target = process.argv[2] ?? 'sample-payslip.pdf';
writeFileSync(target, await renderPdf(buildPayslipView(SAMPLE_PAYSLIP_INPUT)));
console.log(`wrote ${target}`);

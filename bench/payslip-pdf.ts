/**
 * PDF documents benchmark: loading the renderer (pdfkit + fontkit), the first payslip (parses the
 * fonts), then warm payslips one after another, as a payroll run would render them. The last
 * stdout line is one JSON object.
 */
import { loadavg } from 'node:os';
import { SAMPLE_PAYSLIP_INPUT } from '@lonsam/domain/documents/payslip-sample';
import { buildPayslipView } from '@lonsam/domain/documents/payslip-view';

const WARM_RENDERS = 200;

const importStart = performance.now();
const { renderPdf } = await import('../packages/server/src/documents/render-pdf.ts');
const importMs = performance.now() - importStart;

const view = buildPayslipView(SAMPLE_PAYSLIP_INPUT);
const firstStart = performance.now();
const first = await renderPdf(view);
const firstMs = performance.now() - firstStart;

const times: number[] = [];
// CPU time is reported too: on a shared machine it moves much less than wall time.
const cpuStart = process.cpuUsage();
const runStart = performance.now();
for (let index = 0; index < WARM_RENDERS; index++) {
  const start = performance.now();
  await renderPdf(view);
  times.push(performance.now() - start);
}
const runMs = performance.now() - runStart;
const cpu = process.cpuUsage(cpuStart);
times.sort((a, b) => a - b);
const at = (fraction: number) => Number((times[Math.floor(fraction * (times.length - 1))] ?? 0).toFixed(2));

console.log(
  JSON.stringify({
    bench: 'payslip-pdf',
    importMs: Math.round(importMs),
    firstRenderMs: Math.round(firstMs),
    warmP50Ms: at(0.5),
    warmP95Ms: at(0.95),
    payslipsPerSecond: Math.round((WARM_RENDERS / runMs) * 1000),
    cpuMsPerPayslip: Number(((cpu.user + cpu.system) / 1000 / WARM_RENDERS).toFixed(2)),
    bytes: first.length,
    rssMb: Math.round(process.memoryUsage().rss / 1e6),
    loadAverage: Number((loadavg()[0] ?? 0).toFixed(1)),
  }),
);

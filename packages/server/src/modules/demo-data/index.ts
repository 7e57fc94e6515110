// What other modules may use of demo-data (biome.json's server import rules).
export { demoPayrollHistoryJob } from './demo-payroll-history-job.ts';
export { type DemoDataSettings, insertDemoData } from './insert-demo-data.ts';

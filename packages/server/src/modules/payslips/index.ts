// What other modules may use of the payslips (biome.json's server import rules); docs/payroll-runs.md.
export { payslipRoutes } from './payslip-routes.ts';

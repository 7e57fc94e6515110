// What other modules may use of the reports (biome.json's server import rules).
export { monthVacationAccrualVoucher } from './liability-queries.ts';
export { reportRoutes } from './report-routes.ts';

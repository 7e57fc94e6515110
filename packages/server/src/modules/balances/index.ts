// What other modules may use of the balances (biome.json's server import rules).

export {
  type EmploymentRow,
  listVacationBalances,
  loadPayrollBalances,
  type PayrollBalances,
} from './balance-queries.ts';
export { balanceRoutes } from './balance-routes.ts';
export { summariseVacation, summariseVacationAt } from './vacation-summaries.ts';
export { vacationYearEndJob } from './vacation-year-end-job.ts';
export { vacationYearEndScheduleJob } from './vacation-year-end-schedule.ts';
export { loadYearEndPayouts, type YearEndPayout } from './year-end-payouts.ts';

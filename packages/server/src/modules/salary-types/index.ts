// What other modules may use of the salary-type catalogue (biome.json's server import rules).
export { salaryTypeRoutes } from './salary-type-routes.ts';
export { listSalaryTypeViews, seedStandardSalaryTypes } from './salary-type-store.ts';

// What other modules may use of the salary-type catalogue (biome.json's server import rules).
export { salaryTypeRoutes } from './salary-type-routes.ts';
export { seedStandardSalaryTypes } from './salary-type-store.ts';

// What other modules may use of employer (biome.json's server import rules).
export { listIdentityCompanies } from './list-identity-companies.ts';

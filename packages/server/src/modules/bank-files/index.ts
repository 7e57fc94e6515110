// What other modules may use of the salary payment files (biome.json's server import rules);
// docs/agi-and-bank-files.md.
export { bankFileRoutes } from './bank-file-routes.ts';

// What other modules may use of the AGI (biome.json's server import rules); docs/agi-and-bank-files.md.
export { agiRoutes } from './agi-routes.ts';
export { stockholmDateTime } from './local-time.ts';

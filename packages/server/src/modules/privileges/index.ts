// What other modules may use of privileges (biome.json's server import rules).
export { findActiveTenantPackaging } from './active-packaging.ts';

// What other modules may use of tenant-manager (biome.json's server import rules).
export { listTenantManagerIdsOf } from './operators.ts';

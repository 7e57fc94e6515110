// What other modules may use of privileges (biome.json's server import rules).
export { findActiveTenantPackaging } from './active-packaging.ts';
export { loadPackagingPrivileges } from './load-packaging-privileges.ts';
export { STANDARD_CUSTOMER } from './standard-packagings.ts';

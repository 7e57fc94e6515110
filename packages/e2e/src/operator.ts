/**
 * The first operator of the product the browser tests start (seeded from these variables on the
 * empty database, see docs/tenant-manager.md). Fixed, so that tests need not read the server log.
 */
export const E2E_OPERATOR = {
  email: 'drift-e2e@example.se',
  password: 'ett långt driftlösenord för e2e',
} as const;

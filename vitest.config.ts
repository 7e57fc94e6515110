import { defineConfig } from 'vitest/config';

// Server tests always run on PGlite; with DATABASE_URL set they run a second time on PostgreSQL.
const serverOnPostgres = process.env.DATABASE_URL
  ? [
      {
        extends: './packages/server/vitest.config.ts',
        test: { name: 'server:postgres', root: './packages/server', env: { TEST_DB: 'postgres' } },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: [
      './packages/domain',
      {
        extends: './packages/server/vitest.config.ts',
        test: { name: 'server:pglite', root: './packages/server', env: { TEST_DB: 'pglite' } },
      },
      ...serverOnPostgres,
      './packages/web',
      './packages/e2e',
    ],
  },
});

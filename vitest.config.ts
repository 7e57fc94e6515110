import { defineConfig } from 'vitest/config';

// Server tests always run on PGlite; with DATABASE_URL set they run a second time on PostgreSQL.
const serverOnPostgres = process.env.DATABASE_URL
  ? [
      {
        extends: './packages/server/vitest.config.ts',
        test: {
          name: 'server:postgres',
          root: './packages/server',
          env: { TEST_DB: 'postgres' },
          // What only the embedded database has (its prebuilt image) runs in server:pglite.
          exclude: ['**/node_modules/**', 'src/**/*.pglite.test.ts'],
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: [
      './packages/domain',
      {
        extends: './packages/server/vitest.config.ts',
        test: {
          name: 'server:pglite',
          root: './packages/server',
          env: { TEST_DB: 'pglite' },
          // What only a PostgreSQL server can show (a dropped connection) runs in server:postgres.
          exclude: ['**/node_modules/**', 'src/**/*.postgres.test.ts'],
        },
      },
      ...serverOnPostgres,
      './packages/web',
      './packages/e2e',
    ],
  },
});

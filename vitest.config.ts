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
      // Not `extends` of the web config: Vitest adds the include lists together.
      {
        test: {
          name: 'web:own-process',
          root: './packages/web',
          environment: 'jsdom',
          include: ['src/**/*.own-process.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
          css: false,
          pool: 'forks',
          maxWorkers: 2,
          // Vitest runs projects of another worker setting in their own group: after the rest.
          sequence: { groupOrder: 1 },
        },
      },
      './packages/e2e',
    ],
  },
});

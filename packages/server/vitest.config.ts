import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One PGlite instance per worker costs 1.5–3 s to start; sharing modules across the files of a
    // worker lets src/db/test-db.ts reuse it and isolate each file by schema instead.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

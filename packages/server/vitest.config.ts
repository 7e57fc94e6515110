import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One PGlite instance per worker costs 1.5–3 s to start; sharing modules across the files of a
    // worker lets src/db/test-db.ts reuse it and isolate each file by schema instead.
    isolate: false,
    // Starting PGlite took 15–20 s while other suites loaded the 2 cores (load average 13); the
    // limits leave room for that and still stop a hung test.
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});

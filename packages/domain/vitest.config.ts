import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    // Pure functions and no shared mutable state: one module graph for all files instead of one
    // per file (the project took 31 s isolated, 5 s not, on 28 Nov 2026 with 984 tests).
    isolate: false,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      // The bar: the run fails if line coverage of the package drops below 95 %.
      thresholds: { lines: 95 },
    },
  },
});

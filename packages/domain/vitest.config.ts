import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    // Each project resolves its own worker count: a root `maxWorkers` does not reach a project
    // given as a directory or extending another file, so every file ran on one worker (cores − 1)
    // until 29 Nov 2026. Three keep both cores busy while some files wait on timers or child
    // processes (domain, server and web tests: 1 244 s on one worker, 518 s on three). Vitest
    // refuses projects of one group with different counts: keep this equal in domain, server, web.
    maxWorkers: 3,
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

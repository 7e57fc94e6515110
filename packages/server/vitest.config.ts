import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Each project resolves its own worker count: a root `maxWorkers` does not reach a project
    // given as a directory or extending another file, so every file ran on one worker (cores − 1)
    // until 29 Nov 2026. Three keep both cores busy while some files wait on timers or child
    // processes (domain, server and web tests: 1 244 s on one worker, 518 s on three). Vitest
    // refuses projects of one group with different counts: keep this equal in domain, server, web.
    maxWorkers: 3,
    // One PGlite instance per worker costs 1.5–3 s to start; sharing modules across the files of a
    // worker lets src/db/test-db.ts reuse it and isolate each file by schema instead.
    isolate: false,
    // Starting PGlite took 15–20 s while other suites loaded the 2 cores (load average 13); the
    // limits leave room for that and still stop a hung test.
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});

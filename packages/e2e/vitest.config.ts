import { defineConfig } from 'vitest/config';

// Browser tests against the product started as the README says (`npm start`), one server for all files.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/global-setup.ts'],
    // One server and one Chromium at a time: files run one after another.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
});

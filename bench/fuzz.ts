// The fuzz gate (packages/server/src/gates/fuzz.test.ts) run long: FUZZ_RUNS (default 200) generated
// requests and every hostile request per route, on PGlite and on PostgreSQL, each with a new seed
// unless FUZZ_SEED is given. CI runs the same gate with a fixed seed and 4 + 3 requests per route.
// BENCH_ENGINES=pglite (or postgres) runs one engine; BENCH_POSTGRES_URL names the server.
// Prints the failures vitest reports and, last, one JSON object per the bench convention.

import { spawnSync } from 'node:child_process';

const RUNS = process.env.FUZZ_RUNS ?? '200';
const SEED = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 1_000_000));
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');

type EngineResult = { engine: string; passed: boolean; seconds: number; summary: string };

function runEngine(engine: string): EngineResult {
  const started = Date.now();
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--project', `server:${engine}`, 'packages/server/src/gates/fuzz.test.ts'],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        FUZZ_RUNS: RUNS,
        FUZZ_SEED: SEED,
        FUZZ_HOSTILE: 'all',
        ...(engine === 'postgres' ? { DATABASE_URL: POSTGRES_URL } : {}),
      },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const output = `${run.stdout}\n${run.stderr}`;
  if (run.status !== 0) console.error(output.slice(-20_000));
  return {
    engine,
    passed: run.status === 0,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    summary: /fuzz: [^\n]*/.exec(output)?.[0] ?? 'no summary',
  };
}

const results = engines.map(runEngine);
console.log(JSON.stringify({ bench: 'fuzz', runsPerRoute: Number(RUNS), seed: Number(SEED), results }));
process.exit(results.every((result) => result.passed) ? 0 : 1);

// Time from spawning the production server (node packages/server/src/main.ts, PGlite) to its first
// successful GET /api/health: with a fresh DATA_DIR (initdb + migrations) and with an existing one.
import { createTempDir, median, SERVER_MAIN, spawnServer, waitForOk } from './lib/server-process.ts';

const RUNS = 3;

async function timeStart(dataDir: string): Promise<number> {
  const startedAt = performance.now();
  const server = await spawnServer(SERVER_MAIN, { DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  try {
    return await waitForOk(`${server.url}/api/health`, startedAt);
  } finally {
    await server.stop();
  }
}

const freshMs: number[] = [];
const existingMs: number[] = [];
const dataDirs: Array<Awaited<ReturnType<typeof createTempDir>>> = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const fresh = await createTempDir('lonsam-bench-startup-');
    dataDirs.push(fresh);
    freshMs.push(await timeStart(fresh.dir));
  }
  // The last fresh start left a migrated data directory behind: start on it again.
  for (let run = 0; run < RUNS; run++) existingMs.push(await timeStart(dataDirs.at(-1)!.dir));
} finally {
  await Promise.all(dataDirs.map((dir) => dir.remove()));
}

const round = (ms: number) => Math.round(ms);
console.log(
  `start to first /api/health: fresh DATA_DIR ${round(median(freshMs))} ms, existing ${round(median(existingMs))} ms (median of ${RUNS})`,
);
console.log(
  JSON.stringify({
    bench: 'startup',
    runs: RUNS,
    freshDataDirMs: round(median(freshMs)),
    existingDataDirMs: round(median(existingMs)),
    freshRunsMs: freshMs.map(round),
    existingRunsMs: existingMs.map(round),
  }),
);

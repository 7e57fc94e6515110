// Requests per second of GET /api/health on our app (PGlite, temp DATA_DIR, log level warn) next to a
// bare Fastify app answering {} on the same machine, and their ratio. Servers run in their own
// processes so that autocannon does not share their event loop.

import path from 'node:path';
import autocannon from 'autocannon';
import { createTempDir, REPO_ROOT, SERVER_MAIN, spawnServer, waitForOk } from './lib/server-process.ts';

const CONNECTIONS = 10;
const WARMUP_SECONDS = 1;
const MEASURE_SECONDS = 5;

async function measure(url: string): Promise<{ requestsPerSecond: number; p99Ms: number; errors: number }> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: MEASURE_SECONDS });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const bare = await spawnServer(path.join(REPO_ROOT, 'bench/lib/bare-fastify-server.ts'));
let baseline: Awaited<ReturnType<typeof measure>>;
try {
  await waitForOk(`${bare.url}/`, performance.now());
  baseline = await measure(`${bare.url}/`);
} finally {
  await bare.stop();
}

const dataDir = await createTempDir('lonsam-bench-health-');
const app = await spawnServer(SERVER_MAIN, { DATA_DIR: dataDir.dir, LOG_LEVEL: 'warn' });
let health: Awaited<ReturnType<typeof measure>>;
try {
  await waitForOk(`${app.url}/api/health`, performance.now());
  health = await measure(`${app.url}/api/health`);
} finally {
  await app.stop();
  await dataDir.remove();
}

const ratio = Math.round((health.requestsPerSecond / baseline.requestsPerSecond) * 1000) / 1000;
console.log(
  `GET /api/health: ${health.requestsPerSecond} req/s (p99 ${health.p99Ms} ms); bare Fastify: ${baseline.requestsPerSecond} req/s; ratio ${ratio}`,
);
console.log(
  JSON.stringify({
    bench: 'health',
    connections: CONNECTIONS,
    seconds: MEASURE_SECONDS,
    healthRequestsPerSecond: health.requestsPerSecond,
    healthP99Ms: health.p99Ms,
    healthErrors: health.errors,
    bareFastifyRequestsPerSecond: baseline.requestsPerSecond,
    bareFastifyErrors: baseline.errors,
    ratio,
  }),
);

// Development: the API (reloaded by `node --watch` when its sources change) and the Vite dev server
// (hot module replacement) side by side. Vite forwards /api to the API (PORT, default 3000). Ctrl-C stops both.
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const apiPort = process.env.PORT ?? '3000';
const isTerminal = Boolean(process.stdout.isTTY);
const colourEnv = isTerminal ? { FORCE_COLOR: '1' } : {};

type Service = { name: string; colour: string; child: ChildProcess };

function startService(name: string, colour: string, args: string[], env: NodeJS.ProcessEnv): Service {
  // process.execPath is the pinned Node 24 that runs this script; a bare `node` could be the system one.
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...colourEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = isTerminal ? `\x1b[${colour}m[${name}]\x1b[0m ` : `[${name}] `;
  for (const [stream, target] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    if (!stream) continue;
    createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
      target.write(`${prefix}${line}\n`);
    });
  }
  return { name, colour, child };
}

const services = [
  // The development outbox (/dev/mail) and BankID simulator (/dev/bankid): on for `npm run dev` only.
  startService('api', '36', ['--watch', 'packages/server/src/main.ts'], {
    PORT: apiPort,
    LONSAM_DEV_TOOLS: process.env.LONSAM_DEV_TOOLS ?? '1',
  }),
  // Extra arguments go to Vite, e.g. `npm run dev -- --port 5180 --host`.
  startService('web', '35', ['node_modules/vite/bin/vite.js', 'packages/web', ...process.argv.slice(2)], {
    VITE_API_PROXY: process.env.VITE_API_PROXY ?? `http://localhost:${apiPort}`,
  }),
];

let isStopping = false;
let exitCode = 0;

function stopAll(code: number): void {
  if (isStopping) return;
  isStopping = true;
  exitCode = code;
  for (const { child } of services) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
  // A child that ignores SIGTERM must not keep the terminal.
  setTimeout(() => {
    for (const { child } of services) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }, 5000).unref();
}

let running = services.length;
for (const { name, child } of services) {
  child.on('exit', (code, signal) => {
    running--;
    if (!isStopping) {
      console.error(`[dev] ${name} stopped (${signal ?? `exit ${code}`}); stopping the rest`);
      stopAll(code === 0 ? 1 : (code ?? 1));
    }
    if (running === 0) process.exit(exitCode);
  });
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

import { enableCompileCache } from 'node:module';

// Node keeps the compiled code of every module loaded from here on (and the TypeScript it stripped)
// in its compile cache, os.tmpdir()/node-compile-cache or NODE_COMPILE_CACHE: a restart then loads
// the app in about 60 % of the CPU time (docs/architecture.md, *Start-up*). Stale entries are
// checked and ignored; NODE_DISABLE_COMPILE_CACHE=1 turns it off.
enableCompileCache();
// Before the app's modules load and PGlite opens: see settle-next-tick.ts (scripts/start.ts,
// which imports this file, settles it first too).
await (await import('./settle-next-tick.ts')).settleNextTick();
const { ConfigError, loadConfig } = await import('./config.ts');
const { startServer } = await import('./server.ts');

// Entry point of `npm start`: configuration errors are one line for the operator, never a stack trace.
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const server = await startServer(config);
  // PGlite: `npm run backup` asks this process for the copy (db/backup.ts).
  const connection = server.database.jobConnection;
  const stopBackups =
    connection.engine === 'pglite'
      ? await (await import('./db/backup.ts')).serveBackupsOnSignal({
          dataDir: config.dataDir,
          db: server.database.db,
          pglite: connection.pglite,
          log: server.app.log,
        })
      : undefined;
  process.stdout.write(`Lönsam kör på ${server.url}\n`);

  let isStopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (isStopping) return;
    isStopping = true;
    server.app.log.info({ signal }, 'shutting down: draining in-flight requests');
    try {
      await stopBackups?.();
      await server.stop();
      process.exit(0);
    } catch (error) {
      server.app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Lönsam could not start: ${message}\n`);
  process.exit(1);
});

import { Kysely } from 'kysely';
import { serveBackupsOnSignal } from '../backup.ts';
import { openPGlite, PGliteDialect } from '../pglite-dialect.ts';
import type { Database } from '../schema.ts';

/**
 * What main.ts does for backups, without the rest of the app (whose start on a busy 2-core machine
 * took minutes): holds `DATA_DIR/pglite` open, answers SIGUSR2 with a backup, prints `ready`, and on
 * SIGTERM stops serving, closes the database and exits 0.
 */
const dataDir = process.env.DATA_DIR!;
const pglite = await openPGlite(`${dataDir}/pglite`, { trigram: true });
const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite, closeOnDestroy: true }) });
const log = { info: () => {}, error: (object: object) => console.error(object) };
const stop = await serveBackupsOnSignal({ dataDir, db, pglite, log });
// The app keeps working while the backup is taken: a statement every 20 ms.
const busy = setInterval(() => {
  db.selectFrom('employer')
    .select('id')
    .execute()
    .catch(() => {});
}, 20);
process.once('SIGTERM', async () => {
  clearInterval(busy);
  await stop();
  await db.destroy();
  process.exit(0);
});
console.log('ready');

import { openKillPointDatabase } from '../../../db/testing/kill-point.ts';
import { commitImport } from '../employee-csv-service.ts';

/**
 * Another process committing an employee CSV import (the kill test, employee-import-kill.test.ts):
 * `IMPORT_EMPLOYER_ID` and the file in `IMPORT_CSV`, on the database and kill point of
 * `openKillPointDatabase`. Prints `outcome <json>` if it gets to the end.
 */
const env = process.env;
const db = await openKillPointDatabase(env);
const employerId = env.IMPORT_EMPLOYER_ID!;
const outcome = await commitImport(
  db,
  {
    scope: {
      employerId,
      roleId: employerId,
      role: 'admin',
      employmentId: null,
      packagingId: null,
      privileges: [],
    },
    audit: { actorIdentityId: null, requestId: 'kill-test' },
    now: new Date(),
  },
  env.IMPORT_CSV!,
);
console.log(`outcome ${JSON.stringify(outcome)}`);
await db.destroy();

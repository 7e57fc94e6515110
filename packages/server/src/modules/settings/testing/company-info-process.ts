import { openKillPointDatabase } from '../../../db/testing/kill-point.ts';
import { updateCompanyInfo } from '../company-settings.ts';

/**
 * Another process saving Företagsuppgifter (the kill test, settings-kill.test.ts): `SAVE_EMPLOYER_ID`,
 * `SAVE_VERSION` and the value as JSON in `SAVE_VALUE`, on the database and kill point of
 * `openKillPointDatabase`. Prints `outcome <json>` if it gets to the end.
 */
const env = process.env;
const db = await openKillPointDatabase(env);
const employerId = env.SAVE_EMPLOYER_ID!;
const outcome = await updateCompanyInfo(db, {
  scope: {
    employerId,
    roleId: employerId,
    role: 'admin',
    employmentId: null,
    packagingId: null,
    privileges: [],
  },
  audit: { actorIdentityId: null, requestId: 'kill-test' },
  version: Number(env.SAVE_VERSION),
  value: JSON.parse(env.SAVE_VALUE!),
});
console.log(`outcome ${JSON.stringify(outcome)}`);
await db.destroy();

import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { killHard, spawnUntilKillPoint } from '../../db/testing/kill-point.ts';
import { openKillTestData } from '../../db/testing/kill-test-data.ts';
import { createPayrollCompany } from '../payroll-runs/calculation/testing/calculation-test-setup.ts';
import { readCompanyInfo, updateCompanyInfo } from './company-settings.ts';

// Issue 23: the process is killed with SIGKILL while it saves a settings section; after a restart on
// the same data (a PGlite data directory, or the PostgreSQL database) the section, the company's name
// and the audit trail are as before the save, and saving again gives what one clean save gives.
// Företagsuppgifter writes the most: the document, its audit event, then the name on the employer row.

const SAVE_PROCESS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'testing/company-info-process.ts',
);

const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) await killHard(child);
});

const contact = { name: 'Lisa Lön', phone: '08-123 456', email: 'lisa@exempel.se' };

async function stored(db: Kysely<Database>, employerId: string) {
  const employer = await db
    .selectFrom('employer')
    .select('name')
    .where('id', '=', employerId)
    .executeTakeFirstOrThrow();
  const settings = await db
    .selectFrom('employer_setting')
    .select(['section', 'version', 'value'])
    .where('employer_id', '=', employerId)
    .orderBy('section')
    .execute();
  const audit = await db
    .selectFrom('audit_event')
    .select(['action', 'after'])
    .where('employer_id', '=', employerId)
    .orderBy('occurred_at')
    .execute();
  return { name: employer.name, settings, audit };
}

describe('a settings save killed mid-transaction', () => {
  it('leaves the section, the name and the audit as they were, and the saved-again value is whole', async () => {
    const data = await openKillTestData();
    try {
      const employerId = await createPayrollCompany(data.db, 'Före AB');
      const scope = {
        employerId,
        roleId: employerId,
        role: 'admin' as const,
        employmentId: null,
        packagingId: null,
        privileges: [],
      };
      const audit = { actorIdentityId: null, requestId: 'first' };
      const first = await updateCompanyInfo(data.db, {
        scope,
        audit,
        version: 0,
        value: { name: 'Före AB', agiContact: contact, agiDeclarationDay: 'twelfth' },
      });
      expect(first.version).toBe(1);
      const before = await stored(data.db, employerId);

      const value = {
        name: 'Efter AB',
        agiContact: { ...contact, name: 'Per Post' },
        agiDeclarationDay: 'twentySixth',
      };
      await data.handOver();
      const child = await spawnUntilKillPoint(children, SAVE_PROCESS, {
        ...data.childEnv,
        SAVE_EMPLOYER_ID: employerId,
        SAVE_VERSION: '1',
        SAVE_VALUE: JSON.stringify(value),
        // The document is written and its audit event too; the name on the employer row is next.
        KILL_AT: '^insert into "audit_event"',
        KILL_AT_COUNT: '1',
      });
      await killHard(child);
      await data.reopen();

      expect(await stored(data.db, employerId)).toEqual(before);
      expect(await readCompanyInfo(data.db, employerId)).toMatchObject({
        version: 1,
        value: { name: 'Före AB', agiContact: contact, agiDeclarationDay: 'twelfth' },
      });

      // Saved again from the same form (version 1): version 2, the new name on the employer row and
      // in the document, one more audit event naming the three changed fields.
      const again = await updateCompanyInfo(data.db, {
        scope,
        audit: { ...audit, requestId: 'again' },
        version: 1,
        value,
      });
      expect(again).toMatchObject({ version: 2, value });
      const after = await stored(data.db, employerId);
      expect(after.name).toBe('Efter AB');
      expect(after.settings).toEqual([{ section: 'company-info', version: 2, value }]);
      expect(after.audit).toHaveLength(before.audit.length + 1);
      expect(after.audit.at(-1)).toEqual({
        action: 'settings.updated',
        after: {
          section: 'company-info',
          name: 'Efter AB',
          'agiContact.name': 'Per Post',
          agiDeclarationDay: 'twentySixth',
        },
      });
    } finally {
      await data.close();
    }
  }, 180_000);
});

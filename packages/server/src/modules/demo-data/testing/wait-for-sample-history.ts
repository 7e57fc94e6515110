import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { demoPayrollHistoryJob } from '../demo-payroll-history-job.ts';

/**
 * Waits until every test company's payroll history job in the database has finished (its progress
 * at 100 %), so a test that counts rows is not raced by a history still being made in the
 * background. Throws after `timeoutMs` (a history job that failed never reaches 100 %).
 */
export async function waitForSampleHistories(db: Kysely<Database>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { pending } = await db
      .selectFrom('job_progress')
      .select((eb) => eb.fn.countAll<string>().as('pending'))
      .where('kind', '=', demoPayrollHistoryJob.kind)
      .where('percent', '<', 100)
      .executeTakeFirstOrThrow();
    if (Number(pending) === 0) return;
    if (Date.now() > deadline) throw new Error(`${pending} sample payroll histories did not finish`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

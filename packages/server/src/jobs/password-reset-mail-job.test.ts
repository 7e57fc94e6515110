import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-db.ts';
import { AppError } from '../errors/app-error.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { startPasswordReset } from '../modules/password-reset/password-reset-service.ts';
import { type JobRunner, startJobRunner } from './job-runner.ts';
import { passwordResetMailJob } from './password-reset-mail-job.ts';

let testDb: TestDatabase;
let runner: JobRunner;
const sent: MailMessage[] = [];
let failuresLeft = 0;

beforeAll(async () => {
  testDb = await createTestDatabase();
  runner = await startJobRunner({
    connection: testDb.jobConnection,
    db: testDb.db,
    mailer: {
      kind: 'smtp',
      send: async (message) => {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw new AppError({ status: 503, code: 'MAIL_NOT_SENT', detail: 'SMTP is down (test)' });
        }
        sent.push(message);
      },
      close: () => {},
    },
    // The real policy waits 5–10 s before the first retry; the test shortens it.
    jobs: [{ ...passwordResetMailJob, retryDelaySeconds: 1 }],
    log: { info: () => {}, warn: () => {}, error: () => {} },
    pollingIntervalSeconds: 0.5,
  });
});

afterAll(async () => {
  await runner.stop();
  await testDb.close();
});

async function waitForMail(to: string): Promise<MailMessage> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const mail = sent.find((message) => message.to === to);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to}`);
}

describe('password reset mail job', () => {
  it('retries a mail the server refused, and mails a link whose token only the mail holds', async () => {
    const email = `reset-${crypto.randomUUID().slice(0, 8)}@example.se`;
    await testDb.db.insertInto('identity').values({ email }).execute();
    failuresLeft = 1;
    await startPasswordReset(testDb.db, runner, email, 'https://lon.example.se');
    const mail = await waitForMail(email);
    expect(failuresLeft).toBe(0);
    expect(mail.subject).toBe('Återställ ditt lösenord hos Lönsam');
    const token = /\/reset-password\/code\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    const reset = await testDb.db
      .selectFrom('password_reset')
      .select('token_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(reset.token_hash).toBe(createHash('sha256').update(token).digest('hex'));

    const { job_id: jobId } = await testDb.db
      .selectFrom('job_progress')
      .select('job_id')
      .where('kind', '=', 'mail.password-reset')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    // Neither the queued payload nor what the job kept afterwards holds the token.
    const { rows } = await sql<{ data: unknown; output: unknown }>`select data, output from ${sql.table(
      `${testDb.jobConnection.schema}.job`,
    )} where id = ${jobId}::uuid`.execute(testDb.db);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await runner.getStatus(jobId, null)).toMatchObject({ state: 'succeeded', attempts: 2 });
  });

  it('sends nothing for a reset that was used before the job ran', async () => {
    const email = `used-${crypto.randomUUID().slice(0, 8)}@example.se`;
    await testDb.db.insertInto('identity').values({ email }).execute();
    const stopped = await startJobRunner({
      connection: testDb.jobConnection,
      db: testDb.db,
      mailer: { kind: 'log', send: async () => {}, close: () => {} },
      jobs: [passwordResetMailJob],
      log: { info: () => {}, warn: () => {}, error: () => {} },
      work: false,
    });
    try {
      // Enqueued by a process that does not work, so the reset can be used before any runner sends.
      await startPasswordReset(testDb.db, stopped, email, 'https://lon.example.se');
    } finally {
      await stopped.stop();
    }
    await testDb.db
      .updateTable('password_reset')
      .set({ used_at: new Date() })
      .where('email', '=', email)
      .execute();
    const { job_id: jobId } = await testDb.db
      .selectFrom('job_progress')
      .select('job_id')
      .where('kind', '=', 'mail.password-reset')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    for (let attempt = 0; attempt < 200; attempt++) {
      const status = await runner.getStatus(jobId, null);
      if (status?.state === 'succeeded') {
        expect(status.result).toEqual({ sent: false });
        expect(sent.filter((message) => message.to === email)).toEqual([]);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the job did not run');
  });
});

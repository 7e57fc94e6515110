import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../db/test-db.ts';
import { signUp } from '../modules/auth/testing/auth-test-helpers.ts';
import { type JobRunner, startJobRunner } from './job-runner.ts';
import { createExecutionTable, recordingJob, release, steppedJob } from './testing/test-jobs.ts';

let testApp: TestApp;
let runner: JobRunner;
let owner: { cookie: string; identityId: string };
let stranger: { cookie: string };

async function signUpWithId(prefix: string): Promise<{ cookie: string; identityId: string }> {
  const email = `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.se`;
  const { cookie } = await signUp(testApp.app, testApp.db, email, 'ett-langt-losenord-1');
  const { id } = await testApp.db
    .selectFrom('identity')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { cookie, identityId: id };
}

beforeAll(async () => {
  testApp = await buildTestApp();
  await createExecutionTable(testApp.db);
  // A second runner on the app's queue, with the test's job kinds, stands in for a module's job.
  runner = await startJobRunner({
    connection: testApp.testDb.jobConnection,
    db: testApp.db,
    mailer: { kind: 'log', send: async () => {}, close: () => {} },
    jobs: [recordingJob('routes'), steppedJob('routes')],
    log: { info: () => {}, warn: () => {}, error: () => {} },
    pollingIntervalSeconds: 0.5,
  });
  owner = await signUpWithId('owner');
  stranger = await signUpWithId('stranger');
});

afterAll(async () => {
  await runner?.stop();
  await testApp.close();
});

function getJob(jobId: string, cookie?: string) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/jobs/${jobId}`,
    headers: cookie ? { cookie } : {},
  });
}

async function pollUntil(jobId: string, done: (body: { state: string; progress: number }) => boolean) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const response = await getJob(jobId, owner.cookie);
    expect(response.statusCode).toBe(200);
    if (done(response.json())) return response.json();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${jobId} never got there`);
}

describe('GET /api/jobs/:jobId', () => {
  it('shows its owner the state, progress and message while it runs, then the result', async () => {
    const jobId = await runner.enqueue(
      steppedJob('routes'),
      { label: 'lönekörning' },
      { ownerIdentityId: owner.identityId },
    );
    const running = await pollUntil(jobId, (body) => body.progress === 40);
    expect(running).toMatchObject({
      id: jobId,
      kind: 'test.stepped',
      state: 'running',
      progress: 40,
      message: 'Steg 1 av 2: lönekörning',
      attempts: 1,
      maxAttempts: 3,
      result: null,
      errorCode: null,
    });
    expect(new Date(running.createdAt).toString()).not.toBe('Invalid Date');
    release(jobId);
    const done = await pollUntil(jobId, (body) => body.state === 'succeeded');
    expect(done).toMatchObject({ progress: 100, result: { label: 'lönekörning', runner: 'routes' } });
  });

  it('answers 404 JOB_NOT_FOUND to anyone else, as for a job that does not exist', async () => {
    const jobId = await runner.enqueue(
      recordingJob('routes'),
      { n: 1, ms: 0 },
      { ownerIdentityId: owner.identityId },
    );
    const systemJobId = await runner.enqueue(recordingJob('routes'), { n: 2, ms: 0 });
    for (const [id, cookie] of [
      [jobId, stranger.cookie],
      [systemJobId, owner.cookie],
      [crypto.randomUUID(), owner.cookie],
      ['not-a-job-id', owner.cookie],
    ] as const) {
      const response = await getJob(id, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({ code: 'JOB_NOT_FOUND' });
    }
  });

  it('answers 401 without a session', async () => {
    const jobId = await runner.enqueue(
      recordingJob('routes'),
      { n: 3, ms: 0 },
      { ownerIdentityId: owner.identityId },
    );
    const response = await getJob(jobId);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('NOT_AUTHENTICATED');
  });
});

import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { createIdentityWithPassword } from '../auth/identity-store.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { ANY_CSRF } from '../auth/testing/auth-test-helpers.ts';

// Without PUBLIC_URL the reset link may only follow the request's Host where no victim receives the
// mail (the development outbox, the server log); mailed for real it would point wherever the
// attacker's Host header said.
let testApp: TestApp | undefined;

afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function addAccount(app: TestApp): Promise<string> {
  const email = `victim-${crypto.randomUUID().slice(0, 8)}@example.se`;
  await createIdentityWithPassword(
    app.db,
    { email, passwordHash: await hashPassword('ett-langt-losenord'), brand: 'lonsam' },
    { actorIdentityId: null, requestId: 'test' },
  );
  return email;
}

function startReset(app: TestApp, email: string, host: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/password-reset/start',
    headers: { ...ANY_CSRF, host },
    payload: { email },
  });
}

async function waitFor<T>(read: () => T | undefined | Promise<T | undefined>): Promise<T> {
  // The mail goes out through the job queue, which a loaded machine can hold for seconds.
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; ) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('timed out');
}

describe('reset link host without PUBLIC_URL', () => {
  it('with SMTP_URL (real mail) outside production: 503 PUBLIC_URL_MISSING, no reset and no mail', async () => {
    testApp = await buildTestApp({
      env: { SMTP_URL: 'smtp://127.0.0.1:9', LONSAM_DEV_TOOLS: '0', APP_ENV: 'staging' },
    });
    const email = await addAccount(testApp);
    const response = await startReset(testApp, email, 'evil.example');
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('PUBLIC_URL_MISSING');
    const resets = await testApp.db
      .selectFrom('password_reset')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(resets).toEqual([]);
  });

  it('the same with APP_ENV=development, the default of npm start', async () => {
    testApp = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9', LONSAM_DEV_TOOLS: '0' } });
    const response = await startReset(testApp, await addAccount(testApp), 'evil.example');
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('PUBLIC_URL_MISSING');
  });

  it('mail printed to the server log (npm start without SMTP_URL): the link follows the Host', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'warn' },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    testApp = await buildTestApp({ env: { LONSAM_DEV_TOOLS: '0' }, logger });
    const email = await addAccount(testApp);
    expect((await startReset(testApp, email, 'lonsam.local:3000')).statusCode).toBe(200);
    const line = await waitFor(() =>
      lines.find((entry) => entry.includes(email) && entry.includes('NOT sent')),
    );
    expect(line).toContain('http://lonsam.local:3000/reset-password/code/');
  });

  it('with LONSAM_DEV_TOOLS=1 (the development outbox): the link follows the Host', async () => {
    testApp = await buildTestApp();
    const email = await addAccount(testApp);
    expect((await startReset(testApp, email, 'dev.lonsam.test')).statusCode).toBe(200);
    const mail = await waitFor(() =>
      testApp!.db
        .selectFrom('dev_mail')
        .select('text_body')
        .where('to_address', '=', email)
        .executeTakeFirst(),
    );
    expect(mail.text_body).toContain('http://dev.lonsam.test/reset-password/code/');
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { ANY_CSRF, logIn, signUp } from '../auth/testing/auth-test-helpers.ts';

let testApp: TestApp;
const oldPassword = 'gammalt-losenord-1';
const newPassword = 'nytt-losenord-som-ar-langt';

beforeAll(async () => {
  testApp = await buildTestApp({ env: { PUBLIC_URL: 'https://lon.example.se' } });
});

afterAll(async () => {
  await testApp.close();
});

function uniqueEmail(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.se`;
}

function post(url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: { ...ANY_CSRF, ...headers },
    payload: payload as object,
  });
}

/** The mail goes out after the answer; wait for it to reach the outbox. */
async function readResetToken(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mail = await testApp.db
      .selectFrom('dev_mail')
      .select('text_body')
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const token = mail && /\/reset-password\/code\/([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no reset mail for ${email}`);
}

async function startReset(email: string): Promise<string> {
  expect((await post('/api/password-reset/start', { email })).statusCode).toBe(200);
  return readResetToken(email);
}

describe('password reset', () => {
  it('start answers 200 for an unknown email and sends nothing', async () => {
    const email = uniqueEmail('unknown');
    const response = await post('/api/password-reset/start', { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      await testApp.db.selectFrom('dev_mail').select('id').where('to_address', '=', email).execute(),
    ).toEqual([]);
  });

  it('mails a Swedish link to PUBLIC_URL/reset-password/code/{token}; the link reveals a 6-digit code', async () => {
    const email = uniqueEmail('link');
    await signUp(testApp.app, testApp.db, email, oldPassword);
    const token = await startReset(email);
    const mail = await testApp.db
      .selectFrom('dev_mail')
      .selectAll()
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Återställ ditt lösenord hos Lönsam');
    expect(mail.text_body).toContain(`https://lon.example.se/reset-password/code/${token}`);
    expect(mail.text_body).toContain('Länken är aktiv i 15 minuter');
    const reveal = await post(`/api/password-reset/code/${token}`);
    expect(reveal.statusCode).toBe(200);
    expect(reveal.json().code).toMatch(/^\d{6}$/);
    // Only a hash of the token is stored.
    const stored = await testApp.db.selectFrom('password_reset').select('token_hash').execute();
    expect(stored.some((row) => row.token_hash === token)).toBe(false);
  });

  it('an unknown or expired link answers 404 RESET_LINK_INVALID', async () => {
    expect((await post('/api/password-reset/code/not-a-token')).statusCode).toBe(404);
    const email = uniqueEmail('oldlink');
    await signUp(testApp.app, testApp.db, email, oldPassword);
    const token = await startReset(email);
    await testApp.db
      .updateTable('password_reset')
      .set({ link_expires_at: sql`now() - interval '1 second'` })
      .where('email', '=', email)
      .execute();
    const response = await post(`/api/password-reset/code/${token}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('RESET_LINK_INVALID');
  });

  it('complete sets the new password (audited), uses the code once and ends every session', async () => {
    const email = uniqueEmail('complete');
    const first = await signUp(testApp.app, testApp.db, email, oldPassword);
    const second = await logIn(testApp.app, email, oldPassword);
    const token = await startReset(email);
    const { code } = (await post(`/api/password-reset/code/${token}`)).json();
    const response = await post('/api/password-reset/complete', { email, code, password: newPassword });
    expect(response.statusCode).toBe(200);

    for (const cookie of [first.cookie, second.cookie!]) {
      const poke = await testApp.app.inject({ method: 'GET', url: '/api/poke', headers: { cookie } });
      expect(poke.statusCode).toBe(401);
    }
    expect((await logIn(testApp.app, email, oldPassword)).response.statusCode).toBe(401);
    expect((await logIn(testApp.app, email, newPassword)).response.statusCode).toBe(200);

    const again = await post('/api/password-reset/complete', {
      email,
      code,
      password: 'ett-tredje-losenord',
    });
    expect(again.statusCode).toBe(400);
    expect((await post(`/api/password-reset/code/${token}`)).statusCode).toBe(404);

    const identity = await testApp.db
      .selectFrom('identity')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const audit = await testApp.db
      .selectFrom('audit_event')
      .select(['action', 'before', 'after'])
      .where('entity_id', '=', identity.id)
      .where('action', '=', 'identity.password-reset')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toMatchObject({ email, hasPassword: true });
  });

  it('counts wrong codes: the fifth uses the code up', async () => {
    const email = uniqueEmail('wrong');
    await signUp(testApp.app, testApp.db, email, oldPassword);
    const token = await startReset(email);
    const { code } = (await post(`/api/password-reset/code/${token}`)).json();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await post('/api/password-reset/complete', {
        email,
        code: wrong,
        password: newPassword,
      });
      expect(response.json()).toMatchObject({
        code: 'WRONG_CODE',
        errors: { code: [`Fel kod (försök ${attempt}/5)`] },
      });
    }
    expect(
      (await post('/api/password-reset/complete', { email, code: wrong, password: newPassword })).json().code,
    ).toBe('CODE_USED_UP');
    expect(
      (await post('/api/password-reset/complete', { email, code, password: newPassword })).json().code,
    ).toBe('CODE_USED_UP');
    expect((await logIn(testApp.app, email, oldPassword)).response.statusCode).toBe(200);
  });

  it('a code expires after 15 minutes', async () => {
    const email = uniqueEmail('codeexpiry');
    await signUp(testApp.app, testApp.db, email, oldPassword);
    const token = await startReset(email);
    const { code } = (await post(`/api/password-reset/code/${token}`)).json();
    const row = await testApp.db
      .selectFrom('password_reset')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const minutes = (new Date(row.code_expires_at!).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThanOrEqual(15);
    await testApp.db
      .updateTable('password_reset')
      .set({ code_expires_at: sql`now() - interval '1 second'` })
      .where('id', '=', row.id)
      .execute();
    const response = await post('/api/password-reset/complete', { email, code, password: newPassword });
    expect(response.json().code).toBe('CODE_EXPIRED');
  });

  it('answers 400 for a short password or a malformed body', async () => {
    const short = await post('/api/password-reset/complete', {
      email: 'a@b.se',
      code: '123456',
      password: 'kort',
    });
    expect(short.statusCode).toBe(400);
    const bad = await post('/api/password-reset/start', { email: 12 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });
});

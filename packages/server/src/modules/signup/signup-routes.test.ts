import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { ANY_CSRF, logIn, readOutboxCode, readSessionCookie } from '../auth/testing/auth-test-helpers.ts';

let testApp: TestApp;
const password = 'ett-langt-losenord';

beforeAll(async () => {
  testApp = await buildTestApp();
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

async function startSignup(email: string) {
  const response = await post('/api/signup/start', { email, brand: 'personalkraft' });
  expect(response.statusCode).toBe(200);
  return readOutboxCode(testApp.db, email);
}

function wrongCodeFor(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('sign-up', () => {
  it('init answers 200', async () => {
    const response = await post('/api/signup/init');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });

  it('start mails a 6-digit code in Swedish with the brand name and stores only its hash', async () => {
    const email = uniqueEmail('kod');
    const code = await startSignup(email);
    expect(code).toMatch(/^\d{6}$/);
    const mail = await testApp.db
      .selectFrom('dev_mail')
      .selectAll()
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`${code} är din verifieringskod för Personalkraft`);
    expect(mail.text_body).toContain('Koden gäller i 15 minuter');
    const row = await testApp.db
      .selectFrom('signup_code')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(new Date(row.expires_at).getTime() - new Date(row.sent_at).getTime()).toBe(15 * 60_000);
  });

  it('start answers 429 while a code sent in the last 60 s is valid, and sends again after that', async () => {
    const email = uniqueEmail('resend');
    await startSignup(email);
    const again = await post('/api/signup/start', { email, brand: 'lonsam' });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('CODE_ALREADY_SENT');
    await testApp.db
      .updateTable('signup_code')
      .set({ sent_at: sql`sent_at - interval '61 seconds'` })
      .where('email', '=', email)
      .execute();
    expect((await post('/api/signup/start', { email, brand: 'lonsam' })).statusCode).toBe(200);
    const mails = await testApp.db
      .selectFrom('dev_mail')
      .select('id')
      .where('to_address', '=', email)
      .execute();
    expect(mails).toHaveLength(2);
  });

  it('verify accepts the code; wrong tries count to 5 and the fifth uses the code up', async () => {
    const email = uniqueEmail('verify');
    const code = await startSignup(email);
    const wrong = wrongCodeFor(code);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await post('/api/signup/verify', { email, code: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'WRONG_CODE',
        errors: { code: [`Fel kod (försök ${attempt}/5)`] },
      });
    }
    const fifth = await post('/api/signup/verify', { email, code: wrong });
    expect(fifth.json()).toMatchObject({ code: 'CODE_USED_UP', errors: { code: ['Koden är förbrukad'] } });
    // Used up: even the right code is refused now, and a new code can be asked for at once.
    expect((await post('/api/signup/verify', { email, code })).json().code).toBe('CODE_USED_UP');
    const fresh = await startSignup(email);
    expect((await post('/api/signup/verify', { email, code: fresh })).statusCode).toBe(200);
  });

  it('verify refuses an expired code (15 minutes)', async () => {
    const email = uniqueEmail('expired');
    const code = await startSignup(email);
    expect((await post('/api/signup/verify', { email, code })).statusCode).toBe(200);
    await testApp.db
      .updateTable('signup_code')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('email', '=', email)
      .execute();
    const response = await post('/api/signup/verify', { email, code });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('CODE_EXPIRED');
    expect((await post('/api/signup/complete', { email, code, password })).json().code).toBe('CODE_EXPIRED');
  });

  it('complete creates the identity (audited, argon2id), signs in and answers {token}', async () => {
    const email = uniqueEmail('Complete').toUpperCase();
    const code = await startSignup(email.toLowerCase());
    expect((await post('/api/signup/verify', { email, code })).statusCode).toBe(200);
    const response = await post('/api/signup/complete', { email, code, password });
    expect(response.statusCode).toBe(200);
    const { token } = response.json();
    const cookie = readSessionCookie(response)!;
    const poke = await testApp.app.inject({ method: 'GET', url: '/api/poke', headers: { cookie } });
    expect(poke.json()).toEqual({ token });

    const identity = await testApp.db
      .selectFrom('identity')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(identity.password_hash).toMatch(/^\$argon2id\$/);
    expect(identity.brand).toBe('personalkraft');
    const audit = await testApp.db
      .selectFrom('audit_event')
      .selectAll()
      .where('entity_id', '=', identity.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'identity.created-by-email',
      entity_type: 'identity',
      before: null,
    });
    expect(audit[0]!.after).toMatchObject({ email: email.toLowerCase(), hasPassword: true });
    expect(JSON.stringify(audit[0]!.after)).not.toContain('argon2');
    // The code is used: it cannot create a second account or sign in again.
    expect((await post('/api/signup/complete', { email, code, password })).statusCode).toBe(400);
    expect((await logIn(testApp.app, email, password)).response.statusCode).toBe(200);
  });

  it('complete answers 409 when the account exists', async () => {
    const email = uniqueEmail('exists');
    const first = await startSignup(email);
    expect((await post('/api/signup/complete', { email, code: first, password })).statusCode).toBe(200);
    const second = await startSignup(email);
    const response = await post('/api/signup/complete', { email, code: second, password });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('ACCOUNT_EXISTS');
    expect(
      await testApp.db.selectFrom('identity').select('id').where('email', '=', email).execute(),
    ).toHaveLength(1);
  });

  it('complete refuses a password under 12 characters and a wrong code, creating nothing', async () => {
    const email = uniqueEmail('short');
    const code = await startSignup(email);
    const short = await post('/api/signup/complete', { email, code, password: 'elva-tecken' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toEqual(['Lösenordet måste vara minst 12 tecken']);
    const wrong = await post('/api/signup/complete', { email, code: wrongCodeFor(code), password });
    expect(wrong.json().code).toBe('WRONG_CODE');
    expect(await testApp.db.selectFrom('identity').select('id').where('email', '=', email).execute()).toEqual(
      [],
    );
  });

  it.each([
    ['malformed JSON', '{"email": ', 'MALFORMED_JSON'],
    ['a missing field', JSON.stringify({ email: 'a@b.se' }), 'VALIDATION_FAILED'],
    ['a wrong type', JSON.stringify({ email: 42, brand: 'lonsam' }), 'VALIDATION_FAILED'],
    ['an unknown brand', JSON.stringify({ email: 'a@b.se', brand: 'okänd' }), 'VALIDATION_FAILED'],
  ])('start answers 400 problem+json for %s and stores nothing', async (_name, body, code) => {
    const before = await testApp.db.selectFrom('signup_code').select('id').execute();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/signup/start',
      headers: { ...ANY_CSRF, 'content-type': 'application/json' },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.json().code).toBe(code);
    expect(await testApp.db.selectFrom('signup_code').select('id').execute()).toHaveLength(before.length);
  });

  it('start refuses a 10 MB email with a 4xx problem and stores nothing', async () => {
    const response = await post('/api/signup/start', {
      email: `${'a'.repeat(10 * 1024 * 1024)}@b.se`,
      brand: 'lonsam',
    });
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.statusCode).toBe(400);
  });
});

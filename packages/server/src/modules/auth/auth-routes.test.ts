import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { serializePoke } from './auth-routes.ts';
import { ANY_CSRF, basic, logIn, readSessionCookie, signUp } from './testing/auth-test-helpers.ts';

let testApp: TestApp;
const password = 'korrekt-hast-batteri';

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

function uniqueEmail(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.se`;
}

describe('POST /api/login', () => {
  it('answers {token} and a session cookie (HttpOnly, SameSite=Lax, Path=/) for the right password', async () => {
    const email = uniqueEmail('anna');
    await signUp(testApp.app, testApp.db, email, password);
    const { response, cookie, token } = await logIn(testApp.app, email.toUpperCase(), password);
    expect(response.statusCode).toBe(200);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toBeDefined();
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Secure/);
    // Only the hash of the cookie value is stored.
    const value = cookie!.split('=')[1]!;
    const rows = await testApp.db.selectFrom('session').select('id').execute();
    expect(rows.some((row) => row.id === value)).toBe(false);
  });

  it('answers a sign-in that carries a stale session cookie with one Set-Cookie: the new session', async () => {
    const email = uniqueEmail('stale');
    await signUp(testApp.app, testApp.db, email, password);
    // The stale cookie is cleared when the request is read, then the sign-in sets the new one.
    const { response, cookie } = await logIn(testApp.app, email, password, {
      cookie: 'lonsam_session=gone-long-ago; other=kept',
    });
    expect(response.statusCode).toBe(200);
    const headers = [response.headers['set-cookie']].flat();
    expect(headers).toHaveLength(1);
    expect(headers[0]).toMatch(
      /^lonsam_session=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect((await poke(cookie!)).statusCode).toBe(200);
  });

  it('marks the cookie Secure when a trusted proxy says the request came over HTTPS', async () => {
    const proxied = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const email = uniqueEmail('secure');
      await signUp(proxied.app, proxied.db, email, password);
      const { response } = await logIn(proxied.app, email, password, { 'x-forwarded-proto': 'https' });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['set-cookie'])).toMatch(/Secure/);
    } finally {
      await proxied.close();
    }
  });

  it('answers 401 alike for a wrong password and an unknown email, as problem+json', async () => {
    const email = uniqueEmail('bert');
    await signUp(testApp.app, testApp.db, email, password);
    const wrong = await logIn(testApp.app, email, 'fel-losenord-123');
    const unknown = await logIn(testApp.app, uniqueEmail('nobody'), 'fel-losenord-123');
    for (const { response, cookie } of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', status: 401 });
      expect(response.headers['www-authenticate']).toBeUndefined();
      expect(cookie).toBeUndefined();
    }
    expect(wrong.response.json().detail).toBe(unknown.response.json().detail);
  });

  it('answers 400 without Basic credentials or with malformed ones', async () => {
    const missing = await testApp.app.inject({ method: 'POST', url: '/api/login', headers: ANY_CSRF });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('CREDENTIALS_MISSING');
    const badEmail = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { ...ANY_CSRF, authorization: basic('not-an-email', 'x') },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors.email).toEqual(['Ogiltig e-postadress']);
  });

  it('does not lock the account for everyone: after failures from other addresses a new address waits at most a minute', async () => {
    const proxied = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const email = uniqueEmail('brute');
      await signUp(proxied.app, proxied.db, email, password);
      for (let attempt = 1; attempt <= 3; attempt++) {
        const { response } = await logIn(proxied.app, email, `wrong-${attempt}`, {
          'x-forwarded-for': `10.0.0.${attempt}`,
        });
        expect(response.statusCode).toBe(401);
      }
      // From the third failure elsewhere every address is spaced, the owner's new one too, but only
      // for seconds (at most 60), never the 15-minute lock-out of a pair (login-limits.test.ts).
      const spaced = await logIn(proxied.app, email, password, { 'x-forwarded-for': '10.0.1.1' });
      expect(spaced.response.statusCode).toBe(429);
      expect(spaced.response.json().code).toBe('LOGIN_SLOWED_DOWN');
      const retryAfter = Number(spaced.response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      await proxied.db
        .updateTable('attempt_counter')
        .set({ last_attempt_at: sql`last_attempt_at - make_interval(secs => ${retryAfter})` })
        .where('key', '=', email)
        .execute();
      expect(
        (await logIn(proxied.app, email, password, { 'x-forwarded-for': '10.0.1.1' })).response.statusCode,
      ).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('answers 429 after 10 failures from one address, whatever the emails', async () => {
    const proxied = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const email = uniqueEmail('victim');
      await signUp(proxied.app, proxied.db, email, password);
      const from = { 'x-forwarded-for': '192.0.2.7' };
      for (let attempt = 1; attempt <= 10; attempt++) {
        const { response } = await logIn(proxied.app, uniqueEmail(`spray${attempt}`), 'whatever-123', from);
        expect(response.statusCode).toBe(401);
      }
      expect((await logIn(proxied.app, email, password, from)).response.statusCode).toBe(429);
      // Another address is not affected.
      expect(
        (await logIn(proxied.app, email, password, { 'x-forwarded-for': '192.0.2.8' })).response.statusCode,
      ).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('rotates the session on sign-in: the old cookie stops working', async () => {
    const email = uniqueEmail('rotate');
    const first = await signUp(testApp.app, testApp.db, email, password);
    const second = await logIn(testApp.app, email, password, { cookie: first.cookie });
    expect(second.response.statusCode).toBe(200);
    expect(second.cookie).not.toBe(first.cookie);
    const old = await testApp.app.inject({
      method: 'GET',
      url: '/api/poke',
      headers: { cookie: first.cookie },
    });
    expect(old.statusCode).toBe(401);
    const fresh = await testApp.app.inject({
      method: 'GET',
      url: '/api/poke',
      headers: { cookie: second.cookie! },
    });
    expect(fresh.statusCode).toBe(200);
  });
});

describe('session checks', () => {
  it('poke: 200 with the session token for a live session, 401 otherwise', async () => {
    const { cookie, token } = await signUp(testApp.app, testApp.db, uniqueEmail('poke'), password);
    const live = await testApp.app.inject({ method: 'GET', url: '/api/poke', headers: { cookie } });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ token });
    const none = await testApp.app.inject({ method: 'GET', url: '/api/poke' });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('NOT_AUTHENTICATED');
    const forged = await testApp.app.inject({
      method: 'GET',
      url: '/api/poke',
      headers: { cookie: 'lonsam_session=forged-value' },
    });
    expect(forged.statusCode).toBe(401);
    // An unknown cookie is cleared.
    expect(String(forged.headers['set-cookie'])).toMatch(/lonsam_session=;/);
  });

  it("poke's serializer answers the contract's one field and refuses an answer without a token", () => {
    expect(JSON.parse(serializePoke({ token: 'abc', csrfToken: 'x', identity: { id: 1 } }))).toEqual({
      token: 'abc',
    });
    expect(() => serializePoke({})).toThrow(/no token/);
    expect(() => serializePoke({ token: 7 })).toThrow(/no token/);
  });

  it('entry: who is signed in, no companies yet, not a tenant manager', async () => {
    const email = uniqueEmail('entry');
    const { cookie } = await signUp(testApp.app, testApp.db, email, password);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/entry', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      identity: { email, firstName: null, lastName: null, hasPassword: true, hasBankId: false },
      companies: [],
      isTenantManager: false,
    });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/entry' })).statusCode).toBe(401);
  });

  it('expires after the idle time without requests', async () => {
    const { cookie } = await signUp(testApp.app, testApp.db, uniqueEmail('idle'), password);
    const id = await sessionIdOf(cookie);
    await testApp.db
      .updateTable('session')
      .set({ last_seen_at: sql`now() - interval '59 minutes'` })
      .where('id', '=', id)
      .execute();
    expect((await poke(cookie)).statusCode).toBe(200);
    // That request counted as activity; 61 idle minutes later the session is gone.
    await testApp.db
      .updateTable('session')
      .set({ last_seen_at: sql`now() - interval '61 minutes'` })
      .where('id', '=', id)
      .execute();
    expect((await poke(cookie)).statusCode).toBe(401);
    expect(await testApp.db.selectFrom('session').select('id').where('id', '=', id).executeTakeFirst()).toBe(
      undefined,
    );
  });

  it('expires at the absolute limit even when busy', async () => {
    const { cookie } = await signUp(testApp.app, testApp.db, uniqueEmail('absolute'), password);
    const id = await sessionIdOf(cookie);
    const row = await testApp.db
      .selectFrom('session')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const hours = (new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()) / 3_600_000;
    expect(hours).toBe(12);
    await testApp.db
      .updateTable('session')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('id', '=', id)
      .execute();
    expect((await poke(cookie)).statusCode).toBe(401);
  });
});

describe('CSRF', () => {
  it('rejects a state-changing request of a session without the header or with a wrong token (403)', async () => {
    const { cookie, token } = await signUp(testApp.app, testApp.db, uniqueEmail('csrf'), password);
    const missing = await testApp.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().code).toBe('CSRF_TOKEN_INVALID');
    const wrong = await testApp.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, 'x-lonsam-csrf': `${token.slice(0, -1)}x` },
    });
    expect(wrong.statusCode).toBe(403);
    // Still signed in: neither request did anything.
    expect((await poke(cookie)).statusCode).toBe(200);
  });

  it('rejects state-changing requests without the header even before sign-in', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/signup/start',
      payload: { email: uniqueEmail('nocsrf'), brand: 'lonsam' },
    });
    expect(response.statusCode).toBe(403);
    expect(
      await testApp.db.selectFrom('signup_code').select('id').where('email', 'like', 'nocsrf-%').execute(),
    ).toEqual([]);
  });

  it('lets a tab with an older token sign in again (login needs the header, not the old token)', async () => {
    const email = uniqueEmail('relogin');
    const { cookie } = await signUp(testApp.app, testApp.db, email, password);
    const { response } = await logIn(testApp.app, email, password, { cookie, 'x-lonsam-csrf': 'stale' });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /api/logout', () => {
  it('deletes the session and clears the cookie', async () => {
    const { cookie, token } = await signUp(testApp.app, testApp.db, uniqueEmail('logout'), password);
    const id = await sessionIdOf(cookie);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, 'x-lonsam-csrf': token },
    });
    expect(response.statusCode).toBe(200);
    expect(readSessionCookie(response)).toBeUndefined();
    expect(String(response.headers['set-cookie'])).toMatch(/lonsam_session=;/);
    expect(await testApp.db.selectFrom('session').select('id').where('id', '=', id).executeTakeFirst()).toBe(
      undefined,
    );
    expect((await poke(cookie)).statusCode).toBe(401);
  });

  it('answers 200 without a session too', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/logout', headers: ANY_CSRF });
    expect(response.statusCode).toBe(200);
  });
});

function poke(cookie: string) {
  return testApp.app.inject({ method: 'GET', url: '/api/poke', headers: { cookie } });
}

async function sessionIdOf(cookie: string): Promise<string> {
  const { hashSessionCookie } = await import('./session-store.ts');
  return hashSessionCookie(cookie.split('=')[1]!);
}

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { LOGIN_FAILURE_WINDOW_MS, MAX_LOGIN_FAILURES } from './login.ts';
import { logIn, signUp } from './testing/auth-test-helpers.ts';
import { buildSecondApp, readRetryAfter, splitByRateLimit } from './testing/parallel-attempts.ts';

// Failures are counted per (email, address) and per address; the email's failures elsewhere only slow
// down addresses that have failed for it too. Addresses come from X-Forwarded-For (TRUST_PROXY).
let testApp: TestApp;
const password = 'ratt-losenord-for-test';
const PARALLEL = 40;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
});

afterAll(async () => {
  await testApp.close();
});

async function newAccount(prefix: string): Promise<string> {
  const email = `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.se`;
  await signUp(testApp.app, testApp.db, email, password);
  return email;
}

function from(address: string) {
  return { 'x-forwarded-for': address };
}

function expectRefusedWithRetryAfter(responses: Awaited<ReturnType<typeof logIn>>['response'][]): void {
  for (const response of responses) {
    expect(response.json().code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    const retryAfter = readRetryAfter(response);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_FAILURE_WINDOW_MS / 1000);
  }
}

describe('login guess limits under parallel requests', () => {
  it(`checks at most ${MAX_LOGIN_FAILURES} of ${PARALLEL} parallel wrong passwords; the rest get 429 with Retry-After, then the right password too`, async () => {
    const email = await newAccount('parallel');
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        logIn(testApp.app, email, `fel-losenord-${index}`, from('198.51.100.1')).then((r) => r.response),
      ),
    );
    const { checked, refused } = splitByRateLimit(responses);
    expect(checked.length).toBeLessThanOrEqual(MAX_LOGIN_FAILURES);
    for (const response of checked) expect(response.statusCode).toBe(401);
    expect(refused.length).toBe(PARALLEL - checked.length);
    expectRefusedWithRetryAfter(refused);
    const right = await logIn(testApp.app, email, password, from('198.51.100.1'));
    expect(right.response.statusCode).toBe(429);
    expectRefusedWithRetryAfter([right.response]);
  });

  it('splits 40 parallel wrong passwords between two app processes on one database: still at most 10 checked', async () => {
    const email = await newAccount('two-apps');
    const second = await buildSecondApp(testApp);
    try {
      const responses = await Promise.all(
        Array.from({ length: PARALLEL }, (_, index) =>
          logIn(index % 2 ? second.app : testApp.app, email, `fel-${index}`, from('198.51.100.2')).then(
            (r) => r.response,
          ),
        ),
      );
      const { checked, refused } = splitByRateLimit(responses);
      expect(checked.length).toBeLessThanOrEqual(MAX_LOGIN_FAILURES);
      expectRefusedWithRetryAfter(refused);
      expect((await logIn(second.app, email, password, from('198.51.100.2'))).response.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('a locked-out address does not lock the account: the right password from a new address signs in', async () => {
    const email = await newAccount('owner');
    const guesses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        logIn(testApp.app, email, `gissning-${index}`, from('203.0.113.66')).then((r) => r.response),
      ),
    );
    expect(splitByRateLimit(guesses).refused.length).toBeGreaterThan(0);
    expect((await logIn(testApp.app, email, password, from('203.0.113.66'))).response.statusCode).toBe(429);
    const owner = await logIn(testApp.app, email, password, from('203.0.113.10'));
    expect(owner.response.statusCode).toBe(200);
    expect(owner.token).toBeDefined();
  });

  it('the pair stays locked for the window and is free again after it', async () => {
    const email = await newAccount('window');
    for (let attempt = 1; attempt <= MAX_LOGIN_FAILURES; attempt++) {
      expect(
        (await logIn(testApp.app, email, `fel-${attempt}`, from('203.0.113.20'))).response.statusCode,
      ).toBe(401);
    }
    const locked = await logIn(testApp.app, email, password, from('203.0.113.20'));
    expect(locked.response.statusCode).toBe(429);
    expect(readRetryAfter(locked.response)).toBeGreaterThan(LOGIN_FAILURE_WINDOW_MS / 1000 - 60);
    await testApp.db
      .updateTable('attempt_counter')
      .set({ window_started_at: sql`window_started_at - interval '16 minutes'` })
      .where('key', 'in', [`${email} 203.0.113.20`, '203.0.113.20'])
      .execute();
    expect((await logIn(testApp.app, email, password, from('203.0.113.20'))).response.statusCode).toBe(200);
  });

  it('failures elsewhere slow down an address that failed for the email, never a fresh address', async () => {
    const email = await newAccount('slowed');
    expect(
      (await logIn(testApp.app, email, 'fel-fran-kontoret', from('192.0.2.50'))).response.statusCode,
    ).toBe(401);
    // Five other addresses fail once each: the address above must now wait 2^(5 - 3) = 4 s.
    for (let other = 1; other <= 5; other++) {
      expect(
        (await logIn(testApp.app, email, 'fel-annan', from(`192.0.2.${60 + other}`))).response.statusCode,
      ).toBe(401);
    }
    const slowed = await logIn(testApp.app, email, password, from('192.0.2.50'));
    expect(slowed.response.statusCode).toBe(429);
    expect(slowed.response.json().code).toBe('LOGIN_SLOWED_DOWN');
    const retryAfter = readRetryAfter(slowed.response);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(4);
    // A fresh address is not held up by anyone else's failures.
    expect((await logIn(testApp.app, email, password, from('192.0.2.99'))).response.statusCode).toBe(200);
    // Once the back-off has passed, the slowed address is checked again.
    await testApp.db
      .updateTable('attempt_counter')
      .set({ last_attempt_at: sql`last_attempt_at - interval '5 seconds'` })
      .where('key', '=', `${email} 192.0.2.50`)
      .execute();
    expect((await logIn(testApp.app, email, password, from('192.0.2.50'))).response.statusCode).toBe(200);
  });
});

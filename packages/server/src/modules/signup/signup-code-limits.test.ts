import { MAX_VERIFICATION_ATTEMPTS } from '@lonsam/domain/validation/verification-code';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { ANY_CSRF, readOutboxCode } from '../auth/testing/auth-test-helpers.ts';
import { buildSecondApp, readRetryAfter, splitByRateLimit } from '../auth/testing/parallel-attempts.ts';
import { SIGNUP_CODE_VALID_MINUTES } from './signup-code-store.ts';
import { MAX_SIGNUP_STARTS_PER_ADDRESS_PER_HOUR } from './signup-service.ts';

// Every try of a code takes one of its five slots before the code is compared; parallel tries beyond
// them are answered 429 without being checked.
let testApp: TestApp;
const PARALLEL = 40;
const password = 'ett-langt-losenord';

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

function post(app: App, url: string, payload: object) {
  return app.inject({ method: 'POST', url, headers: ANY_CSRF, payload });
}

async function startSignup(prefix: string): Promise<{ email: string; code: string }> {
  const email = `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.se`;
  expect((await post(testApp.app, '/api/signup/start', { email, brand: 'lonsam' })).statusCode).toBe(200);
  return { email, code: await readOutboxCode(testApp.db, email) };
}

/** 40 different wrong codes, none of them `code`. */
function wrongCodes(code: string): string[] {
  return Array.from({ length: PARALLEL }, (_, index) => {
    const guess = String(100_000 + index);
    return guess === code ? String(200_000 + index) : guess;
  });
}

function expectUncheckedRefusals(responses: Awaited<ReturnType<App['inject']>>[]): void {
  for (const response of responses) {
    expect(response.json().code).toBe('CODE_USED_UP');
    const retryAfter = readRetryAfter(response);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(SIGNUP_CODE_VALID_MINUTES * 60);
  }
}

describe('sign-up code guess limit under parallel requests', () => {
  it(`checks at most ${MAX_VERIFICATION_ATTEMPTS} of ${PARALLEL} parallel wrong codes; the rest get 429 with Retry-After, then the right code too`, async () => {
    const { email, code } = await startSignup('parallel');
    const responses = await Promise.all(
      wrongCodes(code).map((guess) => post(testApp.app, '/api/signup/verify', { email, code: guess })),
    );
    const { checked, refused } = splitByRateLimit(responses);
    expect(checked.length).toBeLessThanOrEqual(MAX_VERIFICATION_ATTEMPTS);
    for (const response of checked) expect(['WRONG_CODE', 'CODE_USED_UP']).toContain(response.json().code);
    expect(refused.length).toBe(PARALLEL - checked.length);
    expectUncheckedRefusals(refused);
    const right = await post(testApp.app, '/api/signup/verify', { email, code });
    expect(right.statusCode).toBe(429);
    expectUncheckedRefusals([right]);
    expect((await post(testApp.app, '/api/signup/complete', { email, code, password })).statusCode).toBe(429);
  });

  it('the right code among 40 parallel guesses is only accepted within the first five checked', async () => {
    const { email, code } = await startSignup('among');
    const guesses = wrongCodes(code);
    guesses[30] = code;
    const responses = await Promise.all(
      guesses.map((guess) => post(testApp.app, '/api/signup/verify', { email, code: guess })),
    );
    // Before the fix every guess was checked and the right one won as guess 31; now it can win only
    // if it was among the five that got a slot.
    const { checked, refused } = splitByRateLimit(responses);
    expect(checked.length).toBeLessThanOrEqual(MAX_VERIFICATION_ATTEMPTS);
    expectUncheckedRefusals(refused);
  });

  it('splits 40 parallel wrong codes between two app processes on one database: still at most five checked', async () => {
    const { email, code } = await startSignup('two-apps');
    const second = await buildSecondApp(testApp);
    try {
      const responses = await Promise.all(
        wrongCodes(code).map((guess, index) =>
          post(index % 2 ? second.app : testApp.app, '/api/signup/verify', { email, code: guess }),
        ),
      );
      const { checked, refused } = splitByRateLimit(responses);
      expect(checked.length).toBeLessThanOrEqual(MAX_VERIFICATION_ATTEMPTS);
      expectUncheckedRefusals(refused);
      expect((await post(second.app, '/api/signup/verify', { email, code })).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('a right code gives its slot back: four wrong tries, then verify and complete both pass', async () => {
    const { email, code } = await startSignup('typos');
    const [wrong] = wrongCodes(code);
    for (let attempt = 1; attempt < MAX_VERIFICATION_ATTEMPTS; attempt++) {
      expect((await post(testApp.app, '/api/signup/verify', { email, code: wrong! })).json().code).toBe(
        'WRONG_CODE',
      );
    }
    expect((await post(testApp.app, '/api/signup/verify', { email, code })).statusCode).toBe(200);
    expect((await post(testApp.app, '/api/signup/complete', { email, code, password })).statusCode).toBe(200);
  });

  it('a server failure after the code was checked leaves its tries as they were', async () => {
    const { email, code } = await startSignup('server-fails');
    const triesOf = async () =>
      (
        await testApp.db
          .selectFrom('signup_code')
          .select('failed_attempts')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).failed_attempts;
    // The account cannot be looked up or written once, as with 503 DATABASE_BUSY or a lost connection.
    await sql`alter table identity rename to identity_away`.execute(testApp.db);
    let failed: Awaited<ReturnType<typeof post>>;
    try {
      failed = await post(testApp.app, '/api/signup/complete', { email, code, password });
    } finally {
      await sql`alter table identity_away rename to identity`.execute(testApp.db);
    }
    expect(failed.statusCode).toBe(500);
    expect(await triesOf()).toBe(0);
    expect((await post(testApp.app, '/api/signup/complete', { email, code, password })).statusCode).toBe(200);
  });

  it('counts sign-up starts of one IPv6 /64 as one address', async () => {
    const proxied = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      // The hour's 30 starts already used by other addresses of the /64.
      await proxied.db
        .insertInto('attempt_counter')
        .values({
          bucket: 'signup-start-ip',
          key: '2001:db8:5:5::/64',
          count: MAX_SIGNUP_STARTS_PER_ADDRESS_PER_HOUR,
          window_started_at: new Date(),
          last_attempt_at: new Date(),
        })
        .execute();
      const start = (address: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/signup/start',
          headers: { ...ANY_CSRF, 'x-forwarded-for': address },
          payload: { email: `v6-${crypto.randomUUID().slice(0, 8)}@example.se`, brand: 'lonsam' },
        });
      const sameSubnet = await start('2001:db8:5:5:1234::99');
      expect(sameSubnet.statusCode).toBe(429);
      expect(sameSubnet.json().code).toBe('TOO_MANY_SIGNUP_CODES');
      expect((await start('2001:db8:5:6::99')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

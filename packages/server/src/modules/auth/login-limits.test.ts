import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_SLOWDOWN, MAX_LOGIN_FAILURES } from './login.ts';
import { spacingSeconds } from './rate-limit-store.ts';
import { logIn, signUp } from './testing/auth-test-helpers.ts';
import { buildSecondApp, readRetryAfter, splitByRateLimit } from './testing/parallel-attempts.ts';

// Failures are counted per (email, address) and per address; once the email has failed elsewhere, every
// address is spaced out. Addresses come from X-Forwarded-For (TRUST_PROXY).
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

  it('a locked-out address does not lock the account: the owner from a new address waits at most the cap, then signs in', async () => {
    const email = await newAccount('owner');
    const guesses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        logIn(testApp.app, email, `gissning-${index}`, from('203.0.113.66')).then((r) => r.response),
      ),
    );
    expect(splitByRateLimit(guesses).refused.length).toBeGreaterThan(0);
    expect((await logIn(testApp.app, email, password, from('203.0.113.66'))).response.statusCode).toBe(429);
    // Ten failures elsewhere: the owner's address is spaced like any other, never locked for 15 minutes.
    const waiting = await logIn(testApp.app, email, password, from('203.0.113.10'));
    expectSlowedDown(waiting.response);
    await letTimePass(email, readRetryAfter(waiting.response));
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
    expect(locked.response.json().code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    expect(readRetryAfter(locked.response)).toBeGreaterThan(LOGIN_FAILURE_WINDOW_MS / 1000 - 60);
    await testApp.db
      .updateTable('attempt_counter')
      .set({ window_started_at: sql`window_started_at - interval '16 minutes'` })
      .where('key', 'in', [`${email} 203.0.113.20`, '203.0.113.20', email])
      .execute();
    expect((await logIn(testApp.app, email, password, from('203.0.113.20'))).response.statusCode).toBe(200);
  });

  it(`${PARALLEL} parallel wrong passwords from ${PARALLEL} addresses: ${LOGIN_SLOWDOWN.threshold} checked, then one per growing spacing; the rest 429 LOGIN_SLOWED_DOWN`, async () => {
    const email = await newAccount('spread');
    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        logIn(testApp.app, email, `fel-${index}`, from(`198.18.0.${index + 1}`)).then((r) => r.response),
      ),
    );
    const elapsedSeconds = (performance.now() - started) / 1000;
    // The first `threshold` checks are free (no address has failed for the email yet). Check
    // threshold + i needs spacingSeconds(threshold + i) after the one before it: 1 s, then 2, 4, …, so
    // the k-th extra check comes 1 + 2 + … + 2^(k-1) = 2^k - 1 s after the free ones at the earliest.
    // Within the burst's elapsed time (well under 1 s on an idle machine) that allows at most:
    let extra = 0;
    let needed = spacingSeconds(LOGIN_SLOWDOWN, LOGIN_SLOWDOWN.threshold);
    while (needed <= elapsedSeconds) {
      extra++;
      needed += spacingSeconds(LOGIN_SLOWDOWN, LOGIN_SLOWDOWN.threshold + extra);
    }
    const bound = LOGIN_SLOWDOWN.threshold + extra;
    const { checked, refused } = splitByRateLimit(responses);
    expect(checked.length).toBeGreaterThanOrEqual(LOGIN_SLOWDOWN.threshold);
    expect(checked.length).toBeLessThanOrEqual(bound);
    for (const response of checked) expect(response.statusCode).toBe(401);
    expect(refused.length).toBe(PARALLEL - checked.length);
    for (const response of refused) expectSlowedDown(response);
    // The right password from yet another address is spaced too, and is checked once the wait is over.
    const owner = await logIn(testApp.app, email, password, from('198.18.1.1'));
    expectSlowedDown(owner.response);
    await letTimePass(email, readRetryAfter(owner.response));
    expect((await logIn(testApp.app, email, password, from('198.18.1.1'))).response.statusCode).toBe(200);
  });

  it('after thousands of failures the owner from a new address still waits at most the cap', async () => {
    const email = await newAccount('long-attack');
    for (let other = 1; other <= LOGIN_SLOWDOWN.threshold; other++) {
      expect((await logIn(testApp.app, email, 'fel', from(`198.18.2.${other}`))).response.statusCode).toBe(
        401,
      );
    }
    // As if 5 000 guesses had been checked in the window (one a minute would take days; the window
    // is 15 minutes, but the count is what the spacing grows with).
    await testApp.db
      .updateTable('attempt_counter')
      .set({ count: 5000 })
      .where('bucket', '=', 'login-failure-email')
      .where('key', '=', email)
      .execute();
    const waiting = await logIn(testApp.app, email, password, from('198.18.3.1'));
    expectSlowedDown(waiting.response);
    expect(readRetryAfter(waiting.response)).toBeGreaterThan(LOGIN_SLOWDOWN.capSeconds - 10);
    await letTimePass(email, readRetryAfter(waiting.response));
    expect((await logIn(testApp.app, email, password, from('198.18.3.1'))).response.statusCode).toBe(200);
  });

  it("a guesser who keeps going gets no fresh start each 15 minutes: the email's window slides", async () => {
    const email = await newAccount('keeps-going');
    for (let other = 1; other <= LOGIN_SLOWDOWN.threshold; other++) {
      expect((await logIn(testApp.app, email, 'fel', from(`198.18.6.${other}`))).response.statusCode).toBe(
        401,
      );
    }
    // One guess every 6 minutes for 18 minutes: each is checked (the spacing has passed), and the
    // window, which a fixed 15 minutes would have ended, goes on with each of them.
    for (let round = 1; round <= 3; round++) {
      await testApp.db
        .updateTable('attempt_counter')
        .set({
          window_started_at: sql`window_started_at - interval '6 minutes'`,
          last_attempt_at: sql`last_attempt_at - interval '6 minutes'`,
        })
        .where('bucket', '=', 'login-failure-email')
        .where('key', '=', email)
        .execute();
      const guess = await logIn(testApp.app, email, 'fel', from(`198.18.7.${round}`));
      expect(guess.response.statusCode).toBe(401);
    }
    // Six failures: the next check waits 2^(6 - 3) = 8 s, not the free start of a new window.
    const next = await logIn(testApp.app, email, 'fel', from('198.18.7.99'));
    expectSlowedDown(next.response);
    expect(readRetryAfter(next.response)).toBeGreaterThan(5);
    // After a whole window without a check of the email, it starts afresh.
    await testApp.db
      .updateTable('attempt_counter')
      .set({
        window_started_at: sql`window_started_at - interval '16 minutes'`,
        last_attempt_at: sql`last_attempt_at - interval '16 minutes'`,
      })
      .where('bucket', '=', 'login-failure-email')
      .where('key', '=', email)
      .execute();
    expect((await logIn(testApp.app, email, password, from('198.18.7.99'))).response.statusCode).toBe(200);
  });

  it('counts IPv6 addresses of one /64 as one address', async () => {
    const email = await newAccount('ipv6');
    for (let attempt = 1; attempt <= MAX_LOGIN_FAILURES; attempt++) {
      const response = (
        await logIn(testApp.app, email, 'fel', from(`2001:db8:77:1::${attempt.toString(16)}`))
      ).response;
      expect(response.statusCode).toBe(401);
    }
    const sameSubnet = await logIn(testApp.app, email, password, from('2001:db8:77:1:abcd::1'));
    expect(sameSubnet.response.statusCode).toBe(429);
    expect(sameSubnet.response.json().code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    // The address limit holds across emails for the whole /64; the next /64 is another address.
    const otherEmail = await newAccount('ipv6-other');
    const otherFromSubnet = await logIn(testApp.app, otherEmail, 'fel', from('2001:db8:77:1::ff'));
    expect(otherFromSubnet.response.statusCode).toBe(429);
    expect(
      (await logIn(testApp.app, otherEmail, password, from('2001:db8:77:2::1'))).response.statusCode,
    ).toBe(200);
  });

  it("a server failure after the slots were taken gives every slot back, the email's next check included", async () => {
    const email = await newAccount('server-fails');
    for (let other = 1; other <= LOGIN_SLOWDOWN.threshold; other++) {
      expect((await logIn(testApp.app, email, 'fel', from(`198.18.4.${other}`))).response.statusCode).toBe(
        401,
      );
    }
    await letTimePass(email, LOGIN_SLOWDOWN.capSeconds);
    const before = await readCounters(email, '198.18.5.1');
    // The identity lookup fails once, as a 503 DATABASE_BUSY or a lost connection would.
    await sql`alter table identity rename to identity_away`.execute(testApp.db);
    let failed: Awaited<ReturnType<typeof logIn>>;
    try {
      failed = await logIn(testApp.app, email, password, from('198.18.5.1'));
    } finally {
      await sql`alter table identity_away rename to identity`.execute(testApp.db);
    }
    expect(failed.response.statusCode).toBe(500);
    expect(await readCounters(email, '198.18.5.1')).toEqual(before);
    // The email's next check was given back too: the retry is checked at once, not spaced.
    expect((await logIn(testApp.app, email, password, from('198.18.5.1'))).response.statusCode).toBe(200);
  });
});

function expectSlowedDown(response: Awaited<ReturnType<typeof logIn>>['response']): void {
  expect(response.statusCode).toBe(429);
  expect(response.json().code).toBe('LOGIN_SLOWED_DOWN');
  const retryAfter = readRetryAfter(response);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(LOGIN_SLOWDOWN.capSeconds);
}

/** Moves the email's last check back by `seconds`, as if the client had waited its Retry-After. */
async function letTimePass(email: string, seconds: number): Promise<void> {
  await testApp.db
    .updateTable('attempt_counter')
    .set({ last_attempt_at: sql`last_attempt_at - make_interval(secs => ${seconds})` })
    .where('bucket', '=', 'login-failure-email')
    .where('key', '=', email)
    .execute();
}

async function readCounters(email: string, address: string): Promise<Record<string, number>> {
  const rows = await testApp.db
    .selectFrom('attempt_counter')
    .select(['bucket', 'count'])
    .where('key', 'in', [email, address, `${email} ${address}`])
    .execute();
  // A row at 0 is as good as none.
  return Object.fromEntries(rows.filter((row) => row.count > 0).map((row) => [row.bucket, row.count]));
}

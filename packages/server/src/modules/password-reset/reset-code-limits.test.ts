import {
  MAX_VERIFICATION_ATTEMPTS,
  RESET_CODE_ACTIVE_MINUTES,
} from '@lonsam/domain/validation/verification-code';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { ANY_CSRF, logIn, signUp } from '../auth/testing/auth-test-helpers.ts';
import { buildSecondApp, readRetryAfter, splitByRateLimit } from '../auth/testing/parallel-attempts.ts';

// Every try of a reset code takes one of its five slots before the code is compared; parallel tries
// beyond them are answered 429 without being checked.
let testApp: TestApp;
const PARALLEL = 40;
const oldPassword = 'gammalt-losenord-1';
const newPassword = 'nytt-losenord-som-ar-langt';

beforeAll(async () => {
  testApp = await buildTestApp({ env: { PUBLIC_URL: 'https://lon.example.se' } });
});

afterAll(async () => {
  await testApp.close();
});

function post(app: App, url: string, payload?: object) {
  return app.inject({ method: 'POST', url, headers: ANY_CSRF, payload });
}

/** An account with a revealed reset code. */
async function revealResetCode(prefix: string): Promise<{ email: string; code: string }> {
  const email = `${prefix}-${crypto.randomUUID().slice(0, 8)}@example.se`;
  await signUp(testApp.app, testApp.db, email, oldPassword);
  expect((await post(testApp.app, '/api/password-reset/start', { email })).statusCode).toBe(200);
  for (let attempt = 0; attempt < 50; attempt++) {
    const mail = await testApp.db
      .selectFrom('dev_mail')
      .select('text_body')
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const token = mail && /\/reset-password\/code\/([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1];
    if (token) {
      const revealed = await post(testApp.app, `/api/password-reset/code/${token}`);
      return { email, code: revealed.json().code };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no reset mail for ${email}`);
}

function guessesWithout(code: string): string[] {
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
    expect(retryAfter).toBeLessThanOrEqual(RESET_CODE_ACTIVE_MINUTES * 60);
  }
}

function complete(app: App, email: string, code: string) {
  return post(app, '/api/password-reset/complete', { email, code, password: newPassword });
}

describe('reset code guess limit under parallel requests', () => {
  it(`checks at most ${MAX_VERIFICATION_ATTEMPTS} of ${PARALLEL} parallel wrong codes; the rest get 429 with Retry-After, then the right code too`, async () => {
    const { email, code } = await revealResetCode('parallel');
    const responses = await Promise.all(
      guessesWithout(code).map((guess) => complete(testApp.app, email, guess)),
    );
    const { checked, refused } = splitByRateLimit(responses);
    expect(checked.length).toBeLessThanOrEqual(MAX_VERIFICATION_ATTEMPTS);
    for (const response of checked) expect(['WRONG_CODE', 'CODE_USED_UP']).toContain(response.json().code);
    expect(refused.length).toBe(PARALLEL - checked.length);
    expectUncheckedRefusals(refused);
    const right = await complete(testApp.app, email, code);
    expect(right.statusCode).toBe(429);
    expectUncheckedRefusals([right]);
    // The password did not change.
    expect((await logIn(testApp.app, email, oldPassword)).response.statusCode).toBe(200);
  });

  it('the right code among 40 parallel guesses is only accepted within the first five checked', async () => {
    const { email, code } = await revealResetCode('among');
    const guesses = guessesWithout(code);
    guesses[30] = code;
    const responses = await Promise.all(guesses.map((guess) => complete(testApp.app, email, guess)));
    const { checked, refused } = splitByRateLimit(responses);
    expect(checked.length).toBeLessThanOrEqual(MAX_VERIFICATION_ATTEMPTS);
    expectUncheckedRefusals(refused);
  });

  it('splits 40 parallel wrong codes between two app processes on one database: still at most five checked', async () => {
    const { email, code } = await revealResetCode('two-apps');
    const second = await buildSecondApp(testApp);
    try {
      const responses = await Promise.all(
        guessesWithout(code).map((guess, index) =>
          complete(index % 2 ? second.app : testApp.app, email, guess),
        ),
      );
      const { checked, refused } = splitByRateLimit(responses);
      expect(checked.length).toBeLessThanOrEqual(MAX_VERIFICATION_ATTEMPTS);
      expectUncheckedRefusals(refused);
      expect((await complete(second.app, email, code)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('a server failure after the slot was taken gives it back: the retry is not counted against the code', async () => {
    const { email, code } = await revealResetCode('server-fails');
    const triesOf = async () =>
      (
        await testApp.db
          .selectFrom('password_reset')
          .select('failed_attempts')
          .where('email', '=', email)
          .where('used_at', 'is', null)
          .executeTakeFirstOrThrow()
      ).failed_attempts;
    expect(await triesOf()).toBe(0);
    // The new password cannot be written once, as with 503 DATABASE_BUSY or a lost connection.
    await sql`alter table identity rename to identity_away`.execute(testApp.db);
    let failed: Awaited<ReturnType<typeof complete>>;
    try {
      failed = await complete(testApp.app, email, code);
    } finally {
      await sql`alter table identity_away rename to identity`.execute(testApp.db);
    }
    expect(failed.statusCode).toBe(500);
    expect(await triesOf()).toBe(0);
    expect((await complete(testApp.app, email, code)).statusCode).toBe(200);
    expect((await logIn(testApp.app, email, newPassword)).response.statusCode).toBe(200);
  });
});

import type { Kysely } from 'kysely';
import type { App } from '../../../app.ts';
import type { Database } from '../../../db/schema.ts';
import { SESSION_COOKIE_NAME } from '../session-cookie.ts';

/** Any value: without a session the header only has to be present. */
export const ANY_CSRF = { 'x-lonsam-csrf': 'test-client-token' };

export function basic(email: string, password: string): string {
  return `Basic ${Buffer.from(`${email}:${password}`, 'utf8').toString('base64')}`;
}

type InjectResponse = Awaited<ReturnType<App['inject']>>;

/** `lonsam_session=...` from a response's Set-Cookie, for the next request's Cookie header. */
export function readSessionCookie(response: InjectResponse): string | undefined {
  const cookie = response.cookies.find((entry) => entry.name === SESSION_COOKIE_NAME);
  return cookie?.value ? `${SESSION_COOKIE_NAME}=${cookie.value}` : undefined;
}

/** The newest 6-digit code mailed to an address (development outbox). */
export async function readOutboxCode(db: Kysely<Database>, email: string): Promise<string> {
  const mail = await db
    .selectFrom('dev_mail')
    .select(['text_body'])
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = /\b(\d{6})\b/.exec(mail.text_body)?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}

/** Signs a new account up through the API; returns its session cookie and CSRF token. */
export async function signUp(
  app: App,
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<{ cookie: string; token: string }> {
  const start = await app.inject({
    method: 'POST',
    url: '/api/signup/start',
    headers: ANY_CSRF,
    payload: { email, brand: 'lonsam' },
  });
  if (start.statusCode !== 200) throw new Error(`signup/start answered ${start.statusCode}: ${start.body}`);
  const code = await readOutboxCode(db, email);
  const complete = await app.inject({
    method: 'POST',
    url: '/api/signup/complete',
    headers: ANY_CSRF,
    payload: { email, code, password },
  });
  if (complete.statusCode !== 200)
    throw new Error(`signup/complete answered ${complete.statusCode}: ${complete.body}`);
  return { cookie: readSessionCookie(complete)!, token: complete.json().token };
}

/** Logs in by Basic credentials; returns the response and, on success, cookie and token. */
export async function logIn(app: App, email: string, password: string, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { ...ANY_CSRF, authorization: basic(email, password), ...headers },
  });
  return {
    response,
    cookie: readSessionCookie(response),
    token: response.statusCode === 200 ? (response.json().token as string) : undefined,
  };
}

import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { App } from '../../../app.ts';
import type { Database } from '../../../db/schema.ts';
import { ANY_CSRF, readOutboxCode, readSessionCookie } from '../../auth/testing/auth-test-helpers.ts';
import { type SignedIn, sessionHeaders } from '../../employer/testing/employer-test-helpers.ts';

/** The token of the newest invitation link mailed to an address (development outbox). */
export async function readInvitationToken(db: Kysely<Database>, email: string): Promise<string> {
  const mail = await db
    .selectFrom('dev_mail')
    .select(['text_body'])
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return readTokenFromText(mail.text_body);
}

export function readTokenFromText(text: string): string {
  const token = /\/invitation\/([A-Za-z0-9_-]{20,})/.exec(text)?.[1];
  if (!token) throw new Error(`no invitation link in the mail: ${text}`);
  return token;
}

/** Signs up with a code read by `readCode` (the outbox by default). */
export async function signUpWith(
  app: App,
  email: string,
  readCode: () => Promise<string>,
): Promise<SignedIn> {
  const start = await app.inject({
    method: 'POST',
    url: '/api/signup/start',
    headers: ANY_CSRF,
    payload: { email, brand: 'lonsam' },
  });
  expect(start.statusCode, start.body).toBe(200);
  const complete = await app.inject({
    method: 'POST',
    url: '/api/signup/complete',
    headers: ANY_CSRF,
    payload: { email, code: await readCode(), password: 'ett långt lösenord' },
  });
  expect(complete.statusCode, complete.body).toBe(200);
  return { cookie: readSessionCookie(complete)!, token: complete.json().token };
}

export function signUpFromOutbox(app: App, db: Kysely<Database>, email: string) {
  return signUpWith(app, email, () => readOutboxCode(db, email));
}

export function acceptInvitation(app: App, user: SignedIn, token: string) {
  return app.inject({
    method: 'POST',
    url: `/api/invitation/${token}/accept`,
    headers: sessionHeaders(user),
  });
}

/** 200 while the role works, 403 once it does not (the role's own privileges, any role may ask). */
export async function probeRole(
  app: App,
  user: SignedIn,
  employerId: string,
  roleId: string,
): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/employer/${employerId}/active/packaging`,
    headers: sessionHeaders(user, roleId),
  });
  return response.statusCode;
}

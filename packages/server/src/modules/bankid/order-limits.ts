import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { addressKey, releaseAttempt, reserveAttempt } from '../auth/index.ts';

/**
 * Starting a BankID order costs a call to BankID and shows a prompt in someone's app, so starts are
 * counted (issue 23) in the shared `attempt_counter` (every app process sees the same counts):
 * per client address, and per session — the signed-in session when there is one, else the tab's
 * binding (the CSRF header value a tab sends before sign-in). The tab binding is chosen by the client,
 * so it only stops a tab that loops; the address limit is what stops a script. A person signs in
 * with one or two orders; an office behind one address has room for many people at once.
 */
export const BANKID_ORDER_LIMITS = {
  perAddress: 30,
  perSession: 10,
  windowMs: 10 * 60_000,
} as const;

export type BankIdOrderLimits = { perAddress: number; perSession: number; windowMs: number };

export const ADDRESS_BUCKET = 'bankid-order-address';
export const SESSION_BUCKET = 'bankid-order-session';

/** The counter key of a session or tab binding: a hash, so the table holds no usable value. */
export function sessionKey(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Takes an order slot of the address and (when known) of the session, or throws 429. */
export async function reserveBankIdOrder(
  db: Kysely<Database>,
  caller: { ip: string | undefined; session: string | undefined },
  limits: BankIdOrderLimits = BANKID_ORDER_LIMITS,
): Promise<void> {
  const address = addressKey(caller.ip);
  const byAddress = await reserveAttempt(db, ADDRESS_BUCKET, address, {
    limit: limits.perAddress,
    windowMs: limits.windowMs,
  });
  if (!byAddress.reserved) throw tooManyOrders(byAddress.retryAfterSeconds);
  if (caller.session === undefined) return;
  const bySession = await reserveAttempt(db, SESSION_BUCKET, sessionKey(caller.session), {
    limit: limits.perSession,
    windowMs: limits.windowMs,
  });
  if (!bySession.reserved) {
    // Refused: the address's slot was not used.
    await releaseAttempt(db, ADDRESS_BUCKET, address);
    throw tooManyOrders(bySession.retryAfterSeconds);
  }
}

export function tooManyOrders(retryAfterSeconds: number): AppError {
  return new AppError({
    status: 429,
    code: 'TOO_MANY_BANKID_ORDERS',
    detail: 'Too many BankID orders were started; try again later.',
    headers: { 'retry-after': String(retryAfterSeconds) },
    extensions: { retryAfterSeconds },
  });
}

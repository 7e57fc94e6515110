import { AppError } from '../errors/app-error.ts';

/**
 * Callers that may wait for a database connection at once, per process. Beyond it a request is
 * answered 503 DATABASE_BUSY with Retry-After at once: a client that backs off does better than one
 * whose request waits behind hundreds of others (docs/server.md, *Back-pressure*).
 */
export const MAX_DATABASE_WAITERS = 256;

export const DATABASE_BUSY_RETRY_AFTER_SECONDS = 1;

export function databaseBusy(): AppError {
  return new AppError({
    status: 503,
    code: 'DATABASE_BUSY',
    detail: 'The database has more requests waiting than it can take; try again in a moment.',
    headers: { 'retry-after': String(DATABASE_BUSY_RETRY_AFTER_SECONDS) },
  });
}

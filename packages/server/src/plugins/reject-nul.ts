import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { AppError, type FieldErrors } from '../errors/app-error.ts';

export const NUL_CHARACTER_MESSAGE = 'Texten får inte innehålla NUL-tecken (\\u0000).';
export const INVALID_CHARACTER_MESSAGE = 'Texten innehåller ett ogiltigt tecken.';

/**
 * Refuses any request whose path parameters, query string or parsed body hold a NUL character
 * (`\u0000`) or a lone UTF-16 surrogate (`"\ud800"` in JSON) anywhere, in a value or a key: 400
 * `VALIDATION_FAILED` naming each field. PostgreSQL stores no NUL in `text` or `jsonb`, and `jsonb`
 * refuses a lone surrogate (a `text` column silently gets U+FFFD instead), so such a value would
 * otherwise end as a 500 or as changed text, and a schema per route cannot be trusted to remember it.
 *
 * One hook on the root instance, so every route registered after it inherits the check, with or
 * without a schema and whatever content-type parser produced the body. It runs as a preHandler:
 * after the session, CSRF and employer-scope checks (onRequest/preValidation), so a stranger
 * still gets 401/403 first, and after the schema, so it sees what the handler will see.
 */
export function installNulCheck(app: FastifyInstance): void {
  app.addHook('preHandler', checkForNul);
}

// Callback style: an async hook costs a promise per request on every route.
function checkForNul(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  // Most requests (a GET without path parameters or query) hold no text at all: nothing to walk.
  if (request.body === undefined && hasNoKeys(request.params) && hasNoKeys(request.query)) {
    done();
    return;
  }
  const errors: FieldErrors = {};
  collectNulFields(request.params, 'params', errors);
  collectNulFields(request.query, 'querystring', errors);
  collectNulFields(request.body, '', errors);
  if (Object.keys(errors).length === 0) {
    done();
    return;
  }
  done(
    new AppError({
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: 'The request has invalid fields; see errors.',
      fieldErrors: errors,
    }),
  );
}

/** Null, undefined or an object without own enumerable keys (what Object.entries would walk). */
function hasNoKeys(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'object') return false;
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return true;
}

/**
 * Adds `{ "<dotted path>": [message] }` for every string value or key holding a NUL or a lone
 * surrogate; fields of the query string and path carry that location as prefix, as schema errors do
 * (errors/problem.ts). Iterative, so a deeply nested JSON body cannot overflow the stack.
 */
export function collectNulFields(value: unknown, location: string, errors: FieldErrors): void {
  const pending: { value: unknown; path: string }[] = [{ value, path: location }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      const messages = findTextProblems(current);
      if (messages.length > 0) errors[path || 'body'] = messages;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        pending.push({ value: item, path: join(path, String(index)) });
      });
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      // A binary body (a Buffer) may hold any byte; only text is checked.
      for (const [key, item] of Object.entries(current)) {
        const itemPath = join(path, escapeKey(key));
        const messages = findTextProblems(key);
        if (messages.length > 0) errors[itemPath] = messages;
        pending.push({ value: item, path: itemPath });
      }
    }
  }
}

/**
 * Half of a surrogate pair without its other half (what `String.prototype.isWellFormed` finds; the
 * project's TypeScript library predates it).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

function findTextProblems(text: string): string[] {
  const messages: string[] = [];
  if (text.includes('\u0000')) messages.push(NUL_CHARACTER_MESSAGE);
  if (LONE_SURROGATE.test(text)) messages.push(INVALID_CHARACTER_MESSAGE);
  return messages;
}

/** A key as it can be shown in the answer: a NUL or a lone surrogate written as its escape. */
function escapeKey(key: string): string {
  if (!key.includes('\u0000') && !LONE_SURROGATE.test(key)) return key;
  return key
    .replaceAll('\u0000', '\\u0000')
    .replace(LONE_SURROGATES, (char) => `\\u${char.charCodeAt(0).toString(16)}`);
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

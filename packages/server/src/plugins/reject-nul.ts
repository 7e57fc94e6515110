import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { AppError, type FieldErrors } from '../errors/app-error.ts';

export const NUL_CHARACTER_MESSAGE = 'Texten får inte innehålla NUL-tecken (\\u0000).';

/**
 * Refuses any request whose path parameters, query string or parsed body hold a NUL character
 * (`\u0000`) anywhere, in a value or a key: 400 `VALIDATION_FAILED` naming each field. PostgreSQL
 * stores no NUL in `text` or `jsonb`, so such a value would otherwise end as a 500 (or, sent to a
 * `where`, as one), and a schema per route cannot be trusted to remember it.
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

/**
 * Adds `{ "<dotted path>": [message] }` for every string value or key holding a NUL; fields of the
 * query string and path carry that location as prefix, as schema errors do (errors/problem.ts).
 * Iterative, so a deeply nested JSON body cannot overflow the stack.
 */
export function collectNulFields(value: unknown, location: string, errors: FieldErrors): void {
  const pending: { value: unknown; path: string }[] = [{ value, path: location }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) errors[path || 'body'] = [NUL_CHARACTER_MESSAGE];
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        pending.push({ value: item, path: join(path, String(index)) });
      });
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      // A binary body (a Buffer) may hold any byte; only text is checked.
      for (const [key, item] of Object.entries(current)) {
        const itemPath = join(path, key.replaceAll('\u0000', '\\u0000'));
        if (key.includes('\u0000')) errors[itemPath] = [NUL_CHARACTER_MESSAGE];
        pending.push({ value: item, path: itemPath });
      }
    }
  }
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

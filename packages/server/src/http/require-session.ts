import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { LiveSession, SignedInIdentity } from '../access/signed-in.ts';
import { AppError } from '../errors/app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Filled by the auth plugin (modules/auth/auth-plugin.ts) for a live session, null otherwise. */
    identity: SignedInIdentity | null;
    session: LiveSession | null;
  }
}

/** Methods that may change data: CSRF-checked by the auth plugin, and what empties the read cache. */
export const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The signed-in tree's guard (and the first step of the employer and operator guards): 401 problem
 * without a session; the auth plugin runs first for every API request. An `onRequest` (or
 * `preValidation`) hook, never a `preHandler`: those run after the schema, and a stranger would get a
 * 400 describing the body instead of the 401 (the input-hardening test walks every route).
 */
export async function requireSession(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.identity || !request.session) throw notAuthenticated();
}

/** `requireSession` as a callback hook: the signed-in tree's guard, without a promise per request. */
export function requireSessionHook(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  done(!request.identity || !request.session ? notAuthenticated() : undefined);
}

function notAuthenticated(): AppError {
  return new AppError({ status: 401, code: 'NOT_AUTHENTICATED', detail: 'Sign in first.' });
}

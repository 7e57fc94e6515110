import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';

/** Methods that may change data: CSRF-checked by the auth plugin, and what empties the read cache. */
export const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The signed-in tree's guard (and the first step of the employer and operator guards): 401 problem
 * without a session. `request.identity` and `request.session` are filled by the auth plugin
 * (modules/auth/auth-plugin.ts), which runs first for every API request. An `onRequest` (or
 * `preValidation`) hook, never a `preHandler`: those run after the schema, and a stranger would get a
 * 400 describing the body instead of the 401 (the input-hardening test walks every route).
 */
export async function requireSession(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.identity || !request.session) {
    throw new AppError({ status: 401, code: 'NOT_AUTHENTICATED', detail: 'Sign in first.' });
  }
}

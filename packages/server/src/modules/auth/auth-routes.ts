import { logInResponse } from '@lonsam/domain/contracts/auth/log-in';
import { logOutResponse } from '@lonsam/domain/contracts/auth/log-out';
import { pokeResponse } from '@lonsam/domain/contracts/auth/poke';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { answerOversizedBodiesWith400 } from '../../http/oversized-body-as-400.ts';
import { logIn } from './login.ts';
import { clearSessionCookie } from './session-cookie.ts';
import { deleteSession } from './session-store.ts';
import type { SessionConfig } from './start-session.ts';

export type AuthRoutesOptions = { db: Kysely<Database>; config: SessionConfig };

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { db, config }) => {
  answerOversizedBodiesWith400(app);

  app.post(
    '/login',
    {
      config: { csrf: 'presence' },
      schema: {
        summary: 'Sign in with email and password (HTTP Basic); answers the CSRF token of the new session',
        tags: ['auth'],
        response: { 200: logInResponse },
      },
    },
    (request, reply) => logIn(request, reply, db, config),
  );

  app.post(
    '/logout',
    { schema: { summary: 'End the current session', tags: ['auth'], response: { 200: logOutResponse } } },
    async (request, reply) => {
      if (request.session) await deleteSession(db, request.session.id);
      clearSessionCookie(request, reply);
      return {};
    },
  );
};

/** Session routes of the signed-in tree (its guard answers 401 without a session). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/poke',
    {
      schema: {
        summary: 'Session check: 200 with the CSRF token for a live session, 401 otherwise',
        tags: ['auth'],
        response: { 200: pokeResponse },
      },
      // The answer is built here with exactly the contract's one field, so zod need not re-check it on
      // every poke (a zod encode per request; bench/poke.ts, #14). /api/docs still shows the schema.
      serializerCompiler: () => serializePoke,
    },
    // The token lets a new tab of a signed-in browser pick up its session's CSRF token; other
    // origins cannot read this answer (no CORS).
    // Not async: Fastify sends a plain value at once, without a promise per answer.
    (request) => ({ token: request.session!.csrfToken }),
  );
};

/** `{"token":"…"}`: the poke's contract (`pokeResponse`), and nothing else of what the handler gave. */
export function serializePoke(answer: unknown): string {
  const { token } = answer as { token?: unknown };
  // What zod's encode would refuse (a 500), never an answer without its token.
  if (typeof token !== 'string') throw new Error('GET /api/poke: the answer has no token');
  return JSON.stringify({ token });
}

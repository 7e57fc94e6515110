import {
  API_TOKEN_MAX_DAYS,
  apiTokenCompaniesResponse,
  apiTokenParams,
  createApiTokenBody,
  createApiTokenResponse,
  listApiTokensResponse,
  revokeApiTokenBody,
  revokeApiTokenResponse,
} from '@lonsam/domain/contracts/api-tokens/api-tokens';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createApiToken, listApiTokens, listTokenCompanies, revokeApiToken } from './api-token-store.ts';

export type ApiTokenRoutesOptions = { db: Kysely<Database>; now?: () => Date };

/**
 * The signed-in person's personal API tokens (Me.ApiAccess), in the signed-in tree: a token itself is
 * refused here (403 API_TOKEN_NOT_ALLOWED, http/api-token-guard.ts), so a token cannot make tokens.
 */
export const apiTokenRoutes: FastifyPluginAsyncZod<ApiTokenRoutesOptions> = async (
  app,
  { db, ...options },
) => {
  const now = options.now ?? (() => new Date());
  const audit = (request: FastifyRequest) => ({
    actorIdentityId: request.identity!.id,
    requestId: request.id,
  });

  app.get(
    '/account/api-tokens',
    {
      schema: {
        summary: 'Your personal API tokens, newest first (never the tokens themselves)',
        tags: ['api-tokens'],
        response: { 200: listApiTokensResponse },
      },
    },
    async (request) => ({ apiTokens: await listApiTokens(db, request.identity!.id) }),
  );

  app.get(
    '/account/api-tokens/companies',
    {
      schema: {
        summary:
          'The companies (roles) where you hold Me.ApiAccess, with the privileges a token may get there',
        tags: ['api-tokens'],
        response: { 200: apiTokenCompaniesResponse },
      },
    },
    async (request) => ({ companies: await listTokenCompanies(db, request.identity!.id, now()) }),
  );

  app.post(
    '/account/api-tokens',
    {
      schema: {
        summary: 'Make a token for one of your roles; the answer holds the token, shown this once only',
        tags: ['api-tokens'],
        body: createApiTokenBody,
        response: { 201: createApiTokenResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createApiToken(db, audit(request), request.body, now(), API_TOKEN_MAX_DAYS)),
  );

  app.post(
    '/account/api-tokens/:tokenId/revoke',
    {
      schema: {
        summary: 'Revoke a token at once: its next request is refused (401), in every process',
        tags: ['api-tokens'],
        params: apiTokenParams,
        body: revokeApiTokenBody,
        response: { 200: revokeApiTokenResponse },
      },
    },
    async (request) => ({
      apiToken: await revokeApiToken(db, audit(request), request.params.tokenId, request.body.version, now()),
    }),
  );
};

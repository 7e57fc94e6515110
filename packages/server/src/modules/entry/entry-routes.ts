import { getEntryResponse } from '@lonsam/domain/contracts/entry/get-entry';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { findReadCache } from '../../cache/app-read-cache.ts';
import type { Database } from '../../db/schema.ts';
import { getEntry } from './get-entry.ts';

export type EntryRoutesOptions = { db: Kysely<Database> };

/** The landing data of a signed-in person; in the signed-in tree (http/route-trees.ts). */
export const entryRoutes: FastifyPluginAsyncZod<EntryRoutesOptions> = async (app, { db }) => {
  const cache = findReadCache(app);
  app.get(
    '/entry',
    {
      schema: {
        summary: 'Landing data: who is signed in, their companies and roles, tenant management',
        tags: ['auth'],
        response: { 200: getEntryResponse },
      },
    },
    async (request, reply) => {
      const identityId = request.identity!.id;
      // Read on every page load; kept until the identity, a role, a company's name or an operator
      // changes (migration 0084), and serialised once: it is the same answer each time.
      const load = async () => Buffer.from(JSON.stringify(await getEntry(db, identityId)));
      const body = cache ? await cache.read(`entry:${identityId}`, 'signed-in', load) : await load();
      // A Buffer skips the serializer; the schema documents the answer, getEntry builds it.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );
};

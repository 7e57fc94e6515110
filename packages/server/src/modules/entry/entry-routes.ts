import { getEntryResponse } from '@lonsam/domain/contracts/entry/get-entry';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { getEntry } from './get-entry.ts';

export type EntryRoutesOptions = { db: Kysely<Database> };

/** The landing data of a signed-in person; in the signed-in tree (http/route-trees.ts). */
export const entryRoutes: FastifyPluginAsyncZod<EntryRoutesOptions> = async (app, { db }) => {
  app.get(
    '/entry',
    {
      schema: {
        summary: 'Landing data: who is signed in, their companies and roles, tenant management',
        tags: ['auth'],
        response: { 200: getEntryResponse },
      },
    },
    async (request) => getEntry(db, request.identity!.id),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { getEntry } from './get-entry.ts';

export type EntryRoutesOptions = { db: Kysely<Database> };

const entryResponse = z.object({
  identity: z.object({
    id: z.string(),
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    hasPassword: z.boolean(),
    hasBankId: z.boolean(),
  }),
  companies: z.array(
    z.object({
      employerId: z.string(),
      name: z.string(),
      roles: z.array(z.enum(['admin', 'manager', 'user'])),
    }),
  ),
  isTenantManager: z.boolean(),
  tenantManagerIds: z.array(z.string()),
});

/** The landing data of a signed-in person; in the signed-in tree (http/route-trees.ts). */
export const entryRoutes: FastifyPluginAsyncZod<EntryRoutesOptions> = async (app, { db }) => {
  app.get(
    '/entry',
    {
      schema: {
        summary: 'Landing data: who is signed in, their companies and roles, tenant management',
        tags: ['auth'],
        response: { 200: entryResponse },
      },
    },
    async (request) => getEntry(db, request.identity!.id),
  );
};

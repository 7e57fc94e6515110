import {
  lookupRoleParams,
  lookupRoleQuery,
  lookupRoleResponse,
} from '@lonsam/domain/contracts/roles/lookup-role';
import { isUuid } from '@lonsam/domain/validation/identifier';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { lookupRole } from './lookup-role.ts';

export type RoleRoutesOptions = { db: Kysely<Database> };

export const roleRoutes: FastifyPluginAsyncZod<RoleRoutesOptions> = async (app, { db }) => {
  app.get(
    '/lookup-role/:companyId/:role',
    {
      schema: {
        summary: "The signed-in identity's role id for the employer and role area; 404 when it has none",
        tags: ['roles'],
        params: lookupRoleParams,
        querystring: lookupRoleQuery.loose(),
        response: { 200: lookupRoleResponse },
      },
    },
    async (request) => {
      // `companyId`, not `employerId`: an employer in the path means the employer tree (http/route-trees.ts),
      // and this lookup is what a client calls before it has a role for that tree.
      const { companyId: employerId, role } = request.params;
      const employmentId = request.query.employmentId;
      const found =
        isUuid(employerId) && (employmentId === undefined || isUuid(employmentId))
          ? await lookupRole(db, { identityId: request.identity!.id, employerId, role, employmentId })
          : undefined;
      if (!found) {
        throw new AppError({
          status: 404,
          code: 'ROLE_NOT_FOUND',
          detail: 'You have no such role for this employer.',
        });
      }
      return found;
    },
  );
};

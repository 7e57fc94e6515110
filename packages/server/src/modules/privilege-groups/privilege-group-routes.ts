import {
  deletePrivilegeGroupQuery,
  listPrivilegeGroupsResponse,
  privilegeGroupBody,
  privilegeGroupItemParams,
  privilegeGroupParams,
  privilegeGroupResponse,
  updatePrivilegeGroupBody,
} from '@lonsam/domain/contracts/privilege-groups/privilege-groups';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { requestAudit } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import {
  createPrivilegeGroup,
  deletePrivilegeGroup,
  listPrivilegeGroups,
  type PrivilegeGroupContext,
  updatePrivilegeGroup,
} from './privilege-group-service.ts';

const GROUPS = '/employer/:employerId/privilege-groups';
const read = { employerAccess: { privilege: 'PrivilegeGroups', access: 'read' } as const };
const write = { employerAccess: { privilege: 'PrivilegeGroups', access: 'write' } as const };

/**
 * Privilege groups (spec §6, privilege-group mode), in the employer tree behind `PrivilegeGroups`.
 * Never open to a personal API token (http/api-token-guard.ts): a token must not widen access.
 */
export const privilegeGroupRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  const context = (request: FastifyRequest): PrivilegeGroupContext => ({
    scope: request.employerScope!,
    audit: requestAudit(request),
  });

  app.get(
    GROUPS,
    {
      config: read,
      schema: {
        summary: 'The privilege groups, the roles that may join them and what the packaging allows each role',
        tags: ['privilege-groups'],
        params: privilegeGroupParams,
        response: { 200: listPrivilegeGroupsResponse },
      },
    },
    async (request) => listPrivilegeGroups(db, request.employerScope!),
  );

  app.post(
    GROUPS,
    {
      config: write,
      schema: {
        summary: 'Create a privilege group; its members are judged by their groups from their next request',
        tags: ['privilege-groups'],
        params: privilegeGroupParams,
        body: privilegeGroupBody,
        response: { 201: privilegeGroupResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ group: await createPrivilegeGroup(db, context(request), request.body) }),
  );

  app.put(
    `${GROUPS}/:groupId`,
    {
      config: write,
      schema: {
        summary: 'Change a privilege group (name, privileges, members); `version` as read',
        tags: ['privilege-groups'],
        params: privilegeGroupItemParams,
        body: updatePrivilegeGroupBody,
        response: { 200: privilegeGroupResponse },
      },
    },
    async (request) => ({
      group: await updatePrivilegeGroup(db, context(request), request.params.groupId, request.body),
    }),
  );

  app.delete(
    `${GROUPS}/:groupId`,
    {
      config: write,
      schema: {
        summary: 'Delete a privilege group; members in no other group return to packaging mode',
        tags: ['privilege-groups'],
        params: privilegeGroupItemParams,
        querystring: deletePrivilegeGroupQuery,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await deletePrivilegeGroup(db, context(request), request.params.groupId, request.query.version);
      return reply.code(204).send(null);
    },
  );
};

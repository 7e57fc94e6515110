import {
  acceptInvitationParams,
  acceptInvitationResponse,
} from '@lonsam/domain/contracts/users/accept-invitation';
import { getInvitationParams, getInvitationResponse } from '@lonsam/domain/contracts/users/get-invitation';
import { grantRoleBody, grantRoleParams, grantRoleResponse } from '@lonsam/domain/contracts/users/grant-role';
import {
  inviteUserBody,
  inviteUserParams,
  inviteUserResponse,
} from '@lonsam/domain/contracts/users/invite-user';
import {
  listUsersParams,
  listUsersQuery,
  listUsersResponse,
} from '@lonsam/domain/contracts/users/list-users';
import {
  resendInvitationBody,
  resendInvitationParams,
  resendInvitationResponse,
} from '@lonsam/domain/contracts/users/resend-invitation';
import { revokeRoleParams, revokeRoleResponse } from '@lonsam/domain/contracts/users/revoke-role';
import {
  withdrawInvitationBody,
  withdrawInvitationParams,
  withdrawInvitationResponse,
} from '@lonsam/domain/contracts/users/withdraw-invitation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { requestAudit } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { registerSettingsDocumentRoutes } from '../settings/index.ts';
import { acceptInvitation, describeInvitation } from './accept-invitation.ts';
import { inviteUser, resendInvitation, withdrawInvitation } from './invitations.ts';
import { listUsers } from './list-users.ts';
import { getPublicUrl, type PublicUrlConfig } from './public-url.ts';
import { grantRole, revokeRole } from './role-grants.ts';
import { USER_ACCESS_SECTION } from './user-access-settings.ts';

export type UserRoutesOptions = { db: Kysely<Database>; mailer: Mailer; config: PublicUrlConfig };

const tags = ['users'];
const audit = (request: FastifyRequest) => requestAudit(request);

/**
 * The employer tree's users (issue 22). Listing needs Users.Authorization.User read; each change is
 * checked inside against the privilege of the role it gives or takes (write), so nobody can give a
 * role above what they may give.
 */
export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, { db, mailer, config }) => {
  app.get(
    '/employer/:employerId/users',
    {
      config: { employerAccess: { privilege: 'Users.Authorization.User', access: 'read' } },
      schema: {
        summary: "The company's users, their roles and open invitations",
        tags,
        params: listUsersParams,
        querystring: listUsersQuery,
        response: { 200: listUsersResponse },
      },
    },
    async (request) => listUsers(db, request.employerScope!.employerId, request.query),
  );

  app.post(
    '/employer/:employerId/users/invitations',
    {
      config: { employerAccess: 'role' },
      schema: {
        summary: 'Invites someone by email or personnummer to a role',
        tags,
        params: inviteUserParams,
        body: inviteUserBody,
        response: { 200: inviteUserResponse },
      },
    },
    async (request) =>
      inviteUser(db, mailer, request.employerScope!, audit(request), {
        ...request.body,
        publicUrl: getPublicUrl(config, request),
      }),
  );

  app.post(
    '/employer/:employerId/users/invitations/:invitationId/resend',
    {
      config: { employerAccess: 'role' },
      schema: {
        summary: 'Sends an open invitation again with a new link, valid 7 days',
        tags,
        params: resendInvitationParams,
        body: resendInvitationBody,
        response: { 200: resendInvitationResponse },
      },
    },
    async (request) =>
      resendInvitation(db, mailer, request.employerScope!, audit(request), {
        invitationId: request.params.invitationId,
        version: request.body.version,
        publicUrl: getPublicUrl(config, request),
      }),
  );

  app.post(
    '/employer/:employerId/users/invitations/:invitationId/withdraw',
    {
      config: { employerAccess: 'role' },
      schema: {
        summary: 'Withdraws an open invitation',
        tags,
        params: withdrawInvitationParams,
        body: withdrawInvitationBody,
        response: { 200: withdrawInvitationResponse },
      },
    },
    async (request) =>
      withdrawInvitation(db, request.employerScope!, audit(request), {
        invitationId: request.params.invitationId,
        version: request.body.version,
      }),
  );

  app.post(
    '/employer/:employerId/users/roles',
    {
      config: { employerAccess: 'role' },
      schema: {
        summary: 'Gives a person known to the company a role',
        tags,
        params: grantRoleParams,
        body: grantRoleBody,
        response: { 200: grantRoleResponse },
      },
    },
    async (request) => {
      const { identityId, role, employmentId } = request.body;
      const { roleId } = await grantRole(db, request.employerScope!, audit(request), {
        identityId,
        role,
        employmentId: employmentId ?? null,
      });
      const listed = await listUsers(db, request.employerScope!.employerId, {});
      const granted = listed.users.flatMap((user) => user.roles).find((held) => held.roleId === roleId);
      return granted!;
    },
  );

  app.delete(
    '/employer/:employerId/users/roles/:roleId',
    {
      config: { employerAccess: 'role' },
      schema: {
        summary: 'Takes a role away; it stops working on the next request. Never the last admin.',
        tags,
        params: revokeRoleParams,
        response: { 200: revokeRoleResponse },
      },
    },
    async (request) => {
      await revokeRole(db, request.employerScope!, audit(request), request.params.roleId);
      return { revoked: true as const };
    },
  );

  registerSettingsDocumentRoutes(app, {
    db,
    path: 'user-access',
    privilege: 'Users.Authorization.User',
    ...USER_ACCESS_SECTION,
  });
};

/** GET /api/invitation/{token} in the public tree: the invitation page before anyone signs in. */
export const invitationPublicRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  app.get(
    '/invitation/:token',
    {
      schema: {
        summary: 'What an invitation link offers (company and role)',
        tags,
        params: getInvitationParams,
        response: { 200: getInvitationResponse },
      },
    },
    async (request) => describeInvitation(db, request.params.token),
  );
};

/** POST /api/invitation/{token}/accept in the signed-in tree. */
export const invitationSignedInRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  app.post(
    '/invitation/:token/accept',
    {
      schema: {
        summary: 'Accepts an invitation for the signed-in person',
        tags,
        params: acceptInvitationParams,
        response: { 200: acceptInvitationResponse },
      },
    },
    async (request) => acceptInvitation(db, requestAudit(request), request.params.token),
  );
};

import {
  activateTenantPackagingBody,
  activateTenantPackagingParams,
  activateTenantPackagingResponse,
} from '@lonsam/domain/contracts/tenant-manager/activate-tenant-packaging';
import {
  getPackagingPrivilegesParams,
  getPackagingPrivilegesResponse,
} from '@lonsam/domain/contracts/tenant-manager/get-packaging-privileges';
import {
  listAuditEventsParams,
  listAuditEventsQuery,
  listAuditEventsResponse,
} from '@lonsam/domain/contracts/tenant-manager/list-audit-events';
import {
  listPackagingsParams,
  listPackagingsResponse,
} from '@lonsam/domain/contracts/tenant-manager/list-packagings';
import { listTenantsParams, listTenantsResponse } from '@lonsam/domain/contracts/tenant-manager/list-tenants';
import {
  updatePackagingPrivilegeBody,
  updatePackagingPrivilegeParams,
  updatePackagingPrivilegeResponse,
} from '@lonsam/domain/contracts/tenant-manager/update-packaging-privilege';
import { isUuid } from '@lonsam/domain/validation/identifier';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { listTenantManagerAuditEvents } from './list-audit-events.ts';
import { getPackagingPrivileges, listPackagings, packagingNotFound } from './packaging-privileges.ts';
import { activateTenantPackaging, listTenants } from './tenants.ts';
import { updatePackagingPrivilege } from './update-packaging-privilege.ts';

export type TenantManagerRoutesOptions = { db: Kysely<Database>; now?: () => Date };

export { AUDIT_EVENT_ID_MESSAGE } from '@lonsam/domain/contracts/tenant-manager/list-audit-events';

/**
 * The operator area (spec §7 tenant-manager calls), registered in the operator tree: its guard
 * (`guardOperatorTree` in http/route-trees.ts) checks session and operator before every route here.
 */
export const tenantManagerRoutes: FastifyPluginAsyncZod<TenantManagerRoutesOptions> = async (
  app,
  options,
) => {
  const { db } = options;
  const now = options.now ?? (() => new Date());

  const auditContext = (request: FastifyRequest) => ({
    actorIdentityId: request.identity!.id,
    requestId: request.id,
  });

  app.get(
    '/tenant-manager/:tenantManagerId/packaging',
    {
      schema: {
        summary: 'Every packaging (id, name, description)',
        tags: ['tenant-manager'],
        params: listPackagingsParams,
        response: { 200: listPackagingsResponse },
      },
    },
    async () => ({ data: await listPackagings(db) }),
  );

  app.get(
    '/tenant-manager/:tenantManagerId/packaging/:packagingId',
    {
      schema: {
        summary: "A packaging's privilege entries (`active`) and the whole catalogue (`all`)",
        tags: ['tenant-manager'],
        params: getPackagingPrivilegesParams,
        response: { 200: getPackagingPrivilegesResponse },
      },
    },
    async (request) => {
      if (!isUuid(request.params.packagingId)) throw packagingNotFound();
      return getPackagingPrivileges(db, request.params.packagingId);
    },
  );

  app.post(
    '/tenant-manager/:tenantManagerId/packaging/:packagingId',
    {
      schema: {
        summary:
          'Activate and switch a privilege per role in a packaging (null = not activated); every tenant on it at once',
        tags: ['tenant-manager'],
        params: updatePackagingPrivilegeParams,
        body: updatePackagingPrivilegeBody,
        response: { 200: updatePackagingPrivilegeResponse },
      },
    },
    async (request) => {
      if (!isUuid(request.params.packagingId)) throw packagingNotFound();
      const entry = await updatePackagingPrivilege(
        db,
        request.params.packagingId,
        request.body,
        auditContext(request),
        now(),
      );
      return { entry };
    },
  );

  app.get(
    '/tenant-manager/:tenantManagerId/tenants',
    {
      schema: {
        summary: 'Every tenant with its packaging periods, and the packagings',
        tags: ['tenant-manager'],
        params: listTenantsParams,
        response: { 200: listTenantsResponse },
      },
    },
    async () => listTenants(db),
  );

  app.post(
    '/tenant-manager/:tenantManagerId/tenants',
    {
      schema: {
        summary: 'Activate a packaging for a tenant from now',
        tags: ['tenant-manager'],
        params: activateTenantPackagingParams,
        body: activateTenantPackagingBody,
        response: { 200: activateTenantPackagingResponse },
      },
    },
    async (request) => {
      if (!isUuid(request.body.packagingId)) throw packagingNotFound();
      return activateTenantPackaging(db, request.body, auditContext(request), now());
    },
  );

  app.get(
    '/tenant-manager/:tenantManagerId/audit',
    {
      schema: {
        summary: 'Audit events of privilege changes, packaging activations and operators, newest first',
        tags: ['tenant-manager'],
        params: listAuditEventsParams,
        querystring: listAuditEventsQuery,
        response: { 200: listAuditEventsResponse },
      },
    },
    async (request) => ({ data: await listTenantManagerAuditEvents(db, request.query) }),
  );
};

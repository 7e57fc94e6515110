import { privilegeUpdateSchema, tenantActivationSchema } from '@lonsam/domain/schemas/tenant-manager';
import { isUuid } from '@lonsam/domain/validation/identifier';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { listTenantManagerAuditEvents } from './list-audit-events.ts';
import { getPackagingPrivileges, listPackagings, packagingNotFound } from './packaging-privileges.ts';
import { activateTenantPackaging, listTenants } from './tenants.ts';
import { updatePackagingPrivilege } from './update-packaging-privilege.ts';

export type TenantManagerRoutesOptions = { db: Kysely<Database>; now?: () => Date };

const valueStream = z.string();
const timestamp = z.string().nullable();
const systemEntry = z.object({
  id: z.string(),
  valueStream,
  description: z.string(),
  enabledUser: z.boolean(),
  enabledManager: z.boolean(),
  enabledAdmin: z.boolean(),
});
const activeEntry = z.object({
  id: z.string(),
  valueStream,
  enabledUser: z.boolean(),
  enabledManager: z.boolean(),
  enabledAdmin: z.boolean(),
  availableUser: z.boolean(),
  availableManager: z.boolean(),
  availableAdmin: z.boolean(),
  activatedUserAt: timestamp,
  activatedManagerAt: timestamp,
  activatedAdminAt: timestamp,
});
const packagingSummary = z.object({ id: z.string(), name: z.string(), description: z.string() });
const tenantsResponse = z.object({
  tenants: z.array(
    z.object({
      name: z.string(),
      orgNumber: z.string().nullable(),
      employerPublicId: z.string(),
      packaging: z.array(z.object({ packagingId: z.string(), validFrom: z.string() })),
    }),
  ),
  packaging: z.array(packagingSummary),
});
const auditEvent = z.object({
  id: z.string(),
  occurredAt: z.string(),
  actor: z.object({ identityId: z.string(), email: z.string().nullable() }).nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
});

// audit_event.id is a bigint: a larger number would make PostgreSQL refuse the query (a 500).
const MAX_BIGINT = 2n ** 63n - 1n;
export const AUDIT_EVENT_ID_MESSAGE = 'Ska vara ett händelse-id: ett heltal från 0 till 9223372036854775807';
const auditEventIdSchema = z
  .string()
  .refine((value) => /^\d{1,19}$/.test(value) && BigInt(value) <= MAX_BIGINT, {
    error: AUDIT_EVENT_ID_MESSAGE,
  });

const managerParams = z.object({ tenantManagerId: z.string() });
const packagingParams = z.object({ tenantManagerId: z.string(), packagingId: z.string() });

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
        params: managerParams,
        response: { 200: z.object({ data: z.array(packagingSummary) }) },
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
        params: packagingParams,
        response: { 200: z.object({ active: z.array(activeEntry), all: z.array(systemEntry) }) },
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
        params: packagingParams,
        body: privilegeUpdateSchema,
        response: { 200: z.object({ entry: activeEntry.nullable() }) },
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
        params: managerParams,
        response: { 200: tenantsResponse },
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
        params: managerParams,
        body: tenantActivationSchema,
        response: {
          200: z.object({ employerPublicId: z.string(), packagingId: z.string(), validFrom: z.string() }),
        },
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
        params: managerParams,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(500).default(100),
          before: auditEventIdSchema.optional(),
        }),
        response: { 200: z.object({ data: z.array(auditEvent) }) },
      },
    },
    async (request) => ({ data: await listTenantManagerAuditEvents(db, request.query) }),
  );
};

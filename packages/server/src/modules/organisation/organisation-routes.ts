import * as createDimensionObjectContract from '@lonsam/domain/contracts/dimensions/create-dimension-object';
import * as deleteDimensionObjectContract from '@lonsam/domain/contracts/dimensions/delete-dimension-object';
import * as listDimensionObjectsContract from '@lonsam/domain/contracts/dimensions/list-dimension-objects';
import * as updateDimensionObjectContract from '@lonsam/domain/contracts/dimensions/update-dimension-object';
import * as listEmploymentChoicesContract from '@lonsam/domain/contracts/employees/list-employment-choices';
import * as archiveWorkplaceContract from '@lonsam/domain/contracts/workplaces/archive-workplace';
import * as createWorkplaceContract from '@lonsam/domain/contracts/workplaces/create-workplace';
import * as listWorkplacesContract from '@lonsam/domain/contracts/workplaces/list-workplaces';
import * as updateWorkplaceContract from '@lonsam/domain/contracts/workplaces/update-workplace';
import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { requestAudit } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import {
  createDimensionObject,
  deleteDimensionObject,
  listDimensionObjects,
  updateDimensionObject,
} from './dimension-service.ts';
import { listEmploymentChoices } from './employment-references.ts';
import type { OrganisationContext } from './organisation-context.ts';
import {
  archiveWorkplace,
  createWorkplace,
  listWorkplaces,
  restoreWorkplace,
  updateWorkplace,
} from './workplace-service.ts';

export type OrganisationRoutesOptions = { db: Kysely<Database>; now?: () => Date };

const read = (privilege: PrivilegeId) => ({ employerAccess: { privilege, access: 'read' as const } });
const write = (privilege: PrivilegeId) => ({ employerAccess: { privilege, access: 'write' as const } });

const WORKPLACES = '/employer/:employerId/settings/workplaces';
const DIMENSIONS = '/employer/:employerId/settings/dimensions';

/**
 * Arbetsställen (TenantManagement.Workplace) and the dimensions' cost centres and projects
 * (TenantManagement.Dimensions) under /api/employer/{employerId}/settings, in the employer tree;
 * and what an employment form may choose, for whoever edits employments.
 */
export const organisationRoutes: FastifyPluginAsyncZod<OrganisationRoutesOptions> = async (app, options) => {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const context = (request: FastifyRequest): OrganisationContext => ({
    scope: request.employerScope!,
    audit: requestAudit(request),
    now: now(),
  });

  app.get(
    WORKPLACES,
    {
      config: read('TenantManagement.Workplace'),
      schema: {
        summary: 'The arbetsställen, archived ones last, and whether the AGI needs their numbers',
        tags: ['settings'],
        params: listWorkplacesContract.listWorkplacesParams,
        response: { 200: listWorkplacesContract.listWorkplacesResponse },
      },
    },
    async (request) => listWorkplaces(db, request.params.employerId, now()),
  );

  app.post(
    WORKPLACES,
    {
      config: write('TenantManagement.Workplace'),
      schema: {
        summary: 'Add an arbetsställe',
        tags: ['settings'],
        params: createWorkplaceContract.createWorkplaceParams,
        body: createWorkplaceContract.createWorkplaceBody,
        response: { 201: createWorkplaceContract.createWorkplaceResponse },
      },
    },
    async (request, reply) => reply.code(201).send(await createWorkplace(db, context(request), request.body)),
  );

  app.put(
    `${WORKPLACES}/:workplaceId`,
    {
      config: write('TenantManagement.Workplace'),
      schema: {
        summary: 'Change an arbetsställe; `version` as read (409 with `current` otherwise)',
        tags: ['settings'],
        params: updateWorkplaceContract.updateWorkplaceParams,
        body: updateWorkplaceContract.updateWorkplaceBody,
        response: { 200: updateWorkplaceContract.updateWorkplaceResponse },
      },
    },
    async (request) => updateWorkplace(db, context(request), request.params.workplaceId, request.body),
  );

  app.post(
    `${WORKPLACES}/:workplaceId/archive`,
    {
      config: write('TenantManagement.Workplace'),
      schema: {
        summary: 'Archive an arbetsställe no running employment refers to (409 WORKPLACE_IN_USE otherwise)',
        tags: ['settings'],
        params: archiveWorkplaceContract.archiveWorkplaceParams,
        body: archiveWorkplaceContract.archiveWorkplaceBody,
        response: { 200: archiveWorkplaceContract.archiveWorkplaceResponse },
      },
    },
    async (request) =>
      archiveWorkplace(db, context(request), request.params.workplaceId, request.body.version),
  );

  app.post(
    `${WORKPLACES}/:workplaceId/restore`,
    {
      config: write('TenantManagement.Workplace'),
      schema: {
        summary: 'Bring an archived arbetsställe back',
        tags: ['settings'],
        params: archiveWorkplaceContract.archiveWorkplaceParams,
        body: archiveWorkplaceContract.restoreWorkplaceBody,
        response: { 200: archiveWorkplaceContract.archiveWorkplaceResponse },
      },
    },
    async (request) =>
      restoreWorkplace(db, context(request), request.params.workplaceId, request.body.version),
  );

  app.get(
    DIMENSIONS,
    {
      config: read('TenantManagement.Dimensions'),
      schema: {
        summary: 'The cost centres (SIE dimension 1) and projects (SIE dimension 6)',
        tags: ['settings'],
        params: listDimensionObjectsContract.listDimensionObjectsParams,
        response: { 200: listDimensionObjectsContract.listDimensionObjectsResponse },
      },
    },
    async (request) => listDimensionObjects(db, request.params.employerId),
  );

  app.post(
    `${DIMENSIONS}/:dimension/objects`,
    {
      config: write('TenantManagement.Dimensions'),
      schema: {
        summary: 'Add a cost centre or project (code unique within its dimension)',
        tags: ['settings'],
        params: createDimensionObjectContract.createDimensionObjectParams,
        body: createDimensionObjectContract.createDimensionObjectBody,
        response: { 201: createDimensionObjectContract.createDimensionObjectResponse },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createDimensionObject(db, context(request), request.params.dimension, request.body)),
  );

  app.put(
    `${DIMENSIONS}/objects/:objectId`,
    {
      config: write('TenantManagement.Dimensions'),
      schema: {
        summary: 'Change or deactivate a cost centre or project; `version` as read (409 otherwise)',
        tags: ['settings'],
        params: updateDimensionObjectContract.updateDimensionObjectParams,
        body: updateDimensionObjectContract.updateDimensionObjectBody,
        response: { 200: updateDimensionObjectContract.updateDimensionObjectResponse },
      },
    },
    async (request) => updateDimensionObject(db, context(request), request.params.objectId, request.body),
  );

  app.delete(
    `${DIMENSIONS}/objects/:objectId`,
    {
      config: write('TenantManagement.Dimensions'),
      schema: {
        summary: 'Delete an object no employment refers to (409 DIMENSION_OBJECT_IN_USE otherwise)',
        tags: ['settings'],
        params: deleteDimensionObjectContract.deleteDimensionObjectParams,
        querystring: deleteDimensionObjectContract.deleteDimensionObjectQuery,
        response: { 200: deleteDimensionObjectContract.deleteDimensionObjectResponse },
      },
    },
    async (request) => {
      await deleteDimensionObject(db, context(request), request.params.objectId, request.query.version);
      return { deleted: true as const };
    },
  );

  app.get(
    '/employer/:employerId/employment-choices',
    {
      config: read('Employee.EmploymentOverview'),
      schema: {
        summary: 'The workplaces, cost centres and projects an employment may refer to',
        tags: ['employees'],
        params: listEmploymentChoicesContract.listEmploymentChoicesParams,
        response: { 200: listEmploymentChoicesContract.listEmploymentChoicesResponse },
      },
    },
    async (request) => listEmploymentChoices(db, request.params.employerId),
  );
};

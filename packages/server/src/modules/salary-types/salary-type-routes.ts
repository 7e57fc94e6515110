import * as addVersionContract from '@lonsam/domain/contracts/salary-types/add-salary-type-version';
import * as createContract from '@lonsam/domain/contracts/salary-types/create-salary-type';
import * as getContract from '@lonsam/domain/contracts/salary-types/get-salary-type';
import * as listContract from '@lonsam/domain/contracts/salary-types/list-salary-types';
import * as updateContract from '@lonsam/domain/contracts/salary-types/update-salary-type';
import { suggestOwnCode } from '@lonsam/domain/salary-types/standard-salary-types';
import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { requestAudit } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import {
  addSalaryTypeVersion,
  createSalaryType,
  type SalaryTypeContext,
  updateSalaryType,
} from './salary-type-service.ts';
import { findSalaryType, listSalaryTypeViews } from './salary-type-store.ts';

export type SalaryTypeRoutesOptions = { db: Kysely<Database>; now?: () => Date };

/**
 * The spec has no privilege of its own for salary types; `TenantManagement.SalarySupplements`
 * (lönetillägg) is the one whose subject they are (docs/settings.md, "Lönearter").
 */
const PRIVILEGE = 'TenantManagement.SalarySupplements' as const;
const read = { employerAccess: { privilege: PRIVILEGE, access: 'read' as const } };
const write = { employerAccess: { privilege: PRIVILEGE, access: 'write' as const } };
const tags = ['salary-types'];

/** The company's salary-type catalogue under /api/employer/{employerId}/salary-types (employer tree). */
export const salaryTypeRoutes: FastifyPluginAsyncZod<SalaryTypeRoutesOptions> = async (app, options) => {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const context = (request: FastifyRequest): SalaryTypeContext => ({
    scope: request.employerScope!,
    audit: requestAudit(request),
    now: now(),
  });
  const employerIdOf = (request: FastifyRequest) => request.employerScope!.employerId;

  app.get(
    '/employer/:employerId/salary-types',
    {
      config: read,
      schema: {
        summary:
          'The salary types of the company, each with the version in force on the date (default today)',
        tags,
        params: listContract.listSalaryTypesParams,
        querystring: listContract.listSalaryTypesQuery,
        response: { 200: listContract.listSalaryTypesResponse },
      },
    },
    async (request) => {
      const date = request.query.date ?? toDateOnly(now());
      const salaryTypes = await listSalaryTypeViews(db, employerIdOf(request), date);
      const suggestedCode = suggestOwnCode(salaryTypes.map((type) => type.code)) ?? null;
      return { date, salaryTypes, suggestedCode };
    },
  );

  app.get(
    '/employer/:employerId/salary-types/:salaryTypeId',
    {
      config: read,
      schema: {
        summary: 'One salary type with every version of its treatment',
        tags,
        params: getContract.getSalaryTypeParams,
        response: { 200: getContract.getSalaryTypeResponse },
      },
    },
    async (request) =>
      findSalaryType(db, employerIdOf(request), request.params.salaryTypeId, toDateOnly(now())),
  );

  app.post(
    '/employer/:employerId/salary-types',
    {
      config: write,
      schema: {
        summary: 'Create an own salary type; the code must be free in the company',
        tags,
        params: createContract.createSalaryTypeParams,
        body: createContract.createSalaryTypeBody,
        response: { 201: createContract.createSalaryTypeResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createSalaryType(db, context(request), request.body)),
  );

  app.put(
    '/employer/:employerId/salary-types/:salaryTypeId',
    {
      config: write,
      schema: {
        summary:
          'Rename, re-account, (de)activate a salary type; the treatment changes only by a new version',
        tags,
        params: updateContract.updateSalaryTypeParams,
        body: updateContract.updateSalaryTypeBody,
        response: { 200: updateContract.updateSalaryTypeResponse },
      },
    },
    async (request) => updateSalaryType(db, context(request), request.params.salaryTypeId, request.body),
  );

  app.post(
    '/employer/:employerId/salary-types/:salaryTypeId/versions',
    {
      config: write,
      schema: {
        summary: 'Add a treatment version from a date after the latest version',
        tags,
        params: addVersionContract.addSalaryTypeVersionParams,
        body: addVersionContract.addSalaryTypeVersionBody,
        response: { 201: addVersionContract.addSalaryTypeVersionResponse },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addSalaryTypeVersion(db, context(request), request.params.salaryTypeId, request.body)),
  );
};

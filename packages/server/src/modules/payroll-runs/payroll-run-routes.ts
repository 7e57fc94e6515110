import * as approveContract from '@lonsam/domain/contracts/payroll-runs/approve-payroll-run';
import * as calculateContract from '@lonsam/domain/contracts/payroll-runs/calculate-payroll-run';
import * as createContract from '@lonsam/domain/contracts/payroll-runs/create-payroll-run';
import * as deleteContract from '@lonsam/domain/contracts/payroll-runs/delete-payroll-run';
import * as getContract from '@lonsam/domain/contracts/payroll-runs/get-payroll-run';
import * as listContract from '@lonsam/domain/contracts/payroll-runs/list-payroll-runs';
import * as recalculateContract from '@lonsam/domain/contracts/payroll-runs/recalculate-employee';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { requestAudit } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { abortPayrollRunStep } from './abort-step.ts';
import { approvePayrollRun } from './approve-step.ts';
import { calculatePayrollRun, recalculatePayrollRunEmployee } from './calculate-step.ts';
import { createPayrollRun } from './create-run.ts';
import { deletePayrollRun } from './delete-run.ts';
import { getPayrollRun } from './get-run.ts';
import { listPayrollRuns } from './list-runs.ts';
import type { RunContext } from './run-context.ts';

export type PayrollRunRoutesOptions = {
  db: Kysely<Database>;
  jobs: Pick<JobRunner, 'transaction' | 'getStatus'>;
  now?: () => Date;
};

const VIEW = ['PayrollBasis.View.Preliminary', 'PayrollBasis.View.Completed'] as const;
const read = { employerAccess: { privilege: VIEW, access: 'read' as const } };
const run = { employerAccess: { privilege: 'PayrollBasis.Run' as const, access: 'write' as const } };
// Any step's privilege lets the request in; the use case checks the one its step needs.
const approve = {
  employerAccess: {
    privilege: [
      'PayrollBasis.Approve.First',
      'PayrollBasis.Approve.Second',
      'PayrollBasis.Approve.Complete',
    ] as const,
    access: 'write' as const,
  },
};
const abort = {
  employerAccess: {
    privilege: [
      'PayrollBasis.Abort.First',
      'PayrollBasis.Abort.Second',
      'PayrollBasis.Abort.Complete',
    ] as const,
    access: 'write' as const,
  },
};
const tags = ['payroll-runs'];
const BASE = '/employer/:employerId/payroll-runs';

/** Payroll runs under /api/employer/{employerId}/payroll-runs (employer tree); docs/payroll-runs.md. */
export const payrollRunRoutes: FastifyPluginAsyncZod<PayrollRunRoutesOptions> = async (app, options) => {
  const { db, jobs } = options;
  const now = options.now ?? (() => new Date());
  const context = (request: FastifyRequest): RunContext => ({
    scope: request.employerScope!,
    userId: request.identity!.id,
    audit: requestAudit(request),
    now: now(),
  });

  app.get(
    BASE,
    {
      config: read,
      schema: {
        summary: 'The payroll runs the role may see, newest period first, and the next run to suggest',
        tags,
        params: listContract.listPayrollRunsParams,
        response: { 200: listContract.listPayrollRunsResponse },
      },
    },
    async (request) => listPayrollRuns(db, request.employerScope!, now(), jobs),
  );

  app.post(
    BASE,
    {
      config: run,
      schema: {
        summary: 'Create a draft run for a period (ordinary, extra or correction)',
        tags,
        params: createContract.createPayrollRunParams,
        body: createContract.createPayrollRunBody,
        response: { 201: createContract.createPayrollRunResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createPayrollRun(db, context(request), request.body)),
  );

  app.get(
    `${BASE}/:runId`,
    {
      config: read,
      schema: {
        summary:
          'The run, its basis (included and excluded with reasons, events in and left out) and employees',
        tags,
        params: getContract.getPayrollRunParams,
        response: { 200: getContract.getPayrollRunResponse },
      },
    },
    async (request) => getPayrollRun(db, request.employerScope!, request.params.runId),
  );

  app.delete(
    `${BASE}/:runId`,
    {
      config: run,
      schema: {
        summary: 'Delete a draft or calculated run',
        tags,
        params: deleteContract.deletePayrollRunParams,
        querystring: deleteContract.deletePayrollRunQuery,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await deletePayrollRun(db, context(request), {
        runId: request.params.runId,
        version: request.query.version,
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${BASE}/:runId/calculate`,
    {
      config: run,
      schema: {
        summary: 'Calculate every employee as a background job (from draft or calculated)',
        tags,
        params: calculateContract.calculatePayrollRunParams,
        body: calculateContract.calculatePayrollRunBody,
        response: { 202: calculateContract.calculatePayrollRunResponse },
      },
    },
    async (request, reply) =>
      reply.code(202).send(
        await calculatePayrollRun(jobs, context(request), {
          runId: request.params.runId,
          version: request.body.version,
        }),
      ),
  );

  app.post(
    `${BASE}/:runId/employees/:employmentId/recalculate`,
    {
      config: run,
      schema: {
        summary: 'Recalculate one employee of a calculated run after their data was fixed',
        tags,
        params: recalculateContract.recalculateEmployeeParams,
        response: { 200: recalculateContract.recalculateEmployeeResponse },
      },
    },
    async (request) =>
      recalculatePayrollRunEmployee(db, context(request), {
        runId: request.params.runId,
        employmentId: request.params.employmentId,
      }),
  );

  app.post(
    `${BASE}/:runId/approvals/:step`,
    {
      config: approve,
      schema: {
        summary: 'Approve a step: first, second or complete (complete is final)',
        tags,
        params: approveContract.approvePayrollRunParams,
        body: approveContract.approvePayrollRunBody,
        response: { 200: approveContract.approvePayrollRunResponse },
      },
    },
    async (request) =>
      approvePayrollRun(db, context(request), {
        runId: request.params.runId,
        step: request.params.step,
        version: request.body.version,
      }),
  );

  app.post(
    `${BASE}/:runId/approvals/:step/abort`,
    {
      config: abort,
      schema: {
        summary: 'Abort a step with a reason: the run goes back to the state before it',
        tags,
        params: approveContract.abortPayrollRunParams,
        body: approveContract.abortPayrollRunBody,
        response: { 200: approveContract.abortPayrollRunResponse },
      },
    },
    async (request) =>
      abortPayrollRunStep(db, context(request), {
        runId: request.params.runId,
        step: request.params.step,
        version: request.body.version,
        reason: request.body.reason,
      }),
  );
};

import { getJobStatusParams, getJobStatusResponse } from '@lonsam/domain/contracts/jobs/get-job-status';
import { isUuid } from '@lonsam/domain/validation/identifier';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import type { JobRunner } from './job-runner.ts';

export type JobRoutesOptions = { jobs: Pick<JobRunner, 'getStatus'> };

export type JobStatusResponse = z.output<typeof getJobStatusResponse>;

/** `GET /api/jobs/:jobId` (signed-in tree): the status of a job the caller started; poll it (about once a second). */
export const jobRoutes: FastifyPluginAsyncZod<JobRoutesOptions> = async (app, { jobs }) => {
  app.get(
    '/jobs/:jobId',
    {
      schema: {
        summary: 'Status, progress (0–100 % and a message) and result or error code of a job you started',
        tags: ['jobs'],
        params: getJobStatusParams,
        response: { 200: getJobStatusResponse },
      },
    },
    async (request) => {
      const { jobId } = request.params;
      // Someone else's job answers as an unknown one: its existence is not the caller's to know.
      const status = isUuid(jobId) ? await jobs.getStatus(jobId, request.identity!.id) : undefined;
      if (!status) {
        throw new AppError({ status: 404, code: 'JOB_NOT_FOUND', detail: 'You have started no such job.' });
      }
      return {
        ...status,
        createdAt: status.createdAt.toISOString(),
        updatedAt: status.updatedAt.toISOString(),
      };
    },
  );
};

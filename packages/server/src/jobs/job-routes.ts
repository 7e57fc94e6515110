import { isUuid } from '@lonsam/domain/validation/identifier';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import type { JobRunner } from './job-runner.ts';

export type JobRoutesOptions = { jobs: Pick<JobRunner, 'getStatus'> };

const jobStatusSchema = z.object({
  id: z.string(),
  kind: z.string(),
  state: z.enum(['queued', 'running', 'retrying', 'succeeded', 'failed']),
  progress: z.number().int().min(0).max(100),
  message: z.string().nullable(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  result: z.unknown(),
  errorCode: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export type JobStatusResponse = z.infer<typeof jobStatusSchema>;

/** `GET /api/jobs/:jobId` (signed-in tree): the status of a job the caller started; poll it (about once a second). */
export const jobRoutes: FastifyPluginAsyncZod<JobRoutesOptions> = async (app, { jobs }) => {
  app.get(
    '/jobs/:jobId',
    {
      schema: {
        summary: 'Status, progress (0–100 % and a message) and result or error code of a job you started',
        tags: ['jobs'],
        params: z.object({ jobId: z.string().max(100) }),
        response: { 200: jobStatusSchema },
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

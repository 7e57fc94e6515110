import { checkHealthResponse } from '@lonsam/domain/contracts/health/check-health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Kysely, sql } from 'kysely';
import { AppError } from '../../errors/app-error.ts';

export type HealthRoutesOptions = { db: Kysely<any> };

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { db }) => {
  // Health checks that arrive while one is already asking the database share its answer: a load
  // balancer polling many instances must not queue work on the single PGlite session.
  let checkInFlight: Promise<void> | undefined;
  const checkShared = () => {
    checkInFlight ??= checkDatabase(db).finally(() => {
      checkInFlight = undefined;
    });
    return checkInFlight;
  };
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness and database check',
        tags: ['system'],
        response: { 200: checkHealthResponse },
      },
    },
    async () => {
      await checkShared();
      return { status: 'ok' as const };
    },
  );
};

async function checkDatabase(db: Kysely<any>): Promise<void> {
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    throw new AppError({
      status: 503,
      code: 'DATABASE_UNAVAILABLE',
      detail: 'The database does not answer.',
      cause: error,
    });
  }
}

import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';

/**
 * On the sign-in, sign-up and reset routes a body over the limit can only be bad input (an email of
 * megabytes), so it is answered like any other invalid field: 400, not 413. Applies to the routes
 * of the plugin that calls it; other errors go on to the app's handler.
 */
export function answerOversizedBodiesWith400(app: FastifyInstance): void {
  app.setErrorHandler((error) => {
    if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new AppError({
        status: 400,
        code: 'INPUT_TOO_LARGE',
        detail: 'The request body is larger than 1 MiB; no field of this form is that long.',
        fieldErrors: { body: ['För lång indata'] },
      });
    }
    throw error;
  });
}

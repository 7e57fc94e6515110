import {
  completePasswordResetBody,
  completePasswordResetResponse,
} from '@lonsam/domain/contracts/password-reset/complete-password-reset';
import {
  revealResetCodeParams,
  revealResetCodeResponse,
} from '@lonsam/domain/contracts/password-reset/reveal-reset-code';
import {
  startPasswordResetBody,
  startPasswordResetResponse,
} from '@lonsam/domain/contracts/password-reset/start-password-reset';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { answerOversizedBodiesWith400 } from '../../http/oversized-body-as-400.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { chooseMailerKind } from '../../mail/mailer.ts';
import { completePasswordReset, revealResetCode, startPasswordReset } from './password-reset-service.ts';

export type PasswordResetRoutesOptions = {
  db: Kysely<Database>;
  config: Pick<Config, 'publicUrl' | 'appEnv' | 'devTools' | 'smtpUrl'>;
  /** The reset mail is a background job (jobs/password-reset-mail-job.ts). */
  jobs: Pick<JobRunner, 'transaction'>;
};

export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRoutesOptions> = async (
  app,
  { db, config, jobs },
) => {
  answerOversizedBodiesWith400(app);

  function getPublicUrl(request: FastifyRequest): string {
    if (config.publicUrl) return config.publicUrl;
    // The Host header is whatever the request says: a link built from it and mailed to a real inbox
    // (SMTP_URL) would send the victim to an attacker's host. Only where no victim receives the mail,
    // the development tools' outbox or the server log, may the link follow the request.
    if (config.devTools || chooseMailerKind(config) === 'log') return `${request.protocol}://${request.host}`;
    throw new AppError({
      status: 503,
      code: 'PUBLIC_URL_MISSING',
      detail: 'PUBLIC_URL must be set to send reset links by mail.',
    });
  }

  app.post(
    '/password-reset/start',
    {
      config: { csrf: 'presence' },
      schema: {
        summary: 'Emails a reset link when the account exists; always 200',
        tags: ['password-reset'],
        body: startPasswordResetBody,
        response: { 200: startPasswordResetResponse },
      },
    },
    async (request) => {
      await startPasswordReset(db, jobs, request.body.email, getPublicUrl(request));
      return {};
    },
  );

  app.post(
    '/password-reset/code/:codeActivationToken',
    {
      config: { csrf: 'presence' },
      // The path carries a secret: keep it out of the per-request info log lines.
      logLevel: 'warn',
      schema: {
        summary: 'The emailed link reveals a 6-digit code, valid 15 minutes',
        tags: ['password-reset'],
        params: revealResetCodeParams,
        response: { 200: revealResetCodeResponse },
      },
    },
    async (request) => revealResetCode(db, request.params.codeActivationToken),
  );

  app.post(
    '/password-reset/complete',
    {
      config: { csrf: 'presence' },
      schema: {
        summary: 'Sets the new password with the revealed code; ends every other session',
        tags: ['password-reset'],
        body: completePasswordResetBody,
        response: { 200: completePasswordResetResponse },
      },
    },
    async (request) => {
      await completePasswordReset(db, request.body, {
        actorIdentityId: null,
        requestId: request.id,
        currentSessionId: request.session?.id,
      });
      return {};
    },
  );
};

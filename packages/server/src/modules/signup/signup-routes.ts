import { completeSignupBody, completeSignupResponse } from '@lonsam/domain/contracts/signup/complete-signup';
import { initSignupResponse } from '@lonsam/domain/contracts/signup/init-signup';
import { startSignupBody, startSignupResponse } from '@lonsam/domain/contracts/signup/start-signup';
import {
  verifySignupCodeBody,
  verifySignupCodeResponse,
} from '@lonsam/domain/contracts/signup/verify-signup-code';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { answerOversizedBodiesWith400 } from '../../http/oversized-body-as-400.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { addressKey, type SessionConfig } from '../auth/index.ts';
import { completeSignup, startSignup, verifySignupCode } from './signup-service.ts';

export type SignupRoutesOptions = { db: Kysely<Database>; config: SessionConfig; mailer: Mailer };

export const signupRoutes: FastifyPluginAsyncZod<SignupRoutesOptions> = async (
  app,
  { db, config, mailer },
) => {
  answerOversizedBodiesWith400(app);

  app.post(
    '/signup/init',
    {
      config: { csrf: 'presence' },
      schema: {
        summary: 'Opens the email sign-up wizard',
        tags: ['signup'],
        response: { 200: initSignupResponse },
      },
    },
    async () => ({}),
  );

  app.post(
    '/signup/start',
    {
      config: { csrf: 'presence' },
      schema: {
        summary: 'Emails a 6-digit code; 429 while a code sent in the last 60 s is still valid',
        tags: ['signup'],
        body: startSignupBody,
        response: { 200: startSignupResponse },
      },
    },
    async (request) => {
      // Counted by address, an IPv6 client by its /64, as for login.
      await startSignup(db, mailer, request.body, addressKey(request.ip));
      return {};
    },
  );

  app.post(
    '/signup/verify',
    {
      config: { csrf: 'presence' },
      schema: {
        summary: 'Checks the emailed code; the fifth wrong try uses it up',
        tags: ['signup'],
        body: verifySignupCodeBody,
        response: { 200: verifySignupCodeResponse },
      },
    },
    async (request) => {
      await verifySignupCode(db, request.body);
      return {};
    },
  );

  app.post(
    '/signup/complete',
    {
      config: { csrf: 'presence' },
      schema: {
        summary: 'Creates the account, signs in and answers the CSRF token; 409 when the account exists',
        tags: ['signup'],
        body: completeSignupBody,
        response: { 200: completeSignupResponse },
      },
    },
    (request, reply) => completeSignup(request, reply, db, config, request.body),
  );
};

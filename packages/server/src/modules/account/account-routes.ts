import {
  addEmailCompleteBody,
  addEmailCompleteResponse,
  addEmailStartBody,
  addEmailStepResponse,
  addEmailVerifyBody,
} from '@lonsam/domain/contracts/account/add-email';
import { linkBankIdParams, linkBankIdResponse } from '@lonsam/domain/contracts/account/link-bank-id';
import { signInMethodsResponse } from '@lonsam/domain/contracts/account/sign-in-methods';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  completeAddEmail,
  getSignInMethods,
  linkBankId,
  startAddEmail,
  verifyAddEmail,
} from './account-service.ts';

export type AccountRoutesOptions = { db: Kysely<Database>; mailer: Mailer };

/**
 * The signed-in person's own sign-in methods (issue 15): add BankID to an e-mail account, add an
 * e-mail and password to a BankID account. In the signed-in tree (http/route-trees.ts); every POST
 * needs the session's CSRF token.
 */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, { db, mailer }) => {
  app.get(
    '/account/sign-in-methods',
    {
      schema: {
        summary: 'How the signed-in person can sign in: e-mail and password, BankID',
        tags: ['account'],
        response: { 200: signInMethodsResponse },
      },
    },
    async (request) => getSignInMethods(db, request.identity!.id),
  );

  app.post(
    '/account/bankid/link/:token',
    {
      schema: {
        summary: 'Links the person of a completed BankID order (its one-time token) to this account',
        tags: ['account'],
        params: linkBankIdParams,
        response: { 200: linkBankIdResponse },
      },
    },
    async (request) => linkBankId(request, db, request.params.token),
  );

  app.post(
    '/account/email/start',
    {
      schema: {
        summary: 'Mails a 6-digit code to the e-mail to add (the sign-up limits apply)',
        tags: ['account'],
        body: addEmailStartBody,
        response: { 200: addEmailStepResponse },
      },
    },
    async (request) => {
      await startAddEmail(request, db, mailer, request.body.email);
      return {};
    },
  );

  app.post(
    '/account/email/verify',
    {
      schema: {
        summary: 'Checks the mailed code; the fifth wrong try uses it up',
        tags: ['account'],
        body: addEmailVerifyBody,
        response: { 200: addEmailStepResponse },
      },
    },
    async (request) => {
      await verifyAddEmail(db, request.body);
      return {};
    },
  );

  app.post(
    '/account/email/complete',
    {
      schema: {
        summary: 'Adds the e-mail and password to this account (audited)',
        tags: ['account'],
        body: addEmailCompleteBody,
        response: { 200: addEmailCompleteResponse },
      },
    },
    async (request) => completeAddEmail(request, db, request.body),
  );
};

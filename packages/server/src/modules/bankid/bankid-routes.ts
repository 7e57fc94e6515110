import { CSRF_HEADER_NAME } from '@lonsam/domain/constants/client-limits';
import {
  cancelAutoStartParams,
  cancelAutoStartResponse,
} from '@lonsam/domain/contracts/bankid/cancel-auto-start';
import {
  collectAutoStartParams,
  collectAutoStartResponse,
} from '@lonsam/domain/contracts/bankid/collect-auto-start';
import {
  finalizeBankIdParams,
  finalizeBankIdQuery,
  finalizeBankIdResponse,
} from '@lonsam/domain/contracts/bankid/finalize-bank-id';
import { startAutoStartBody, startAutoStartResponse } from '@lonsam/domain/contracts/bankid/start-auto-start';
import { bankIdAutoStartSchema } from '@lonsam/domain/schemas/auth';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { BankIdClient } from '../../bankid/bankid-client.ts';
import { COLLECT_INTERVAL_MS } from '../../bankid/bankid-client.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { SessionConfig } from '../auth/index.ts';
import { cancelAutoStartOrder, collectAutoStartOrder, startAutoStartOrder } from './auto-start.ts';
import type { BankIdRuntime } from './bankid-runtime.ts';
import { deleteStaleBankIdRows, withBankIdTables } from './bankid-store.ts';
import { finalizeBankId } from './finalize.ts';
import { type BankIdOrderLimits, reserveBankIdOrder } from './order-limits.ts';
import { runQrSocket } from './qr-socket.ts';

export type BankIdRoutesOptions = {
  db: Kysely<Database>;
  config: SessionConfig;
  runtime: BankIdRuntime;
  /** Towards BankID: 2 s as the RP API asks; tests shorten it. */
  collectIntervalMs?: number;
  /** Towards the browser: a new QR code every second. */
  qrIntervalMs?: number;
  /** Order starts per address and per session (order-limits.ts); tests may lower them. */
  orderLimits?: BankIdOrderLimits;
};

const CSRF_HEADER = CSRF_HEADER_NAME.toLowerCase();

export const bankIdRoutes: FastifyPluginAsyncZod<BankIdRoutesOptions> = async (app, options) => {
  const { runtime } = options;
  const db = withBankIdTables(options.db);
  const collectIntervalMs = options.collectIntervalMs ?? COLLECT_INTERVAL_MS;
  const qrIntervalMs = options.qrIntervalMs ?? 1000;

  const getClient = async (): Promise<BankIdClient> => {
    const client = runtime.getClient();
    if (!client) {
      throw new AppError({ status: 503, code: 'BANKID_DISABLED', detail: 'BankID is not configured.' });
    }
    return client;
  };

  let lastCleanup = 0;
  const cleanUpNowAndThen = () => {
    if (Date.now() - lastCleanup < 60_000) return;
    lastCleanup = Date.now();
    deleteStaleBankIdRows(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'BankID cleanup failed'),
    );
  };

  app.get(
    '/bankid/qr',
    {
      websocket: true,
      schema: {
        summary: 'QR sign-in stream (websocket)',
        tags: ['bankid'],
        querystring: bankIdAutoStartSchema,
      },
    },
    async (socket, request) => {
      const { brand } = request.query as z.infer<typeof bankIdAutoStartSchema>;
      let client: BankIdClient;
      try {
        client = await getClient();
      } catch (error) {
        // Switched off (no BANKID_URL, no LONSAM_DEV_TOOLS) is a setting, not a fault: say so to the user.
        const isDisabled = error instanceof AppError && error.code === 'BANKID_DISABLED';
        if (!isDisabled) request.log.error({ err: error }, 'BankID unavailable');
        const userMessage = isDisabled ? 'bankIdDisabled' : 'RFA5';
        socket.send(JSON.stringify({ qrCodeData: null, userMessage, bankIdStatus: 'failed', token: null }));
        socket.close(1011, 'unavailable');
        return;
      }
      try {
        // No tab binding on a websocket (browsers send no custom headers): the session, if any.
        await reserveBankIdOrder(
          options.db,
          { ip: getEndUserIp(request), session: request.session?.id },
          options.orderLimits,
        );
      } catch (error) {
        if (!(error instanceof AppError) || error.status !== 429) throw error;
        // The browser cannot read the status of a refused upgrade, so the refusal comes as the
        // stream's one message, with the problem's code and wait, then a policy-violation close.
        socket.send(
          JSON.stringify({
            qrCodeData: null,
            userMessage: error.code,
            bankIdStatus: 'failed',
            token: null,
            retryAfterSeconds: Number(error.headers?.['retry-after']),
          }),
        );
        socket.close(1008, 'too many orders');
        return;
      }
      cleanUpNowAndThen();
      await runQrSocket({
        socket,
        client,
        db,
        brand,
        endUserIp: getEndUserIp(request),
        logger: request.log,
        qrIntervalMs,
        collectIntervalMs,
      });
    },
  );

  app.post(
    '/bankid/auto-start/',
    {
      config: { csrf: 'presence' },
      schema: {
        summary: 'Start an app-launch (autostart) sign-in',
        tags: ['bankid'],
        body: startAutoStartBody,
        response: { 200: startAutoStartResponse },
      },
    },
    async (request) => {
      const client = await getClient();
      const clientBinding = readClientBinding(request);
      await reserveBankIdOrder(
        options.db,
        { ip: getEndUserIp(request), session: request.session?.id ?? clientBinding },
        options.orderLimits,
      );
      cleanUpNowAndThen();
      return startAutoStartOrder(db, client, {
        brand: request.body.brand,
        endUserIp: getEndUserIp(request),
        clientBinding,
      });
    },
  );

  app.get(
    '/bankid/auto-start/collect/:orderRef',
    {
      schema: {
        summary: 'Status of an app-launch sign-in (poll every second)',
        tags: ['bankid'],
        params: collectAutoStartParams,
        response: { 200: collectAutoStartResponse },
      },
    },
    async (request) =>
      collectAutoStartOrder(db, await getClient(), {
        orderRef: request.params.orderRef,
        clientBinding: readClientBinding(request),
        collectIntervalMs,
      }),
  );

  app.delete(
    '/bankid/auto-start/:orderRef',
    {
      config: { csrf: 'presence' },
      schema: {
        summary: 'Cancel an app-launch sign-in',
        tags: ['bankid'],
        params: cancelAutoStartParams,
        response: { 204: cancelAutoStartResponse },
      },
    },
    async (request, reply) => {
      await cancelAutoStartOrder(db, await getClient(), {
        orderRef: request.params.orderRef,
        clientBinding: readClientBinding(request),
      });
      // Fastify sends a 204 without a body whatever is passed.
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/bankid/finalize/:token',
    {
      config: { csrf: 'presence' },
      schema: {
        summary: 'Exchange a one-time BankID token for a session',
        tags: ['bankid'],
        params: finalizeBankIdParams,
        querystring: finalizeBankIdQuery,
        response: { 200: finalizeBankIdResponse },
      },
    },
    async (request, reply) =>
      finalizeBankId(request, reply, options.db, options.config, {
        token: request.params.token,
        intent: request.query.intent,
      }),
  );
};

/** BankID wants the user's address; a socket without one (an in-process test) counts as local. */
function getEndUserIp(request: FastifyRequest): string {
  const ip = request.ip;
  return typeof ip === 'string' && ip !== '' ? ip : '127.0.0.1';
}

/** The tab's CSRF header value: it binds an app-launch order to the tab that started it. */
function readClientBinding(request: FastifyRequest): string {
  const header = request.headers[CSRF_HEADER];
  if (typeof header !== 'string' || header.length < 16) {
    // Without it we could not tell this tab's order from another's: treat as unknown.
    throw new AppError({ status: 404, code: 'BANKID_ORDER_NOT_FOUND', detail: 'No such BankID order.' });
  }
  return header;
}

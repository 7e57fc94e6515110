import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { bankIdRoutes } from './bankid-routes.ts';
import { type BankIdRuntime, createBankIdRuntime } from './bankid-runtime.ts';
import { devBankIdRoutes } from './dev-bankid-routes.ts';

/**
 * Registers BankID under /api: the sign-in routes and, with the in-app simulator (only with
 * LONSAM_DEV_TOOLS=1), the /api/dev/bankid routes of the page that plays the user's app.
 */
export async function registerBankId(
  app: FastifyInstance,
  options: { config: Config; db: Kysely<Database>; runtime?: BankIdRuntime },
): Promise<BankIdRuntime> {
  const { config, db } = options;
  const runtime =
    options.runtime ??
    createBankIdRuntime({ config: config.bankid, dataDir: config.dataDir, logger: app.log });
  app.addHook('onClose', async () => runtime.close());
  // Registered on the app itself (it is a global plugin) so that tests can use app.injectWS.
  if (!app.hasDecorator('websocketServer')) await app.register(fastifyWebsocket);
  await app.register(bankIdRoutes, { prefix: '/api', db, config, runtime });
  if (runtime.simulator && config.devTools) {
    await app.register(devBankIdRoutes, { prefix: '/api', simulator: runtime.simulator });
  }
  return runtime;
}

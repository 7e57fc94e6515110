import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
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
  await registerQrSocket(app, (scope) =>
    scope.register(bankIdRoutes, { prefix: '/api', db, config, runtime }),
  );
  if (runtime.simulator && config.devTools) {
    await app.register(devBankIdRoutes, { prefix: '/api', simulator: runtime.simulator });
  }
  return runtime;
}

/** The one route that takes a websocket: BankID's QR stream. */
export const QR_SOCKET_PATH = '/api/bankid/qr';

/**
 * `@fastify/websocket` puts an onRequest and an onResponse hook and a handler wrapper on every
 * route of the context it is registered in: on the app itself, every signed-in request ran them.
 * Here it lives in a context of its own with BankID's routes only, and hears only the upgrades of
 * the QR path; any other upgrade request is answered 404 and closed at once (in the plugin's place,
 * which closed them after routing). `app.injectWS` still reaches the QR route for tests.
 */
async function registerQrSocket(
  app: FastifyInstance,
  registerRoutes: (scope: FastifyInstance) => PromiseLike<unknown>,
): Promise<void> {
  const qrUpgrades = new EventEmitter();
  app.server.on('upgrade', (request: { url?: string }, socket: Duplex, head: Buffer) => {
    if ((request.url ?? '').split('?')[0] === QR_SOCKET_PATH) {
      qrUpgrades.emit('upgrade', request, socket, head);
      return;
    }
    socket.on('error', () => socket.destroy());
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  let scoped: FastifyInstance | undefined;
  app.decorate('injectWS', ((...args: Parameters<FastifyInstance['injectWS']>) =>
    scoped!.injectWS(...args)) as FastifyInstance['injectWS']);
  await app.register(async (scope) => {
    scoped = scope;
    // The plugin takes upgrades from `options.server` instead of the app's server when given one.
    await scope.register(fastifyWebsocket, { options: { server: qrUpgrades as unknown as Server } });
    await registerRoutes(scope);
  });
}

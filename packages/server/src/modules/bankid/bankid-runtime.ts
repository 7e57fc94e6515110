import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { type BankIdClient, createBankIdClient } from '../../bankid/bankid-client.ts';
import type { BankIdConfig } from '../../bankid/bankid-config.ts';
import { BankIdSimulator } from '../../bankid/simulator/bankid-simulator.ts';
import {
  type RunningSimulatorServer,
  startSimulatorServer,
} from '../../bankid/simulator/simulator-server.ts';

/**
 * The app's way to BankID. With the built-in simulator, its HTTPS server and certificates
 * (DATA_DIR/bankid-simulator) come up on the first BankID call, so an app that never uses BankID
 * (most tests) pays nothing for it.
 */
export type BankIdRuntime = {
  /** Undefined when BankID is disabled. */
  getClient: () => Promise<BankIdClient> | undefined;
  /** The in-app simulator, for the `/dev/bankid` page; undefined unless mode is `simulator`. */
  simulator: BankIdSimulator | undefined;
  close: () => Promise<void>;
};

export function createBankIdRuntime(options: {
  config: BankIdConfig;
  dataDir: string;
  logger: FastifyBaseLogger;
  /** Injected by tests: an already running client. */
  client?: BankIdClient;
  simulator?: BankIdSimulator;
}): BankIdRuntime {
  const { config, dataDir, logger } = options;
  if (options.client) {
    const client = options.client;
    return { getClient: () => Promise.resolve(client), simulator: options.simulator, close: async () => {} };
  }
  if (config.mode === 'disabled') {
    return { getClient: () => undefined, simulator: undefined, close: async () => {} };
  }
  if (config.mode === 'remote') {
    let clientPromise: Promise<BankIdClient> | undefined;
    return {
      getClient: () => {
        clientPromise ??= (async () => {
          const [pfx, ca] = await Promise.all([readFile(config.pfxPath), readFile(config.caPath)]);
          return createBankIdClient({ url: config.url, pfx, passphrase: config.passphrase, ca });
        })();
        return clientPromise;
      },
      simulator: undefined,
      close: async () => {
        (await clientPromise?.catch(() => undefined))?.close();
      },
    };
  }

  const simulator = new BankIdSimulator();
  let started: Promise<{ server: RunningSimulatorServer; client: BankIdClient }> | undefined;
  return {
    getClient: () => {
      started ??= (async () => {
        // node-forge (certificates.ts) loads with the first BankID call, not at start (#14).
        const { loadOrCreateSimulatorCertificates } = await import('../../bankid/simulator/certificates.ts');
        const certificates = await loadOrCreateSimulatorCertificates(path.join(dataDir, 'bankid-simulator'));
        const server = await startSimulatorServer({ simulator, certificates });
        logger.info({ url: server.url }, 'BankID simulator listening');
        const client = createBankIdClient({
          url: server.url,
          pfx: certificates.clientPfx,
          passphrase: certificates.clientPassphrase,
          ca: certificates.caCertPem,
        });
        return { server, client };
      })();
      // A failed start is retried by the next call instead of failing forever.
      started.catch(() => {
        started = undefined;
      });
      return started.then(({ client }) => client);
    },
    simulator,
    close: async () => {
      const running = await started?.catch(() => undefined);
      running?.client.close();
      await running?.server.close();
    },
  };
}

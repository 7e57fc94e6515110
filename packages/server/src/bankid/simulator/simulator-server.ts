import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { ErrorBody } from '../rp-types.ts';
import { type BankIdSimulator, SimulatorError } from './bankid-simulator.ts';
import type { SimulatorCertificates } from './certificates.ts';

export const RP_API_PATH = '/rp/v6.0/';
const MAX_BODY_BYTES = 100 * 1024;

export type RunningSimulatorServer = {
  /** Base URL of the RP API, e.g. `https://127.0.0.1:41234/rp/v6.0/`. */
  url: string;
  close: () => Promise<void>;
};

/**
 * Serves the simulator as BankID's RP API v6.0 over HTTPS. TLS itself refuses any client without a
 * certificate issued by the simulator's CA, as BankID refuses RPs it has not issued one to.
 */
export async function startSimulatorServer(options: {
  simulator: BankIdSimulator;
  certificates: SimulatorCertificates;
  host?: string;
  port?: number;
}): Promise<RunningSimulatorServer> {
  const { simulator, certificates } = options;
  const server: Server = createServer(
    {
      key: certificates.serverKeyPem,
      cert: certificates.serverCertPem,
      ca: certificates.caCertPem,
      requestCert: true,
      rejectUnauthorized: true,
    },
    (request, response) => {
      const send = (status: number, body: unknown) => {
        const text = JSON.stringify(body);
        response.writeHead(status, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
        });
        response.end(text);
      };
      const sendError = (error: SimulatorError) =>
        send(error.status, { errorCode: error.errorCode, details: error.message } satisfies ErrorBody);

      if (!(request.socket as TLSSocket).authorized) {
        sendError(new SimulatorError('unauthorized', 'Client certificate required'));
        return;
      }
      const url = new URL(request.url ?? '/', 'https://simulator');
      if (!url.pathname.startsWith(RP_API_PATH)) {
        sendError(new SimulatorError('notFound', 'No such endpoint'));
        return;
      }
      const endpoint = url.pathname.slice(RP_API_PATH.length);
      if (request.method !== 'POST') {
        sendError(new SimulatorError('methodNotAllowed', 'Use POST'));
        return;
      }
      if (!(request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
        sendError(new SimulatorError('unsupportedMediaType', 'Use application/json'));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      request.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      });
      request.on('end', () => {
        let body: unknown;
        try {
          if (size > MAX_BODY_BYTES) throw new SimulatorError('invalidParameters', 'Body too large');
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            throw new SimulatorError('invalidParameters', 'Invalid JSON');
          }
          send(200, handle(simulator, endpoint, body));
        } catch (error) {
          if (error instanceof SimulatorError) sendError(error);
          else sendError(new SimulatorError('internalError', 'Internal error'));
        }
      });
    },
  );
  server.on('tlsClientError', () => {
    // A refused client certificate ends in a TLS alert; nothing more to do here.
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `https://${host}:${address.port}${RP_API_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function handle(simulator: BankIdSimulator, endpoint: string, body: unknown): unknown {
  switch (endpoint) {
    case 'auth':
      return simulator.auth(body);
    case 'sign':
      return simulator.sign(body);
    case 'collect':
      return simulator.collect(body);
    case 'cancel':
      return simulator.cancel(body);
    default:
      throw new SimulatorError('notFound', 'No such endpoint');
  }
}

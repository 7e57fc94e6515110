import { Agent, request as httpsRequest } from 'node:https';
import type { AuthRequest, CollectResponse, ErrorBody, OrderResponse, SignRequest } from './rp-types.ts';

/**
 * A failed RP API call: BankID's `errorCode` (e.g. `alreadyInProgress`), or `transportError` when no
 * answer came (network, TLS, time-out) and `invalidResponse` when the answer made no sense.
 */
export class BankIdApiError extends Error {
  override name = 'BankIdApiError';
  readonly errorCode: string;
  readonly httpStatus: number | undefined;

  constructor(errorCode: string, details: string, httpStatus?: number, cause?: unknown) {
    super(`BankID ${errorCode}: ${details}`, { cause });
    this.errorCode = errorCode;
    this.httpStatus = httpStatus;
  }
}

export type BankIdClientOptions = {
  /** Base URL ending in `/rp/v6.0/`. */
  url: string;
  /** The relying party's PKCS#12 client certificate and its passphrase. */
  pfx: Buffer;
  passphrase: string;
  /** PEM of the CA that issued BankID's server certificate. */
  ca: string | Buffer;
  /** Time-out of one call; BankID answers within a second or two. */
  timeoutMs?: number;
  /** `maintenance` answers are retried silently this many times before giving up (RFA5). */
  maintenanceRetries?: number;
  maintenanceRetryDelayMs?: number;
};

export type BankIdClient = {
  auth: (body: AuthRequest) => Promise<OrderResponse>;
  sign: (body: SignRequest) => Promise<OrderResponse>;
  collect: (orderRef: string) => Promise<CollectResponse>;
  cancel: (orderRef: string) => Promise<void>;
  close: () => void;
};

/** BankID asks relying parties to collect every 2 seconds while an order is pending. */
export const COLLECT_INTERVAL_MS = 2000;

export function createBankIdClient(options: BankIdClientOptions): BankIdClient {
  const baseUrl = options.url.endsWith('/') ? options.url : `${options.url}/`;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.maintenanceRetries ?? 2;
  const retryDelayMs = options.maintenanceRetryDelayMs ?? 1000;
  const agent = new Agent({
    pfx: options.pfx,
    passphrase: options.passphrase,
    ca: options.ca,
    keepAlive: true,
    maxSockets: 32,
  });

  async function call<T>(endpoint: string, body: unknown): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await post<T>(agent, new URL(endpoint, baseUrl), body, timeoutMs);
      } catch (error) {
        const isMaintenance = error instanceof BankIdApiError && error.errorCode === 'maintenance';
        if (!isMaintenance || attempt >= retries) throw error;
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      }
    }
  }

  return {
    auth: (body) => call<OrderResponse>('auth', body).then(assertOrderResponse),
    sign: (body) => call<OrderResponse>('sign', body).then(assertOrderResponse),
    collect: (orderRef) => call<CollectResponse>('collect', { orderRef }).then(assertCollectResponse),
    cancel: async (orderRef) => {
      await call<unknown>('cancel', { orderRef });
    },
    close: () => agent.destroy(),
  };
}

function post<T>(agent: Agent, url: URL, body: unknown, timeoutMs: number): Promise<T> {
  const payload = JSON.stringify(body);
  return new Promise<T>((resolve, reject) => {
    const req = httpsRequest(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          accept: 'application/json',
        },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) =>
          reject(new BankIdApiError('transportError', error.message, undefined, error)),
        );
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown;
          try {
            parsed = text === '' ? {} : JSON.parse(text);
          } catch {
            reject(
              new BankIdApiError('invalidResponse', `HTTP ${status} with a body that is not JSON`, status),
            );
            return;
          }
          if (status >= 200 && status < 300) {
            resolve(parsed as T);
            return;
          }
          const error = parsed as Partial<ErrorBody>;
          const errorCode = typeof error.errorCode === 'string' ? error.errorCode : 'invalidResponse';
          reject(new BankIdApiError(errorCode, String(error.details ?? `HTTP ${status}`), status));
        });
      },
    );
    req.on('timeout', () => {
      req.destroy(new Error(`no answer within ${timeoutMs} ms`));
    });
    req.on('error', (error) => reject(new BankIdApiError('transportError', error.message, undefined, error)));
    req.end(payload);
  });
}

function assertOrderResponse(response: OrderResponse): OrderResponse {
  const { orderRef, autoStartToken, qrStartToken, qrStartSecret } = response ?? {};
  if (![orderRef, autoStartToken, qrStartToken, qrStartSecret].every((value) => typeof value === 'string')) {
    throw new BankIdApiError('invalidResponse', 'The order answer lacks a field');
  }
  return { orderRef, autoStartToken, qrStartToken, qrStartSecret };
}

function assertCollectResponse(response: CollectResponse): CollectResponse {
  const status = response?.status;
  if (status !== 'pending' && status !== 'failed' && status !== 'complete') {
    throw new BankIdApiError('invalidResponse', 'The collect answer has no valid status');
  }
  if (status === 'complete' && typeof response.completionData?.user?.personalNumber !== 'string') {
    throw new BankIdApiError('invalidResponse', 'A complete order without completionData.user');
  }
  return response;
}

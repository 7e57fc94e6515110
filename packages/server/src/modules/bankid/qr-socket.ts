import type { FastifyBaseLogger } from 'fastify';
import { BankIdApiError, type BankIdClient } from '../../bankid/bankid-client.ts';
import { computeQrCodeData, getQrTime } from '../../bankid/qr-code.ts';
import { getErrorUserMessage } from '../../bankid/user-message.ts';
import { type BankIdStatus, interpretCollect } from './bankid-status.ts';
import { type BankIdDb, createLoginToken } from './bankid-store.ts';

/** One message of the QR stream (spec §3). */
export type QrStreamMessage = {
  qrCodeData: string | null;
  userMessage: string | null;
  bankIdStatus: BankIdStatus;
  token: string | null;
};

/** The part of a `ws` socket this flow uses. */
export type QrSocket = {
  readonly readyState: number;
  readonly OPEN: number;
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
  on: (event: 'close' | 'message', listener: () => void) => unknown;
};

export type QrSocketOptions = {
  socket: QrSocket;
  client: BankIdClient;
  db: BankIdDb;
  brand: string;
  endUserIp: string;
  logger: FastifyBaseLogger;
  qrIntervalMs: number;
  collectIntervalMs: number;
  now?: () => number;
};

// BankID itself ends every order within 3 minutes; this only guards against a BankID that never does.
const MAX_ORDER_MS = 200_000;
const MAX_COLLECT_ERRORS = 3;

/**
 * Runs one QR sign-in over a websocket: starts the order, sends the animated code every second with
 * the latest status, collects every 2 seconds, and ends with a one-time token or a failure. The
 * socket closing (the user pressed Cancel, or went away) cancels the order at BankID.
 */
export async function runQrSocket(options: QrSocketOptions): Promise<void> {
  const { socket, client, db, logger } = options;
  const now = options.now ?? Date.now;
  let orderRef: string | undefined;
  let isFinished = false;
  let isClosed = false;
  const timers: NodeJS.Timeout[] = [];

  const stop = () => {
    for (const timer of timers) clearInterval(timer);
    timers.length = 0;
  };
  const send = (message: QrStreamMessage) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const finish = (message: QrStreamMessage) => {
    if (isFinished) return;
    isFinished = true;
    stop();
    send(message);
    socket.close(1000, message.bankIdStatus);
  };

  const handleClosed = () => {
    if (isClosed) return;
    isClosed = true;
    stop();
    if (orderRef && !isFinished) {
      isFinished = true;
      client
        .cancel(orderRef)
        .catch((error: unknown) => logger.warn({ err: error, orderRef }, 'BankID cancel failed'));
    }
  };
  socket.on('close', handleClosed);
  // The only thing a client may say is that it gives up; anything else ends the order too.
  socket.on('message', () => socket.close(1000, 'cancelled'));

  let order: Awaited<ReturnType<BankIdClient['auth']>>;
  try {
    order = await client.auth({ endUserIp: options.endUserIp });
  } catch (error) {
    const code = error instanceof BankIdApiError ? error.errorCode : 'internalError';
    if (!(error instanceof BankIdApiError) || code === 'transportError')
      logger.error({ err: error }, 'BankID auth failed');
    finish({ qrCodeData: null, userMessage: getErrorUserMessage(code), bankIdStatus: 'failed', token: null });
    return;
  }
  orderRef = order.orderRef;
  if (isClosed) {
    // The user left while the order was being created.
    await client.cancel(order.orderRef).catch(() => undefined);
    return;
  }

  const startedAt = now();
  let userMessage = 'RFA1';
  const sendQr = () => {
    // A closing handshake that never completes still ends the order.
    if (socket.readyState !== socket.OPEN) {
      handleClosed();
      return;
    }
    send({
      qrCodeData: computeQrCodeData(order.qrStartToken, order.qrStartSecret, getQrTime(startedAt, now())),
      userMessage,
      bankIdStatus: 'pending',
      token: null,
    });
  };
  sendQr();
  timers.push(setInterval(sendQr, options.qrIntervalMs));

  let collectErrors = 0;
  let isCollecting = false;
  const collect = async () => {
    if (isFinished || isCollecting) return;
    isCollecting = true;
    try {
      if (now() - startedAt > MAX_ORDER_MS) {
        await client.cancel(order.orderRef).catch(() => undefined);
        finish({ qrCodeData: null, userMessage: 'RFA8', bankIdStatus: 'failed', token: null });
        return;
      }
      const result = interpretCollect(await client.collect(order.orderRef), 'qr');
      collectErrors = 0;
      if (isFinished) return;
      if (result.bankIdStatus === 'pending') {
        userMessage = result.userMessage ?? 'RFA21';
        return;
      }
      if (result.bankIdStatus === 'failed') {
        finish({
          qrCodeData: null,
          userMessage: result.userMessage ?? 'RFA22',
          bankIdStatus: 'failed',
          token: null,
        });
        return;
      }
      const token = await createLoginToken(db, result.person!, options.brand);
      finish({ qrCodeData: null, userMessage: null, bankIdStatus: 'complete', token });
    } catch (error) {
      collectErrors += 1;
      const code = error instanceof BankIdApiError ? error.errorCode : 'internalError';
      logger.warn({ err: error, orderRef: order.orderRef }, 'BankID collect failed');
      // A network hiccup is retried at the next collect; an RP error or a run of failures ends it.
      if (code !== 'transportError' || collectErrors >= MAX_COLLECT_ERRORS) {
        finish({
          qrCodeData: null,
          userMessage: getErrorUserMessage(code),
          bankIdStatus: 'failed',
          token: null,
        });
      }
    } finally {
      isCollecting = false;
    }
  };
  timers.push(setInterval(() => void collect(), options.collectIntervalMs));
}

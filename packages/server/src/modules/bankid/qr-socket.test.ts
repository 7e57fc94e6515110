import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { BankIdApiError, type BankIdClient } from '../../bankid/bankid-client.ts';
import type { CollectResponse } from '../../bankid/rp-types.ts';
import type { BankIdDb } from './bankid-store.ts';
import { type QrSocket, type QrStreamMessage, runQrSocket } from './qr-socket.ts';

// The QR flow's error paths with a scripted BankID; the happy path runs against the simulator in
// bankid-routes.test.ts.

function createFakeSocket() {
  const listeners = new Map<string, () => void>();
  const socket = {
    OPEN: 1,
    readyState: 1,
    sent: [] as QrStreamMessage[],
    closeCode: undefined as number | undefined,
    send: (data: string) => socket.sent.push(JSON.parse(data) as QrStreamMessage),
    close: (code?: number) => {
      socket.closeCode = code;
      socket.readyState = 3;
      listeners.get('close')?.();
    },
    on: (event: 'close' | 'message', listener: () => void) => listeners.set(event, listener),
  };
  return socket satisfies QrSocket;
}

const ORDER = {
  orderRef: '0b6b8b5e-0a7f-4b47-9a53-7a1c7f2f7a10',
  autoStartToken: 'a0b1c2d3-0000-4000-8000-000000000000',
  qrStartToken: '67df3917-fa0d-44e5-b327-edcc928297f8',
  qrStartSecret: 'd28db9a7-4cde-429e-a983-359be676944c',
};

function createScriptedClient(collects: (() => CollectResponse)[], auth?: () => never) {
  const cancelled: string[] = [];
  const client: BankIdClient = {
    auth: async () => (auth ? auth() : ORDER),
    sign: async () => ORDER,
    collect: async () =>
      (collects.shift() ?? (() => ({ orderRef: ORDER.orderRef, status: 'pending' as const })))(),
    cancel: async (orderRef) => {
      cancelled.push(orderRef);
    },
    close: () => {},
  };
  return { client, cancelled };
}

async function run(client: BankIdClient, socket: ReturnType<typeof createFakeSocket>) {
  await runQrSocket({
    socket,
    client,
    db: {} as BankIdDb,
    brand: 'lonsam',
    endUserIp: '127.0.0.1',
    logger: pino({ level: 'silent' }),
    qrIntervalMs: 20,
    collectIntervalMs: 40,
  });
  for (let waited = 0; socket.closeCode === undefined && waited < 3000; waited += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('runQrSocket', () => {
  it('fails with RFA4 when BankID answers alreadyInProgress', async () => {
    const socket = createFakeSocket();
    const { client } = createScriptedClient([], () => {
      throw new BankIdApiError('alreadyInProgress', 'busy', 400);
    });
    await run(client, socket);
    expect(socket.sent).toEqual([
      { qrCodeData: null, userMessage: 'RFA4', bankIdStatus: 'failed', token: null },
    ]);
    expect(socket.closeCode).toBe(1000);
  });

  it('passes pending hints on as RFA codes with the next QR code', async () => {
    const socket = createFakeSocket();
    const { client } = createScriptedClient([
      () => ({ orderRef: ORDER.orderRef, status: 'pending', hintCode: 'userSign' }),
      () => ({ orderRef: ORDER.orderRef, status: 'failed', hintCode: 'expiredTransaction' }),
    ]);
    await run(client, socket);
    expect(socket.sent[0]).toMatchObject({ userMessage: 'RFA1', bankIdStatus: 'pending' });
    expect(socket.sent[0]!.qrCodeData).toBe(
      'bankid.67df3917-fa0d-44e5-b327-edcc928297f8.0.dc69358e712458a66a7525beef148ae8526b1c71610eff2c16cdffb4cdac9bf8',
    );
    expect(socket.sent.some((message) => message.userMessage === 'RFA9')).toBe(true);
    expect(socket.sent.at(-1)).toEqual({
      qrCodeData: null,
      userMessage: 'RFA8',
      bankIdStatus: 'failed',
      token: null,
    });
  });

  it('gives up after three network failures in a row (RFA5), not at the first', async () => {
    const socket = createFakeSocket();
    const hiccup = () => {
      throw new BankIdApiError('transportError', 'ECONNRESET');
    };
    const { client, cancelled } = createScriptedClient([hiccup, hiccup, hiccup]);
    await run(client, socket);
    expect(socket.sent.at(-1)).toEqual({
      qrCodeData: null,
      userMessage: 'RFA5',
      bankIdStatus: 'failed',
      token: null,
    });
    expect(socket.sent.filter((message) => message.bankIdStatus === 'pending').length).toBeGreaterThan(2);
    expect(cancelled).toEqual([]);
  });

  it('ends on an RP error at once (RFA22)', async () => {
    const socket = createFakeSocket();
    const { client } = createScriptedClient([
      () => {
        throw new BankIdApiError('invalidParameters', 'No such order', 400);
      },
    ]);
    await run(client, socket);
    expect(socket.sent.at(-1)).toMatchObject({ userMessage: 'RFA22', bankIdStatus: 'failed' });
  });

  it('cancels the order when the client goes away', async () => {
    const socket = createFakeSocket();
    const { client, cancelled } = createScriptedClient([]);
    await runQrSocket({
      socket,
      client,
      db: {} as BankIdDb,
      brand: 'lonsam',
      endUserIp: '127.0.0.1',
      logger: pino({ level: 'silent' }),
      qrIntervalMs: 20,
      collectIntervalMs: 40,
    });
    socket.close(1001);
    expect(cancelled).toEqual([ORDER.orderRef]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BankIdApiError, type BankIdClient, createBankIdClient } from './bankid-client.ts';
import { computeQrCodeData } from './qr-code.ts';
import { BankIdSimulator } from './simulator/bankid-simulator.ts';
import { generateSimulatorCertificates, type SimulatorCertificates } from './simulator/certificates.ts';
import { type RunningSimulatorServer, startSimulatorServer } from './simulator/simulator-server.ts';

// The client against the simulator over real HTTPS with mutual TLS, on a clock the test moves.
let clock = Date.UTC(2026, 0, 15, 9, 0, 0);
const simulator = new BankIdSimulator({ now: () => clock });
let certificates: SimulatorCertificates;
let server: RunningSimulatorServer;
let client: BankIdClient;

const person = { personalNumber: '199001011239', givenName: 'Tolvan', surname: 'Tolvansson' };

beforeAll(async () => {
  certificates = generateSimulatorCertificates();
  server = await startSimulatorServer({ simulator, certificates });
  client = createBankIdClient({
    url: server.url,
    pfx: certificates.clientPfx,
    passphrase: certificates.clientPassphrase,
    ca: certificates.caCertPem,
  });
});

afterAll(async () => {
  client?.close();
  await server?.close();
});

async function expectBankIdError(promise: Promise<unknown>, errorCode: string): Promise<BankIdApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BankIdApiError);
  expect((error as BankIdApiError).errorCode).toBe(errorCode);
  return error as BankIdApiError;
}

describe('BankID client against the simulator over mutual TLS', () => {
  it('completes a QR sign-in: scan the current code, approve, collect the person', async () => {
    const order = await client.auth({ endUserIp: '192.0.2.10' });
    expect(order.orderRef).toMatch(/^[0-9a-f-]{36}$/);
    expect(await client.collect(order.orderRef)).toEqual({
      orderRef: order.orderRef,
      status: 'pending',
      hintCode: 'outstandingTransaction',
    });

    clock += 3000;
    simulator.scanQrCode(computeQrCodeData(order.qrStartToken, order.qrStartSecret, 3));
    expect((await client.collect(order.orderRef)).hintCode).toBe('started');

    simulator.setPendingHint(order.orderRef, 'userSign');
    expect((await client.collect(order.orderRef)).hintCode).toBe('userSign');

    simulator.approve(order.orderRef, person);
    const collected = await client.collect(order.orderRef);
    expect(collected.status).toBe('complete');
    expect(collected.hintCode).toBeUndefined();
    expect(collected.completionData?.user).toEqual({
      personalNumber: '199001011239',
      name: 'Tolvan Tolvansson',
      givenName: 'Tolvan',
      surname: 'Tolvansson',
    });
    expect(collected.completionData?.device.ipAddress).toBe('192.0.2.10');
  });

  it('refuses a QR code that is forged or stale', async () => {
    const order = await client.auth({ endUserIp: '192.0.2.10' });
    expect(() => simulator.scanQrCode(computeQrCodeData(order.qrStartToken, 'wrong-secret', 0))).toThrow(
      /not genuine/,
    );
    clock += 20_000;
    expect(() => simulator.scanQrCode(computeQrCodeData(order.qrStartToken, order.qrStartSecret, 0))).toThrow(
      /too old/,
    );
    await client.cancel(order.orderRef);
  });

  it('completes an app-launch sign-in through the autostart token', async () => {
    const order = await client.auth({ endUserIp: '192.0.2.11' });
    simulator.openAutoStartToken(order.autoStartToken);
    expect((await client.collect(order.orderRef)).hintCode).toBe('started');
    simulator.approve(order.orderRef, person);
    expect((await client.collect(order.orderRef)).status).toBe('complete');
  });

  it('reports a user cancel and a start failure as failed with their hint codes', async () => {
    const cancelled = await client.auth({ endUserIp: '192.0.2.12' });
    simulator.openAutoStartToken(cancelled.autoStartToken);
    simulator.fail(cancelled.orderRef, 'userCancel');
    expect(await client.collect(cancelled.orderRef)).toEqual({
      orderRef: cancelled.orderRef,
      status: 'failed',
      hintCode: 'userCancel',
    });

    const notStarted = await client.auth({ endUserIp: '192.0.2.12' });
    simulator.fail(notStarted.orderRef, 'startFailed');
    expect((await client.collect(notStarted.orderRef)).hintCode).toBe('startFailed');
  });

  it('expires an order nobody started after 30 s, and a started one after 3 minutes', async () => {
    const unstarted = await client.auth({ endUserIp: '192.0.2.13' });
    clock += 29_000;
    expect((await client.collect(unstarted.orderRef)).status).toBe('pending');
    clock += 1000;
    expect(await client.collect(unstarted.orderRef)).toMatchObject({
      status: 'failed',
      hintCode: 'expiredTransaction',
    });

    const started = await client.auth({ endUserIp: '192.0.2.13' });
    simulator.openAutoStartToken(started.autoStartToken);
    clock += 179_000;
    expect((await client.collect(started.orderRef)).status).toBe('pending');
    clock += 1000;
    expect((await client.collect(started.orderRef)).hintCode).toBe('expiredTransaction');
  });

  it('answers alreadyInProgress for a second order of the same personal number and aborts the first', async () => {
    const requirement = { personalNumber: '198507152382' };
    const first = await client.auth({ endUserIp: '192.0.2.14', requirement });
    const error = await expectBankIdError(
      client.auth({ endUserIp: '192.0.2.14', requirement }),
      'alreadyInProgress',
    );
    expect(error.httpStatus).toBe(400);
    expect(await client.collect(first.orderRef)).toMatchObject({ status: 'failed', hintCode: 'cancelled' });
    // Once that order is over, a new one may start.
    const again = await client.auth({ endUserIp: '192.0.2.14', requirement });
    await client.cancel(again.orderRef);
  });

  it('cancels an order: collecting it afterwards is an RP error', async () => {
    const order = await client.auth({ endUserIp: '192.0.2.15' });
    await client.cancel(order.orderRef);
    await expectBankIdError(client.collect(order.orderRef), 'invalidParameters');
  });

  it('answers invalidParameters for malformed bodies', async () => {
    await expectBankIdError(client.collect('not-an-order-ref'), 'invalidParameters');
    await expectBankIdError(client.auth({ endUserIp: '' }), 'invalidParameters');
    await expectBankIdError(
      client.auth({ endUserIp: '192.0.2.16', requirement: { personalNumber: '12345' } }),
      'invalidParameters',
    );
    await expectBankIdError(
      client.sign({ endUserIp: '192.0.2.16', userVisibleData: '' }),
      'invalidParameters',
    );
  });

  it('signs with userVisibleData', async () => {
    const order = await client.sign({
      endUserIp: '192.0.2.17',
      userVisibleData: Buffer.from('Godkänn lönekörning').toString('base64'),
    });
    expect(simulator.getOrder(order.orderRef)?.kind).toBe('sign');
    await client.cancel(order.orderRef);
  });

  it('retries maintenance silently, then gives up with it', async () => {
    const patient = createBankIdClient({
      url: server.url,
      pfx: certificates.clientPfx,
      passphrase: certificates.clientPassphrase,
      ca: certificates.caCertPem,
      maintenanceRetries: 2,
      maintenanceRetryDelayMs: 10,
    });
    try {
      simulator.failNextCalls('maintenance', 2);
      const order = await patient.auth({ endUserIp: '192.0.2.20' });
      await patient.cancel(order.orderRef);
      simulator.failNextCalls('maintenance', 3);
      const error = await expectBankIdError(patient.auth({ endUserIp: '192.0.2.20' }), 'maintenance');
      expect(error.httpStatus).toBe(503);
    } finally {
      simulator.failNextCalls('maintenance', 0);
      patient.close();
    }
  });

  it('does not retry other errors', async () => {
    simulator.failNextCalls('internalError', 1);
    const error = await expectBankIdError(client.auth({ endUserIp: '192.0.2.21' }), 'internalError');
    expect(error.httpStatus).toBe(500);
    // The next call goes through again.
    const order = await client.auth({ endUserIp: '192.0.2.21' });
    await client.cancel(order.orderRef);
  });

  it('is refused at the TLS handshake with a client certificate of another CA', async () => {
    const stranger = generateSimulatorCertificates({ commonName: 'Someone else' });
    const wrongClient = createBankIdClient({
      url: server.url,
      pfx: stranger.clientPfx,
      passphrase: stranger.clientPassphrase,
      ca: certificates.caCertPem,
    });
    try {
      await expectBankIdError(wrongClient.auth({ endUserIp: '192.0.2.18' }), 'transportError');
    } finally {
      wrongClient.close();
    }
  });

  it('refuses a server whose certificate its CA did not issue', async () => {
    const stranger = generateSimulatorCertificates({ commonName: 'Someone else' });
    const distrustingClient = createBankIdClient({
      url: server.url,
      pfx: certificates.clientPfx,
      passphrase: certificates.clientPassphrase,
      ca: stranger.caCertPem,
    });
    try {
      const error = await expectBankIdError(
        distrustingClient.auth({ endUserIp: '192.0.2.19' }),
        'transportError',
      );
      expect(error.message).toMatch(/certificate/i);
    } finally {
      distrustingClient.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { TEST_PERSONS } from './dev-bankid-routes.ts';

// The routes against the in-app simulator (real HTTPS with mutual TLS, certificates in DATA_DIR).
let testApp: TestApp;
const tabA = { 'x-lonsam-csrf': 'tab-a-0123456789abcdef' };
const tabB = { 'x-lonsam-csrf': 'tab-b-0123456789abcdef' };
const anna = TEST_PERSONS[0]!;

type StreamMessage = {
  qrCodeData: string | null;
  userMessage: string | null;
  bankIdStatus: string;
  token: string | null;
};

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

/** Opens the QR websocket and records its messages and its closing. */
async function openQrStream(query = 'brand=lonsam', app: TestApp = testApp) {
  const messages: StreamMessage[] = [];
  let resolveClosed: (code: number) => void = () => {};
  const closed = new Promise<number>((resolve) => {
    resolveClosed = resolve;
  });
  const socket = await app.app.injectWS(
    `/api/bankid/qr?${query}`,
    {},
    {
      onInit: (ws) => {
        ws.on('message', (data: unknown) => messages.push(JSON.parse(String(data)) as StreamMessage));
        ws.on('close', (code: number) => resolveClosed(code));
      },
    },
  );
  const waitFor = async (predicate: (message: StreamMessage) => boolean, timeoutMs = 8000) => {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      const found = messages.find(predicate);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no such message; got ${JSON.stringify(messages)}`);
  };
  return { socket, messages, closed, waitFor };
}

function post(url: string, payload: unknown, headers = tabA) {
  return testApp.app.inject({ method: 'POST', url, payload: payload as object, headers });
}

async function listSimulatorOrders(): Promise<
  { orderRef: string; status: string; hintCode: string | null }[]
> {
  return (await testApp.app.inject({ method: 'GET', url: '/api/dev/bankid/orders' })).json();
}

async function signInByQr(person: typeof anna, intent: 'login' | 'signup') {
  const stream = await openQrStream();
  const first = await stream.waitFor((message) => message.qrCodeData !== null);
  const scanned = await post('/api/dev/bankid/scan', { qrCodeData: first.qrCodeData });
  expect(scanned.statusCode).toBe(200);
  const { orderRef } = scanned.json();
  expect((await post(`/api/dev/bankid/orders/${orderRef}/approve`, person)).statusCode).toBe(200);
  const complete = await stream.waitFor((message) => message.bankIdStatus === 'complete');
  expect(await stream.closed).toBe(1000);
  return post(`/api/bankid/finalize/${complete.token}?intent=${intent}`, undefined);
}

describe('QR sign-in over the websocket', () => {
  it('streams a new QR code every second with RFA1 while nobody has scanned it', async () => {
    const stream = await openQrStream();
    // Generous: the second code is due after a second, but a loaded machine can hold the loop for seconds.
    await stream.waitFor(() => stream.messages.length >= 2, 15_000);
    const [first, second] = stream.messages;
    expect(first).toMatchObject({ bankIdStatus: 'pending', userMessage: 'RFA1', token: null });
    expect(first!.qrCodeData).toMatch(/^bankid\.[0-9a-f-]{36}\.0\.[0-9a-f]{64}$/);
    expect(second!.qrCodeData).toMatch(/^bankid\.[0-9a-f-]{36}\.1\.[0-9a-f]{64}$/);
    stream.socket.close();
    await stream.closed;
  });

  it('signs up a new person, and signs the same person in the next time', async () => {
    const signup = await signInByQr(anna, 'signup');
    expect(signup.statusCode).toBe(200);
    expect(signup.json().token).toEqual(expect.any(String));
    expect(String(signup.headers['set-cookie'])).toMatch(/HttpOnly/i);
    const identity = await testApp.db
      .selectFrom('identity')
      .select(['first_name', 'last_name'])
      .where('personnummer', '=', anna.personalNumber)
      .executeTakeFirstOrThrow();
    expect(identity).toEqual({ first_name: 'Anna', last_name: 'Andersson' });

    const login = await signInByQr(anna, 'login');
    expect(login.statusCode).toBe(200);
    const count = await testApp.db
      .selectFrom('identity')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('personnummer', '=', anna.personalNumber)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('does not sign in a person without an account', async () => {
    const response = await signInByQr(TEST_PERSONS[1]!, 'login');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('BANKID_NO_ACCOUNT');
  });

  it('reports the failure the user chose and closes the socket', async () => {
    const stream = await openQrStream();
    const first = await stream.waitFor((message) => message.qrCodeData !== null);
    const { orderRef } = (await post('/api/dev/bankid/scan', { qrCodeData: first.qrCodeData })).json();
    await stream.waitFor((message) => message.userMessage === 'RFA15B');
    await post(`/api/dev/bankid/orders/${orderRef}/fail`, { hintCode: 'userCancel' });
    expect(await stream.waitFor((message) => message.bankIdStatus === 'failed')).toMatchObject({
      userMessage: 'RFA6',
      token: null,
    });
    expect(await stream.closed).toBe(1000);
  });

  it('cancels the order at BankID when the browser closes the socket', async () => {
    const stream = await openQrStream();
    const first = await stream.waitFor((message) => message.qrCodeData !== null);
    const { orderRef } = (await post('/api/dev/bankid/scan', { qrCodeData: first.qrCodeData })).json();
    stream.socket.close();
    let isGone = false;
    for (let attempt = 0; attempt < 30 && !isGone; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      isGone = !(await listSimulatorOrders()).some((order) => order.orderRef === orderRef);
    }
    expect(isGone).toBe(true);
  });

  it('refuses an unknown brand before upgrading', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/bankid/qr?brand=acme' });
    expect(response.statusCode).toBe(400);
  });
});

describe('app-launch sign-in', () => {
  it('starts, polls and completes an order for the tab that started it only', async () => {
    const started = await post('/api/bankid/auto-start/', { brand: 'lonsam' });
    expect(started.statusCode).toBe(200);
    const { orderRef, autoStartToken, redirectUrl } = started.json();
    expect(redirectUrl).toBe(`bankid:///?autostarttoken=${autoStartToken}&redirect=null`);

    const collect = (headers = tabA) =>
      testApp.app.inject({ method: 'GET', url: `/api/bankid/auto-start/collect/${orderRef}`, headers });
    expect((await collect()).json()).toEqual({ bankIdStatus: 'pending', userMessage: 'RFA13', token: null });
    // Another tab (another user) learns nothing about this order.
    expect((await collect(tabB)).statusCode).toBe(404);

    expect((await post('/api/dev/bankid/open', { autoStartToken })).statusCode).toBe(200);
    expect((await post(`/api/dev/bankid/orders/${orderRef}/approve`, anna)).statusCode).toBe(200);
    // BankID is collected at most every 2 seconds, whatever the browser's 1-second polling.
    const cached = (await collect()).json();
    expect(cached.bankIdStatus).toBe('pending');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const complete = (await collect()).json();
    expect(complete).toMatchObject({
      bankIdStatus: 'complete',
      userMessage: null,
      token: expect.any(String),
    });

    const finalize = await post(`/api/bankid/finalize/${complete.token}?intent=signup`, undefined);
    expect(finalize.statusCode).toBe(200);
    const again = await post(`/api/bankid/finalize/${complete.token}`, undefined);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('BANKID_TOKEN_INVALID');
  });

  it('cancels an order', async () => {
    const { orderRef } = (await post('/api/bankid/auto-start/', { brand: 'lonsam' })).json();
    expect(
      (
        await testApp.app.inject({
          method: 'DELETE',
          url: `/api/bankid/auto-start/${orderRef}`,
          headers: tabB,
        })
      ).statusCode,
    ).toBe(404);
    const cancelled = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/bankid/auto-start/${orderRef}`,
      headers: tabA,
    });
    expect(cancelled.statusCode).toBe(204);
    expect(cancelled.body).toBe('');
    const collected = await testApp.app.inject({
      method: 'GET',
      url: `/api/bankid/auto-start/collect/${orderRef}`,
      headers: tabA,
    });
    expect(collected.json()).toEqual({ bankIdStatus: 'failed', userMessage: 'RFA6', token: null });
    expect((await listSimulatorOrders()).some((order) => order.orderRef === orderRef)).toBe(false);
  });

  it('answers 400 for a malformed order reference and 404 for an unknown one', async () => {
    const malformed = await testApp.app.inject({
      method: 'GET',
      url: '/api/bankid/auto-start/collect/x',
      headers: tabA,
    });
    expect(malformed.statusCode).toBe(400);
    const unknown = await testApp.app.inject({
      method: 'GET',
      url: '/api/bankid/auto-start/collect/6f1c2a64-4a43-4d0c-9d59-1b2f1f1f1f1f',
      headers: tabA,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses finalize with an unknown or malformed token', async () => {
    const unknown = await post('/api/bankid/finalize/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', undefined);
    expect(unknown.statusCode).toBe(401);
    expect((await post('/api/bankid/finalize/short', undefined)).statusCode).toBe(400);
  });
});

describe('BankID in production without BANKID_URL', () => {
  it('answers 503 and has no simulator pages', async () => {
    const production = await buildTestApp({ env: { APP_ENV: 'production' } });
    try {
      const started = await production.app.inject({
        method: 'POST',
        url: '/api/bankid/auto-start/',
        payload: { brand: 'lonsam' },
        headers: tabA,
      });
      expect(started.statusCode).toBe(503);
      expect(started.json().code).toBe('BANKID_DISABLED');
      const dev = await production.app.inject({ method: 'GET', url: '/api/dev/bankid/orders' });
      expect(dev.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('BankID without BANKID_URL and without LONSAM_DEV_TOOLS (npm start)', () => {
  it('has no simulator and tells the QR dialog that BankID is switched off', async () => {
    const plain = await buildTestApp({ env: { LONSAM_DEV_TOOLS: '0' } });
    try {
      const stream = await openQrStream('brand=lonsam', plain);
      await stream.waitFor((message) => message.userMessage === 'bankIdDisabled');
      expect(stream.messages.at(-1)).toMatchObject({ bankIdStatus: 'failed', token: null });
      stream.socket.terminate();
      expect((await plain.app.inject({ method: 'GET', url: '/api/dev/bankid/persons' })).statusCode).toBe(
        404,
      );
    } finally {
      await plain.close();
    }
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { ADDRESS_BUCKET, BANKID_ORDER_LIMITS, SESSION_BUCKET, sessionKey } from './order-limits.ts';

// Every websocket or app-launch call used to start an order at BankID, without limit (#23).
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

beforeEach(async () => {
  await testApp.db.deleteFrom('attempt_counter').execute();
});

const tab = (name: string) => ({ 'x-lonsam-csrf': `tab-${name}-0123456789abcdef` });

function startAutoStart(headers: Record<string, string>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/bankid/auto-start/',
    payload: { brand: 'lonsam' },
    headers,
  });
}

async function countSimulatorOrders(): Promise<number> {
  return (await testApp.app.inject({ method: 'GET', url: '/api/dev/bankid/orders' })).json().length;
}

/** Fills a counter to its limit, as `limit` earlier starts would have. */
async function useUp(bucket: string, key: string, count: number) {
  await testApp.db
    .insertInto('attempt_counter')
    .values({ bucket, key, count, window_started_at: new Date(), last_attempt_at: new Date() })
    .execute();
}

function expectTooMany(response: { statusCode: number; headers: Record<string, unknown>; json: () => any }) {
  expect(response.statusCode).toBe(429);
  expect(String(response.headers['content-type'])).toContain('application/problem+json');
  expect(response.json().code).toBe('TOO_MANY_BANKID_ORDERS');
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(BANKID_ORDER_LIMITS.windowMs / 1000);
}

describe('BankID order starts are limited', () => {
  it(`refuses a tab its ${BANKID_ORDER_LIMITS.perSession + 1}th app-launch order, without asking BankID`, async () => {
    for (let index = 0; index < BANKID_ORDER_LIMITS.perSession; index++) {
      const started = await startAutoStart(tab('loop'));
      expect(started.statusCode, started.body).toBe(200);
      await testApp.app.inject({
        method: 'DELETE',
        url: `/api/bankid/auto-start/${started.json().orderRef}`,
        headers: tab('loop'),
      });
    }
    const before = await countSimulatorOrders();
    expectTooMany(await startAutoStart(tab('loop')));
    expect(await countSimulatorOrders()).toBe(before);
    // Another tab at the same address still starts one.
    expect((await startAutoStart(tab('other'))).statusCode).toBe(200);
  });

  it('refuses every tab of an address that has used up its orders', async () => {
    await useUp(ADDRESS_BUCKET, '127.0.0.1', BANKID_ORDER_LIMITS.perAddress);
    const before = await countSimulatorOrders();
    for (const name of ['a', 'b', 'c']) expectTooMany(await startAutoStart(tab(name)));
    expect(await countSimulatorOrders()).toBe(before);
    // The refused starts took no session slots.
    const sessionRows = await testApp.db
      .selectFrom('attempt_counter')
      .select('key')
      .where('bucket', '=', SESSION_BUCKET)
      .execute();
    expect(sessionRows).toEqual([]);
  });

  it('refuses a tab that has used up its orders without using the address’s', async () => {
    await useUp(SESSION_BUCKET, sessionKey(tab('full')['x-lonsam-csrf']), BANKID_ORDER_LIMITS.perSession);
    expectTooMany(await startAutoStart(tab('full')));
    const address = await testApp.db
      .selectFrom('attempt_counter')
      .select('count')
      .where('bucket', '=', ADDRESS_BUCKET)
      .executeTakeFirst();
    expect(address?.count ?? 0).toBe(0);
  });

  it('ends the QR stream with the refusal, in one message, when the address has used up its orders', async () => {
    await useUp(ADDRESS_BUCKET, '127.0.0.1', BANKID_ORDER_LIMITS.perAddress);
    const before = await countSimulatorOrders();
    const messages: Record<string, unknown>[] = [];
    let closedWith = 0;
    const closed = new Promise<void>((resolve) => {
      void testApp.app.injectWS(
        '/api/bankid/qr?brand=lonsam',
        {},
        {
          onInit: (ws) => {
            ws.on('message', (data: unknown) => messages.push(JSON.parse(String(data))));
            ws.on('close', (code: number) => {
              closedWith = code;
              resolve();
            });
          },
        },
      );
    });
    await closed;
    expect(closedWith).toBe(1008);
    expect(messages).toEqual([
      {
        qrCodeData: null,
        userMessage: 'TOO_MANY_BANKID_ORDERS',
        bankIdStatus: 'failed',
        token: null,
        retryAfterSeconds: expect.any(Number),
      },
    ]);
    expect(await countSimulatorOrders()).toBe(before);
  });
});

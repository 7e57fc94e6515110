import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';

// The websocket plugin lives in BankID's own context (bankid-plugin.ts): the QR stream still
// upgrades over a real socket, any other upgrade is refused at once, and ordinary routes carry
// none of the plugin's hooks.
let testApp: TestApp;
let origin: string;

beforeAll(async () => {
  testApp = await buildTestApp({
    register: (app) => {
      app.get('/api/test/request-shape', async (request) => ({ hasWs: 'ws' in request }));
    },
  });
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  const address = testApp.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  origin = `127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await testApp?.close();
});

/** Sends a raw websocket upgrade request and answers the status line of the reply. */
function rawUpgrade(path: string): Promise<string> {
  const [host, port] = origin.split(':');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), host!, () => {
      socket.write(
        [
          `GET ${path} HTTP/1.1`,
          `Host: ${origin}`,
          'Connection: Upgrade',
          'Upgrade: websocket',
          'Sec-WebSocket-Version: 13',
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
          '',
          '',
        ].join('\r\n'),
      );
    });
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('error', reject);
    // The refusal closes the connection; a hanging socket would time the test out.
    socket.on('close', () => resolve(received.split('\r\n')[0] ?? ''));
  });
}

describe('the QR websocket in a context of its own', () => {
  it('streams the QR code over a real websocket', async () => {
    const socket = new WebSocket(`ws://${origin}/api/bankid/qr?brand=lonsam`);
    const first = await new Promise<{ qrCodeData: string | null; bankIdStatus: string }>(
      (resolve, reject) => {
        socket.addEventListener('message', (event) => resolve(JSON.parse(String(event.data))));
        socket.addEventListener('error', () => reject(new Error('websocket error')));
      },
    );
    socket.close();
    expect(first.bankIdStatus).toBe('pending');
    expect(first.qrCodeData).toMatch(/^bankid\./);
  });

  it('answers an upgrade to any other path 404 and closes it', async () => {
    expect(await rawUpgrade('/api/poke')).toBe('HTTP/1.1 404 Not Found');
    expect(await rawUpgrade('/api/bankid/qr/other')).toBe('HTTP/1.1 404 Not Found');
  });

  it('leaves ordinary routes without the plugin (no request.ws)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/request-shape' });
    expect(response.json()).toEqual({ hasWs: false });
  });
});

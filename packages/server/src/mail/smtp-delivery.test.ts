import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../db/test-db.ts';
import { ANY_CSRF } from '../modules/auth/testing/auth-test-helpers.ts';

type Received = { from: string; to: string[]; data: string };

let smtp: SMTPServer;
let received: Received[] = [];
let testApp: TestApp;
let isRejecting = false;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(
        isRejecting ? Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }) : undefined,
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  testApp = await buildTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Lönsam <no-reply@lonsam.test>' },
  });
});

afterAll(async () => {
  await testApp.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

function decodeQuotedPrintable(text: string): string {
  return Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

describe('sign-up mail over real SMTP', () => {
  it('delivers the code to smtp-server on 127.0.0.1; the code read from it completes the sign-up', async () => {
    received = [];
    const email = `smtp-${crypto.randomUUID().slice(0, 8)}@example.se`;
    const start = await testApp.app.inject({
      method: 'POST',
      url: '/api/signup/start',
      headers: ANY_CSRF,
      payload: { email, brand: 'radgivarlon' },
    });
    expect(start.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    const message = received[0]!;
    expect(message.to).toEqual([email]);
    expect(message.from).toBe('no-reply@lonsam.test');
    const text = decodeQuotedPrintable(message.data);
    expect(text).toContain('Rådgivarlön');
    const code = /kod för att skapa ett konto hos [^:]+:\s*(\d{6})/.exec(text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // Nothing went to the development outbox.
    expect(await testApp.db.selectFrom('dev_mail').select('id').execute()).toEqual([]);

    const complete = await testApp.app.inject({
      method: 'POST',
      url: '/api/signup/complete',
      headers: ANY_CSRF,
      payload: { email, code, password: 'ett-langt-losenord' },
    });
    expect(complete.statusCode).toBe(200);
    expect(complete.json().token).toBeTruthy();
  });

  it('a refused delivery answers 503 MAIL_NOT_SENT and keeps no code, so the user can retry at once', async () => {
    const email = `refused-${crypto.randomUUID().slice(0, 8)}@example.se`;
    isRejecting = true;
    try {
      const start = await testApp.app.inject({
        method: 'POST',
        url: '/api/signup/start',
        headers: ANY_CSRF,
        payload: { email, brand: 'lonsam' },
      });
      expect(start.statusCode).toBe(503);
      expect(start.json().code).toBe('MAIL_NOT_SENT');
      expect(
        await testApp.db.selectFrom('signup_code').select('id').where('email', '=', email).execute(),
      ).toEqual([]);
    } finally {
      isRejecting = false;
    }
    const retry = await testApp.app.inject({
      method: 'POST',
      url: '/api/signup/start',
      headers: ANY_CSRF,
      payload: { email, brand: 'lonsam' },
    });
    expect(retry.statusCode).toBe(200);
  });
});

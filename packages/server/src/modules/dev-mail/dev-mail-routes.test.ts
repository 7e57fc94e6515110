import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { ANY_CSRF } from '../auth/testing/auth-test-helpers.ts';

let development: TestApp;

beforeAll(async () => {
  development = await buildTestApp();
});

afterAll(async () => {
  await development.close();
});

describe('development outbox', () => {
  it('lists sent mail as JSON (filter by recipient) and as an HTML page', async () => {
    const email = `outbox-${crypto.randomUUID().slice(0, 8)}@example.se`;
    await development.app.inject({
      method: 'POST',
      url: '/api/signup/start',
      headers: ANY_CSRF,
      payload: { email, brand: 'bokfort-lon' },
    });
    const json = await development.app.inject({
      method: 'GET',
      url: `/api/dev/mail?to=${encodeURIComponent(email)}`,
    });
    expect(json.statusCode).toBe(200);
    const { messages } = json.json();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ to: email, subject: expect.stringContaining('Bokfört Lön') });
    const page = await development.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(email);
  });

  // #25 item 1: on today's main APP_ENV=development (the default) opened the outbox to anyone.
  it('is absent in development unless LONSAM_DEV_TOOLS=1, so a reset link cannot be read through it', async () => {
    const app = await buildTestApp({ env: { APP_ENV: 'development', LONSAM_DEV_TOOLS: '0' } });
    try {
      await app.app.inject({
        method: 'POST',
        url: '/api/password-reset/start',
        headers: ANY_CSRF,
        payload: { email: 'victim@example.se' },
      });
      for (const url of ['/api/dev/mail', '/api/dev/mail?to=victim%40example.se', '/api/dev/bankid/orders']) {
        expect((await app.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      const page = await app.app.inject({
        method: 'GET',
        url: '/dev/mail',
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain('Utkorg');
      const rows = await app.db.selectFrom('dev_mail').select('id').execute();
      expect(rows).toHaveLength(0);
    } finally {
      await app.close();
    }
  });

  it('is absent in production', async () => {
    const production = await buildTestApp({ env: { APP_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/api/dev/mail' })).statusCode).toBe(404);
      expect((await production.app.inject({ method: 'GET', url: '/dev/mail' })).body).not.toContain('Utkorg');
    } finally {
      await production.close();
    }
  });
});

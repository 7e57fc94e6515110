import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './db/test-db.ts';
import { ANY_CSRF } from './modules/auth/testing/auth-test-helpers.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('validation problems', () => {
  it('word zod’s default messages in Swedish', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/signup/start',
      headers: ANY_CSRF,
    });
    expect(response.statusCode).toBe(400);
    const text = response.body;
    expect(text).not.toMatch(/Invalid input|expected|received/i);
    expect(text).toContain('Värde saknas');
  });
});

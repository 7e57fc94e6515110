import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { healthRoutes } from './health-routes.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/health', () => {
  it('answers ok after asking the database', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{12}$/);
  });

  it('lets simultaneous checks share one database query', async () => {
    let queries = 0;
    const countingDb = testApp.db.withPlugin({
      transformQuery: (args) => {
        queries++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(healthRoutes, { prefix: '/api', db: countingDb });
    try {
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/api/health' })),
      );
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(queries).toBe(1);
      await app.inject({ method: 'GET', url: '/api/health' });
      expect(queries).toBe(2);
    } finally {
      await app.close();
    }
  });

  it('is described in the OpenAPI document', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/health'].get.responses['200']).toBeDefined();
  });

  it('serves the API documentation page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('answers 503 problem+json when the database is gone', async () => {
    const broken = await buildTestApp();
    try {
      await broken.db.destroy();
      const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({
        status: 503,
        code: 'DATABASE_UNAVAILABLE',
        title: 'Service Unavailable',
      });
    } finally {
      await broken.close().catch(() => undefined);
    }
  });
});

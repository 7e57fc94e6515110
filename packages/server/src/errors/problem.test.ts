import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../db/test-db.ts';
import { createLogger } from '../logger.ts';
import { AppError } from './app-error.ts';

let testApp: TestApp;
const logLines: Record<string, any>[] = [];

beforeAll(async () => {
  testApp = await buildTestApp({
    logger: createLogger({ logLevel: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line)) }),
    register: (app) => {
      // Test-only routes that throw each kind of error.
      app.post(
        '/api/test/echo',
        {
          schema: {
            body: z.object({
              email: z.email(),
              age: z.number().int().min(18),
              address: z.object({ city: z.string().min(1) }),
            }),
            querystring: z.object({ at: z.string().min(1).optional() }),
          },
        },
        async (request) => request.body,
      );
      app.get('/api/test/bug', async () => {
        await sql`select * from table_that_does_not_exist where secret = 'hunter2'`.execute(testApp.db);
        return {};
      });
      app.get('/api/test/app-error', async () => {
        throw new AppError({
          status: 409,
          code: 'EMPLOYEE_EXISTS',
          detail: 'An employee with that personal number exists.',
          fieldErrors: { personalNumber: ['Already taken'] },
        });
      });
    },
  });
});

afterAll(async () => {
  await testApp.close();
});

function expectProblem(response: { statusCode: number; headers: Record<string, unknown>; json: () => any }) {
  expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  const body = response.json();
  expect(body).toMatchObject({ status: response.statusCode });
  for (const key of ['type', 'title', 'detail', 'code']) expect(typeof body[key], key).toBe('string');
  return body;
}

const validBody = { email: 'anna@example.se', age: 30, address: { city: 'Lund' } };

describe('problem+json errors', () => {
  it('404 for an unknown /api route, any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await testApp.app.inject({ method, url: '/api/no-such-thing?x=1' });
      expect(response.statusCode).toBe(404);
      expect(expectProblem(response)).toMatchObject({
        code: 'NOT_FOUND',
        title: 'Not Found',
        type: 'urn:lonsam:problem:not-found',
        detail: `No route ${method} /api/no-such-thing.`,
      });
    }
  });

  it('accepts a valid body', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/test/echo', payload: validBody });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(validBody);
  });

  it('400 with errors per field for a validation failure', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'not-an-email', age: 12, address: { city: '' } },
    });
    expect(response.statusCode).toBe(400);
    const body = expectProblem(response);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors).sort()).toEqual(['address.city', 'age', 'email']);
    for (const messages of Object.values(body.errors)) {
      expect(messages).toEqual([expect.any(String)]);
    }
  });

  it('400 with the location as prefix for an invalid query parameter', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo?at=',
      payload: validBody,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(expectProblem(response).errors)).toEqual(['querystring.at']);
  });

  it('400 for malformed JSON', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.se",',
    });
    expect(response.statusCode).toBe(400);
    expect(expectProblem(response).code).toBe('MALFORMED_JSON');
  });

  it('415 for a content type the API does not take', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(expectProblem(response).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('413 for a body over 1 MiB', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(expectProblem(response).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('maps an AppError to its status, code and field errors', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/app-error' });
    expect(response.statusCode).toBe(409);
    expect(expectProblem(response)).toEqual({
      type: 'urn:lonsam:problem:employee-exists',
      title: 'Conflict',
      status: 409,
      detail: 'An employee with that personal number exists.',
      code: 'EMPLOYEE_EXISTS',
      errors: { personalNumber: ['Already taken'] },
    });
  });

  it('500 without stack or SQL for a bug, with the request id to find the log line', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/bug' });
    expect(response.statusCode).toBe(500);
    const body = expectProblem(response);
    expect(body).toEqual({
      type: 'urn:lonsam:problem:internal-error',
      title: 'Internal Server Error',
      status: 500,
      detail: 'Something went wrong on our side. The error has been logged.',
      code: 'INTERNAL_ERROR',
    });
    expect(response.body).not.toMatch(/table_that_does_not_exist|hunter2|select|at .*\.ts/);
    const logged = logLines.find((line) => line.msg === 'request failed');
    expect(logged).toMatchObject({ level: 50, reqId: response.headers['x-request-id'] });
    expect(logged!.err.message).toContain('table_that_does_not_exist');
  });

  it('ignores a request id sent by the client', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'request-id': 'forged', 'x-request-id': 'forged' },
    });
    expect(response.headers['x-request-id']).not.toBe('forged');
  });
});

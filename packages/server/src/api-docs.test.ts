import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './db/test-db.ts';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

/** The operations of the OpenAPI document without a 2xx answer that has a schema, as `METHOD path`. */
function listUndocumentedAnswers(document: { paths: Record<string, Record<string, Operation>> }): string[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => {
        const answers = Object.entries(operation.responses ?? {}).filter(([code]) => /^2\d\d$/.test(code));
        const hasSchema = answers.some(([, answer]) =>
          Object.values(answer.content ?? {}).some((media) => media.schema !== undefined),
        );
        return !hasSchema;
      })
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
}

describe('the OpenAPI document (/api/docs)', () => {
  it('describes a 2xx answer of every route, from its contract', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    // Guards the walk itself: the document does list the routes (the employee register among them).
    expect(document.paths['/api/employer/{employerId}/employees/{employeeId}'].get).toBeDefined();
    expect(listUndocumentedAnswers(document)).toEqual([]);
  });
});

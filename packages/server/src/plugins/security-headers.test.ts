import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { computeSecurityHeaders, installSecurityHeaders } from './security-headers.ts';

const OPTION_SETS = {
  development: { contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } } },
  production: { contentSecurityPolicy: { directives: { upgradeInsecureRequests: [] } } },
};

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function headersOf(install: (app: FastifyInstance) => unknown, url = '/thing') {
  const app = Fastify();
  apps.push(app);
  await install(app);
  app.get('/thing', async () => ({ ok: true }));
  const response = await app.inject({ method: 'GET', url });
  const { date: _date, 'content-length': _length, ...headers } = response.headers;
  return { statusCode: response.statusCode, headers };
}

describe('installSecurityHeaders', () => {
  for (const [name, options] of Object.entries(OPTION_SETS)) {
    it(`sets exactly the headers @fastify/helmet sets (${name})`, async () => {
      const theirs = await headersOf((app) => app.register(fastifyHelmet, options));
      const ours = await headersOf((app) => installSecurityHeaders(app, options));
      expect(ours).toEqual(theirs);
      expect(ours.headers['content-security-policy']).toContain("default-src 'self'");
      expect(ours.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    });
  }

  it('sets them on answers no route gave too (404)', async () => {
    const theirs = await headersOf((app) => app.register(fastifyHelmet, OPTION_SETS.production), '/missing');
    const ours = await headersOf((app) => installSecurityHeaders(app, OPTION_SETS.production), '/missing');
    expect(ours.statusCode).toBe(404);
    expect(ours).toEqual(theirs);
  });

  it('upgrades insecure requests only when asked to', () => {
    expect(computeSecurityHeaders(OPTION_SETS.production)['content-security-policy']).toContain(
      'upgrade-insecure-requests',
    );
    expect(computeSecurityHeaders(OPTION_SETS.development)['content-security-policy']).not.toContain(
      'upgrade-insecure-requests',
    );
  });

  it('refuses a CSP directive computed per request, which it would compute only once', () => {
    expect(() =>
      computeSecurityHeaders({
        contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-abc'"] } },
      }),
    ).toThrow(/per request/);
  });
});

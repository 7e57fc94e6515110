import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  API_SECURITY_HEADERS,
  computeSecurityHeaders,
  installSecurityHeaders,
  isApiPath,
  productSecurityOptions,
} from './security-headers.ts';

const OPTION_SETS = {
  development: { contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } } },
  production: { contentSecurityPolicy: { directives: { upgradeInsecureRequests: [] } } },
};

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

// Over HTTPS as a trusted proxy reports it, where every header (HSTS too) is sent.
async function headersOf(
  install: (app: FastifyInstance) => unknown,
  url = '/thing',
  { trustProxy = true, proto = 'https' }: { trustProxy?: boolean; proto?: string } = {},
) {
  const app = Fastify({ trustProxy });
  apps.push(app);
  await install(app);
  app.get('/thing', async () => ({ ok: true }));
  app.get('/api/thing', async () => ({ ok: true }));
  app.get('/api/docs/page', async () => 'docs');
  const response = await app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': proto } });
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

  it('sends HSTS only over HTTPS, believing X-Forwarded-Proto only from a trusted proxy (#23)', async () => {
    const install = (app: FastifyInstance) => installSecurityHeaders(app, OPTION_SETS.production);
    const overHttp = await headersOf(install, '/thing', { proto: 'http' });
    expect(overHttp.headers).not.toHaveProperty('strict-transport-security');
    // Without TRUST_PROXY a client's own X-Forwarded-Proto counts for nothing.
    const claimed = await headersOf(install, '/thing', { trustProxy: false });
    expect(claimed.headers).not.toHaveProperty('strict-transport-security');
    expect(claimed.headers['content-security-policy']).toContain("default-src 'self'");
    const proxied = await headersOf(install, '/thing');
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('answers the API with its own short set: nothing may run, embed or frame, no sniffing or referrer', async () => {
    const install = (app: FastifyInstance) => installSecurityHeaders(app, OPTION_SETS.production);
    const page = await headersOf(install, '/thing');
    const api = await headersOf(install, '/api/thing');
    const missing = await headersOf(install, '/api/nothing-here');
    for (const answer of [api, missing]) {
      const {
        'content-type': _type,
        connection: _connection,
        'strict-transport-security': hsts,
        ...security
      } = answer.headers;
      expect(security).toEqual(API_SECURITY_HEADERS);
      expect(hsts).toBe(page.headers['strict-transport-security']);
    }
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['x-frame-options']).toBe('DENY');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    // The documentation page is HTML: it keeps the page set (and swagger-ui's own CSP in the app).
    const docs = await headersOf(install, '/api/docs/page');
    expect(docs.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    expect(docs.headers['cross-origin-opener-policy']).toBe('same-origin');
    const overHttp = await headersOf(install, '/api/thing', { proto: 'http' });
    expect(overHttp.headers).not.toHaveProperty('strict-transport-security');
    expect(isApiPath('/api')).toBe(false);
    expect(isApiPath('/apiary')).toBe(false);
    expect(isApiPath('/api/employer/x/payroll')).toBe(true);
  });

  it('refuses a CSP directive computed per request, which it would compute only once', () => {
    expect(() =>
      computeSecurityHeaders({
        contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-abc'"] } },
      }),
    ).toThrow(/per request/);
  });
});

describe('the product’s headers (#23)', () => {
  const headers = computeSecurityHeaders(productSecurityOptions({ upgradeInsecureRequests: true }));
  const directives = new Map(
    headers['content-security-policy']!.split(';').map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name!, values] as const;
    }),
  );

  it('forbid framing, referrers, and scripts that are not files of this origin', () => {
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('script-src-attr')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    // Mantine's runtime <style> tags and style attributes need inline styles; nothing else is inline.
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(headers['content-security-policy']).not.toMatch(/unsafe-eval|https:|\*/);
    expect(directives.has('upgrade-insecure-requests')).toBe(true);
    expect(
      computeSecurityHeaders(productSecurityOptions({ upgradeInsecureRequests: false }))[
        'content-security-policy'
      ],
    ).not.toContain('upgrade-insecure-requests');
  });

  it('the web app’s index.html has no inline script the policy would block (source and build)', () => {
    const web = path.resolve(import.meta.dirname, '../../../web');
    const files = [path.join(web, 'index.html'), path.join(web, 'dist/index.html')].filter((file) =>
      existsSync(file),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const html = readFileSync(file, 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length, file).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        expect(attributes, file).toMatch(/\bsrc="\//);
        expect(body!.trim(), file).toBe('');
      }
      expect(html, file).not.toMatch(/\son[a-z]+=/i);
    }
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../db/test-db.ts';

const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/index-abc123.js"></script></body></html>';

let webDist: string;
let withBuild: TestApp;
let withoutBuild: TestApp;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'lonsam-dist-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
  await writeFile(path.join(webDist, 'sw.js'), 'self.skipWaiting()');
  await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  withBuild = await buildTestApp({ env: { WEB_DIST: webDist } });
  withoutBuild = await buildTestApp({ env: { WEB_DIST: path.join(webDist, 'missing') } });
});

afterAll(async () => {
  await withBuild.close();
  await withoutBuild.close();
  await rm(webDist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('web app', () => {
  it('serves index.html at / without caching it', async () => {
    const response = await withBuild.app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('falls back to index.html for client routes (history API)', async () => {
    for (const url of ['/login', '/employer/42/employees?tab=active', '/landing/']) {
      const response = await withBuild.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets forever and revalidates the service worker', async () => {
    const asset = await withBuild.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await withBuild.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const icon = await withBuild.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 problems, not the page, for missing files, unknown API routes and non-GET requests', async () => {
    const cases = [
      { method: 'GET', url: '/assets/missing-123.js', headers: {} },
      { method: 'GET', url: '/logo.png', headers: html },
      { method: 'GET', url: '/api/nope', headers: html },
      { method: 'GET', url: '/employer/1', headers: { accept: 'application/json' } },
      { method: 'POST', url: '/login', headers: html },
    ] as const;
    for (const { method, url, headers } of cases) {
      const response = await withBuild.app.inject({ method, url, headers });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/problem\+json/);
    }
  });

  it('sets security headers', async () => {
    const response = await withBuild.app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // The product's policy (#23): no framing, no referrer, no HSTS on a plain-http answer.
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers).not.toHaveProperty('strict-transport-security');
  });

  it('claims HTTPS only through a configured proxy: HSTS then, never on a client’s own say-so', async () => {
    const claimed = await withBuild.app.inject({
      method: 'GET',
      url: '/',
      headers: { ...html, 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers).not.toHaveProperty('strict-transport-security');
    const proxied = await buildTestApp({ env: { WEB_DIST: webDist, TRUST_PROXY: 'true' } });
    try {
      const response = await proxied.app.inject({
        method: 'GET',
        url: '/',
        headers: { ...html, 'x-forwarded-proto': 'https' },
      });
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    } finally {
      await proxied.close();
    }
  });

  it('explains how to build when the web app is missing', async () => {
    const response = await withoutBuild.app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('npm run build');
    const health = await withoutBuild.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});

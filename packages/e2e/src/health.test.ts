import { describe, expect, inject, it } from 'vitest';

describe('API through the same server', () => {
  const baseUrl = inject('baseUrl');

  it('answers GET /api/health with {"status":"ok"}', async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('does not answer an unknown /api path with the web app', async () => {
    const response = await fetch(`${baseUrl}/api/no-such-endpoint`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
  });
});

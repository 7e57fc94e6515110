import { vi } from 'vitest';
import { fetchFromPublicDir } from '../../testing/serve-public-files.ts';

/** Test helper: one request the app sent (path below /api, method, the role header). */
export type SentRequest = { path: string; method: string; role: string | null };

export type StubAnswer = unknown | { status: number; body: unknown };
/** Answers by exact path (below /api); a function gets the request. Unknown paths answer 404. */
export type StubRoutes = Record<string, StubAnswer | ((request: SentRequest) => StubAnswer)>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** `{ status, body }` answers with that status; anything else is a 200 with it as the body. */
export function answer(status: number, body: unknown = { status }): { status: number; body: unknown } {
  return { status, body };
}

const isStatusAnswer = (value: unknown): value is { status: number; body: unknown } =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length === 2 &&
  'status' in value &&
  'body' in value;

/**
 * Stubs `fetch` for a whole-app test: `/api/*` from `routes` (plus `/poke`), everything else from
 * `public/` (locale files, brand logos). Returns the list of API requests sent.
 */
export function stubAreaServer(routes: StubRoutes): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost/');
      if (!url.pathname.startsWith('/api/')) return fetchFromPublicDir(input);
      const request: SentRequest = {
        path: url.pathname.slice(4),
        method: init?.method ?? 'GET',
        role: new Headers(init?.headers).get('Employer-Identity-Role'),
      };
      sent.push(request);
      if (request.path === '/poke' && !('/poke' in routes)) return json({ token: 't' });
      const route = routes[request.path];
      if (route === undefined) return json({ status: 404 }, 404);
      const value = typeof route === 'function' ? route(request) : route;
      return isStatusAnswer(value) ? json(value.body, value.status) : json(value);
    }),
  );
  return sent;
}

import { fetchFromPublicDir } from '../../testing/serve-public-files.ts';

export type ApiAnswer = { status: number; body?: unknown; headers?: Record<string, string> };
export type ApiHandler = (method: string, path: string, body: unknown) => ApiAnswer | undefined;

/** A fetch for component tests: `/api/*` from `handler`, everything else from public/. */
export function createApiFetch(handler: ApiHandler) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost/',
    );
    if (!url.pathname.startsWith('/api/')) return fetchFromPublicDir(input);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = handler(init?.method ?? 'GET', url.pathname.slice(4), body) ?? { status: 404 };
    const isProblem = answer.status >= 400;
    return new Response(
      answer.body === undefined
        ? isProblem
          ? JSON.stringify({ status: answer.status })
          : '{}'
        : JSON.stringify(answer.body),
      {
        status: answer.status,
        headers: {
          'content-type': isProblem ? 'application/problem+json' : 'application/json',
          ...answer.headers,
        },
      },
    );
  };
}

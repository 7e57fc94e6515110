import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ApiClientOptions,
  createApiClient,
  csrfHeaderName,
  csrfStorageKey,
  employerIdentityRoleHeaderName,
  employerIdentityRoleStorageKey,
  requestTimeoutMs,
  setEmployerIdentityRole,
} from './api-client.ts';
import { ApiError } from './api-error.ts';
import { createSessionStatusStore } from './session-status.ts';

type Call = { url: URL; init: RequestInit; headers: Headers };

function jsonResponse(status: number, body: unknown, contentType = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': contentType } });
}

function setUp(
  responder: (call: Call) => Response | Promise<Response> = () => jsonResponse(200, { ok: true }),
  extra: Partial<ApiClientOptions> = {},
) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: new URL(String(input)), init: init ?? {}, headers: new Headers(init?.headers) };
    calls.push(call);
    return responder(call);
  });
  const sessionStatus = createSessionStatusStore();
  const onForbidden = vi.fn();
  const onError = vi.fn();
  const client = createApiClient({
    baseUrl: '/api',
    origin: 'https://app.lonsam.se',
    fetch: fetchMock as typeof fetch,
    now: () => new Date('2026-11-22T13:03:00Z'),
    storage: sessionStorage,
    sessionStatus,
    handlers: { onForbidden, onError },
    ...extra,
  });
  return { client, calls, sessionStatus, onForbidden, onError };
}

const originalTimeZone = process.env.TZ;
afterEach(() => {
  sessionStorage.clear();
  process.env.TZ = originalTimeZone;
  vi.useRealTimers();
});

describe('createApiClient: requests', () => {
  it('sends cookies and resolves the path under the configured base address', async () => {
    const { client, calls } = setUp();
    await client.get('/entry');
    expect(calls[0]!.init.credentials).toBe('include');
    expect(calls[0]!.url.origin + calls[0]!.url.pathname).toBe('https://app.lonsam.se/api/entry');
  });

  it('uses an absolute base address of another host as it is', async () => {
    const { client, calls } = setUp(undefined, { baseUrl: 'https://api.example.test/v1/' });
    await client.get('/entry');
    expect(calls[0]!.url.origin + calls[0]!.url.pathname).toBe('https://api.example.test/v1/entry');
  });

  it('adds `at` with the local time and UTC offset', async () => {
    process.env.TZ = 'Europe/Stockholm';
    const { client, calls } = setUp();
    await client.get('/entry', { query: { page: 2, skip: undefined } });
    expect(calls[0]!.url.searchParams.get('at')).toBe('2026-11-22T14:03:00+01:00');
    expect(calls[0]!.url.searchParams.get('page')).toBe('2');
    expect(calls[0]!.url.searchParams.has('skip')).toBe(false);
  });

  it('writes the offset of the local time zone, also west of UTC', async () => {
    process.env.TZ = 'America/New_York';
    const { client, calls } = setUp();
    await client.get('/entry');
    expect(calls[0]!.url.searchParams.get('at')).toBe('2026-11-22T08:03:00-05:00');
  });

  it.each(['/signup/init', '/signup/start', '/signup', '/poke'])('leaves `at` out of %s', async (path) => {
    const { client, calls } = setUp();
    await client.post(path);
    expect(calls[0]!.url.searchParams.has('at')).toBe(false);
  });

  it('keeps `at` on paths that only contain signup or poke later on', async () => {
    const { client, calls } = setUp();
    await client.get('/employer/poke');
    expect(calls[0]!.url.searchParams.has('at')).toBe(true);
  });

  it('sends a random CSRF value, the same on every request, kept in sessionStorage', async () => {
    const { client, calls } = setUp();
    await client.get('/entry');
    await client.get('/entry');
    const first = calls[0]!.headers.get(csrfHeaderName);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(calls[1]!.headers.get(csrfHeaderName)).toBe(first);
    expect(sessionStorage.getItem(csrfStorageKey)).toBe(first);
    const other = setUp();
    sessionStorage.clear();
    await other.client.get('/entry');
    expect(other.calls[0]!.headers.get(csrfHeaderName)).not.toBe(first);
  });

  it('replaces the CSRF value with the token returned after sign-in, also for a reloaded page', async () => {
    const { client, calls } = setUp();
    client.setCsrfToken('server-token');
    await client.get('/entry');
    expect(calls[0]!.headers.get(csrfHeaderName)).toBe('server-token');
    const afterReload = setUp();
    await afterReload.client.get('/entry');
    expect(afterReload.calls[0]!.headers.get(csrfHeaderName)).toBe('server-token');
  });

  it('sends the employer identity role header only when a role is stored', async () => {
    const { client, calls } = setUp();
    await client.get('/entry');
    expect(calls[0]!.headers.has(employerIdentityRoleHeaderName)).toBe(false);
    setEmployerIdentityRole('role-42');
    expect(sessionStorage.getItem(employerIdentityRoleStorageKey)).toBe('role-42');
    await client.get('/entry');
    expect(calls[1]!.headers.get(employerIdentityRoleHeaderName)).toBe('role-42');
    setEmployerIdentityRole(null);
    await client.get('/entry');
    expect(calls[2]!.headers.has(employerIdentityRoleHeaderName)).toBe(false);
  });

  it('sends the role a request names over the stored one (another area may have stored its own)', async () => {
    const { client, calls } = setUp();
    setEmployerIdentityRole('role-of-other-area');
    await client.get('/employer/e1/employees', { roleId: 'role-of-this-area' });
    expect(calls[0]!.headers.get(employerIdentityRoleHeaderName)).toBe('role-of-this-area');
    setEmployerIdentityRole(null);
  });

  it('sends plain bodies as JSON and basic credentials UTF-8 encoded', async () => {
    const { client, calls } = setUp();
    await client.post('/employer', { name: 'Åkes Bygg AB' });
    expect(calls[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]!.init.body).toBe('{"name":"Åkes Bygg AB"}');
    await client.post('/login', undefined, {
      basicAuth: { username: 'åsa@example.se', password: 'lösenord' },
    });
    const encoded = calls[1]!.headers.get('Authorization')!.replace('Basic ', '');
    expect(new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0)))).toBe(
      'åsa@example.se:lösenord',
    );
    expect(calls[1]!.init.body).toBeUndefined();
  });

  it('parses JSON and problem+json answers as JSON, and other text as text', async () => {
    const answers = [
      jsonResponse(200, { token: 'abc' }),
      jsonResponse(200, { a: 1 }, 'application/problem+json'),
      new Response('hej', { status: 200, headers: { 'Content-Type': 'text/plain' } }),
      new Response(null, { status: 204 }),
    ];
    const { client } = setUp(() => answers.shift()!);
    expect(await client.post('/login')).toEqual({ token: 'abc' });
    expect(await client.get('/x')).toEqual({ a: 1 });
    expect(await client.get('/y')).toBe('hej');
    expect(await client.delete('/z')).toBeUndefined();
  });

  it('aborts after the 300000 ms time-out', async () => {
    let seenSignal: AbortSignal | undefined;
    const { client, onError } = setUp(
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          seenSignal = init.signal ?? undefined;
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
      { timeoutMs: 30 },
    );
    const failure = client.get('/slow').catch((error: unknown) => error);
    const error = await failure;
    expect(seenSignal?.aborted).toBe(true);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect((error as ApiError).code).toBe('timeout');
    expect(onError).toHaveBeenCalledOnce();
    expect(requestTimeoutMs).toBe(300_000);
  });
});

describe('createApiClient: answers and session status', () => {
  it('keeps Retry-After on the error as seconds, also when the server sends an HTTP date', async () => {
    const answers = [
      new Response('{"code":"LOGIN_SLOWED_DOWN"}', {
        status: 429,
        headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '40' },
      }),
      new Response('{}', {
        status: 503,
        headers: {
          'Content-Type': 'application/problem+json',
          'Retry-After': 'Sun, 22 Nov 2026 13:05:30 GMT',
        },
      }),
      new Response('{}', { status: 429, headers: { 'Content-Type': 'application/problem+json' } }),
    ];
    const { client } = setUp(() => answers.shift()!);
    const seconds = async () =>
      ((await client.post('/login', undefined, { handlesErrors: true }).catch((e: unknown) => e)) as ApiError)
        .retryAfterSeconds;
    expect(await seconds()).toBe(40);
    expect(await seconds()).toBe(150);
    expect(await seconds()).toBeUndefined();
  });

  it('marks the session authenticated after a 2xx', async () => {
    const { client, sessionStatus } = setUp();
    expect(sessionStatus.get()).toBe('unknown');
    await client.get('/poke');
    expect(sessionStatus.get()).toBe('authenticated');
  });

  it('marks the session not_authenticated on a 401 and rejects without a toast', async () => {
    const { client, sessionStatus, onError, onForbidden } = setUp(() =>
      jsonResponse(
        401,
        { title: 'Unauthorized', status: 401, code: 'not_authenticated' },
        'application/problem+json',
      ),
    );
    sessionStatus.set('authenticated');
    const error = await client.get('/entry').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(sessionStatus.get()).toBe('not_authenticated');
    expect(onError).not.toHaveBeenCalled();
    expect(onForbidden).not.toHaveBeenCalled();
  });

  it('sends a 403 to the forbidden handler only, and keeps the session status', async () => {
    const { client, sessionStatus, onError, onForbidden } = setUp(() =>
      jsonResponse(
        403,
        { title: 'Forbidden', status: 403, code: 'missing_privilege' },
        'application/problem+json',
      ),
    );
    sessionStatus.set('authenticated');
    await expect(client.get('/employer/customer-admin')).rejects.toMatchObject({ status: 403 });
    expect(onForbidden).toHaveBeenCalledOnce();
    expect(onError).not.toHaveBeenCalled();
    expect(sessionStatus.get()).toBe('authenticated');
  });

  it('sends other errors to the error handler with a typed ApiError carrying the problem', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Conflict',
      status: 409,
      code: 'account_exists',
      detail: 'x',
    };
    const { client, onError, onForbidden } = setUp(() =>
      jsonResponse(409, problem, 'application/problem+json'),
    );
    const error = (await client.post('/signup/complete', {}).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.problem).toEqual(problem);
    expect(error.code).toBe('account_exists');
    expect(onError).toHaveBeenCalledWith(error);
    expect(onForbidden).not.toHaveBeenCalled();
  });

  it('builds a problem from the status when the error answer is not JSON', async () => {
    const { client, onError } = setUp(
      () => new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = (await client.get('/entry').catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.problem).toEqual({ status: 502, title: 'Bad Gateway' });
    expect(onError).toHaveBeenCalledOnce();
  });

  it('reports a network failure as status 0', async () => {
    const { client, onError } = setUp(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.get('/entry')).rejects.toMatchObject({ status: 0, code: 'network_error' });
    expect(onError).toHaveBeenCalledOnce();
  });

  it('does not report a request the caller cancelled', async () => {
    const { client, onError } = setUp(
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const controller = new AbortController();
    const pending = client.get('/entry', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeDefined();
    expect(onError).not.toHaveBeenCalled();
  });
});

import {
  CLIENT_TIME_QUERY_PARAMETER,
  CSRF_HEADER_NAME,
  carriesClientTime,
  EMPLOYER_IDENTITY_ROLE_HEADER,
  EMPLOYER_IDENTITY_ROLE_STORAGE_KEY,
  formatClientTime,
  HTTP_TIMEOUT_MS,
} from '@lonsam/domain/constants/client-limits';
import { ApiError, networkErrorCode, type Problem, readRetryAfter, timeoutErrorCode } from './api-error.ts';
import { type SessionStatusStore, sessionStatusStore } from './session-status.ts';

export const csrfHeaderName = CSRF_HEADER_NAME;
export const csrfStorageKey = CSRF_HEADER_NAME;
export const employerIdentityRoleHeaderName = EMPLOYER_IDENTITY_ROLE_HEADER;
export const employerIdentityRoleStorageKey = EMPLOYER_IDENTITY_ROLE_STORAGE_KEY;
export const requestTimeoutMs = HTTP_TIMEOUT_MS;

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Plain values are sent as JSON; FormData, Blob, URLSearchParams and strings as they are. */
  body?: unknown;
  query?: Record<string, QueryValue | QueryValue[]>;
  headers?: Record<string, string>;
  /** HTTP basic credentials, as `POST /login` takes them. */
  basicAuth?: { username: string; password: string };
  signal?: AbortSignal;
  /** The caller shows its own message for a failed answer (e.g. a wrong code): no error toast. */
  handlesErrors?: boolean;
  /**
   * The role an employer-scoped request acts in (`Employer-Identity-Role`). Employer-scoped
   * fetchers always pass it, so a request never takes another area's role from storage.
   */
  roleId?: string;
};

export type ApiErrorHandlers = {
  /** A 403 anywhere: the toast "Det saknas en eller flera behörigheter". */
  onForbidden: (error: ApiError) => void;
  /** Every other failure except 401: shows the problem's text. */
  onError: (error: ApiError) => void;
};

export type ApiClientOptions = {
  /** `/api` behind the same host, or an absolute address of another API host. */
  baseUrl: string;
  fetch?: typeof fetch;
  now?: () => Date;
  timeoutMs?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  sessionStatus?: SessionStatusStore;
  handlers?: Partial<ApiErrorHandlers>;
  /** Used to resolve a relative base address; the page's origin in the browser. */
  origin?: string;
};

export type ApiClient = {
  request: <T = unknown>(path: string, options?: RequestOptions) => Promise<T>;
  get: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => Promise<T>;
  post: <T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ) => Promise<T>;
  put: <T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ) => Promise<T>;
  patch: <T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ) => Promise<T>;
  delete: <T = unknown>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => Promise<T>;
  /** Stores the token the server returned after sign-up or login. */
  setCsrfToken: (token: string) => void;
  getCsrfToken: () => string;
  setHandlers: (handlers: Partial<ApiErrorHandlers>) => void;
};

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? requestTimeoutMs;
  const storage = options.storage ?? globalThis.sessionStorage;
  const sessionStatus = options.sessionStatus ?? sessionStatusStore;
  const origin = options.origin ?? globalThis.location?.origin ?? 'http://localhost';
  let handlers: ApiErrorHandlers = { onForbidden: () => {}, onError: () => {}, ...options.handlers };
  let csrfToken: string | undefined;

  function getCsrfToken(): string {
    csrfToken ??= readStorage(storage, csrfStorageKey) ?? undefined;
    if (!csrfToken) {
      // Before sign-in the header only has to be present and unguessable; the server then issues its own.
      csrfToken = createRandomToken();
      writeStorage(storage, csrfStorageKey, csrfToken);
    }
    return csrfToken;
  }

  function setCsrfToken(token: string): void {
    csrfToken = token;
    writeStorage(storage, csrfStorageKey, token);
  }

  async function request<T>(path: string, requestOptions: RequestOptions = {}): Promise<T> {
    const url = buildUrl(options.baseUrl, path, requestOptions.query, origin);
    if (carriesClientTime(path)) {
      const time = now();
      // getTimezoneOffset is minutes *behind* UTC, so Stockholm in winter gives -60.
      url.searchParams.set(CLIENT_TIME_QUERY_PARAMETER, formatClientTime(time, -time.getTimezoneOffset()));
    }
    const headers = new Headers(requestOptions.headers);
    headers.set(csrfHeaderName, getCsrfToken());
    if (!headers.has('Accept'))
      headers.set('Accept', 'application/json, application/problem+json;q=0.9, */*;q=0.8');
    const role = requestOptions.roleId ?? readStorage(storage, employerIdentityRoleStorageKey);
    if (role) headers.set(employerIdentityRoleHeaderName, role);
    if (requestOptions.basicAuth) headers.set('Authorization', encodeBasicAuth(requestOptions.basicAuth));
    const body = encodeBody(requestOptions.body, headers);

    const timeoutSignal = AbortSignal.timeout(timeoutMs);
    const signal = requestOptions.signal
      ? AbortSignal.any([requestOptions.signal, timeoutSignal])
      : timeoutSignal;

    let response: Response;
    try {
      response = await fetchImpl(url.toString(), {
        method: requestOptions.method ?? 'GET',
        headers,
        body,
        credentials: 'include',
        signal,
      });
    } catch (cause) {
      // A caller's own abort (a query being cancelled) is not an error to show.
      if (requestOptions.signal?.aborted) throw cause;
      const code = timeoutSignal.aborted ? timeoutErrorCode : networkErrorCode;
      const error = new ApiError(0, { status: 0, code, title: code });
      handlers.onError(error);
      throw error;
    }

    const payload = await readBody(response);
    if (response.ok) {
      sessionStatus.set('authenticated');
      return payload as T;
    }
    const error = new ApiError(response.status, toProblem(response, payload), {
      retryAfterSeconds: readRetryAfter(response.headers.get('retry-after'), now()),
    });
    if (response.status === 401) sessionStatus.set('not_authenticated');
    else if (requestOptions.handlesErrors) {
      // the caller shows it
    } else if (response.status === 403) handlers.onForbidden(error);
    else handlers.onError(error);
    throw error;
  }

  return {
    request,
    get: (path, rest) => request(path, { ...rest, method: 'GET' }),
    post: (path, body, rest) => request(path, { ...rest, method: 'POST', body }),
    put: (path, body, rest) => request(path, { ...rest, method: 'PUT', body }),
    patch: (path, body, rest) => request(path, { ...rest, method: 'PATCH', body }),
    delete: (path, rest) => request(path, { ...rest, method: 'DELETE' }),
    setCsrfToken,
    getCsrfToken,
    setHandlers: (next) => {
      handlers = { ...handlers, ...next };
    },
  };
}

/** Stores (or clears) the role under the spec's storage key (spec §4); the role area's loader sets it. */
export function setEmployerIdentityRole(
  roleId: string | null,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = sessionStorage,
): void {
  if (roleId) storage.setItem(employerIdentityRoleStorageKey, roleId);
  else storage.removeItem(employerIdentityRoleStorageKey);
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query'], origin: string): URL {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  const url = new URL(`${base}${path.startsWith('/') ? path : `/${path}`}`, origin);
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) url.searchParams.append(name, String(item));
    }
  }
  return url;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  ) {
    return body;
  }
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

function isJsonContentType(contentType: string | null): boolean {
  if (!contentType) return false;
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  return (
    mediaType === 'application/json' ||
    mediaType === 'application/problem+json' ||
    mediaType.endsWith('+json')
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const contentType = response.headers.get('Content-Type');
  if (isJsonContentType(contentType)) {
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  }
  if (!contentType || contentType.startsWith('text/')) {
    const text = await response.text();
    return text === '' ? undefined : text;
  }
  return response.blob();
}

function toProblem(response: Response, payload: unknown): Problem {
  if (payload && typeof payload === 'object' && !(payload instanceof Blob)) {
    return { status: response.status, ...(payload as Problem) };
  }
  return { status: response.status, title: response.statusText || `HTTP ${response.status}` };
}

function encodeBasicAuth({ username, password }: { username: string; password: string }): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

function createRandomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function readStorage(storage: ApiClientOptions['storage'], key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame): memory still works
  }
}

function writeStorage(storage: ApiClientOptions['storage'], key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // see readStorage
  }
}

/** The client every feature uses; the app's providers install the toast handlers. */
export const apiClient: ApiClient = createApiClient({ baseUrl: import.meta.env.VITE_API_BASE_URL ?? '/api' });

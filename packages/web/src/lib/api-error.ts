/** An RFC 9457 problem as the server sends it (`application/problem+json`). */
export type Problem = {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  code?: string;
  errors?: Record<string, string[]>;
  [extension: string]: unknown;
};

/** Status 0 stands for "no HTTP answer": the network failed or the request timed out. */
export const networkErrorCode = 'network_error';
export const timeoutErrorCode = 'timeout';

export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem;
  /** The answer's Retry-After in whole seconds (429, 503), so a message can say how long to wait. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, problem: Problem, options: { retryAfterSeconds?: number } = {}) {
    super(problem.detail ?? problem.title ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.problem = problem;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get code(): string | undefined {
    return this.problem.code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Retry-After as whole seconds: a number of seconds or an HTTP date (RFC 9110 §10.2.3); undefined
 * when missing or unreadable.
 */
export function readRetryAfter(value: string | null, now: Date = new Date()): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now.getTime()) / 1000));
}

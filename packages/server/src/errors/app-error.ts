export type FieldErrors = Record<string, string[]>;

export type AppErrorOptions = {
  /** Stable machine-readable code, e.g. `EMPLOYEE_NOT_FOUND`; the web client translates it. */
  code: string;
  /** HTTP status of the problem response. */
  status: number;
  /** Human-readable explanation of this occurrence (English; clients show the text for `code`). */
  detail: string;
  fieldErrors?: FieldErrors;
  /** Extra members of the problem (RFC 9457 extensions), e.g. `current` on a 409 conflict. */
  extensions?: Record<string, unknown>;
  /** Response headers that belong to the problem, e.g. `Retry-After` on a 429. */
  headers?: Record<string, string>;
  cause?: unknown;
};

/** The error that route handlers and services throw; the error handler turns it into problem+json. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: string;
  readonly status: number;
  readonly detail: string;
  readonly fieldErrors: FieldErrors | undefined;
  readonly extensions: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(options: AppErrorOptions) {
    super(options.detail, { cause: options.cause });
    this.code = options.code;
    this.status = options.status;
    this.detail = options.detail;
    this.fieldErrors = options.fieldErrors;
    this.extensions = options.extensions;
    this.headers = options.headers;
  }
}

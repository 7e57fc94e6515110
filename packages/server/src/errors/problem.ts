import { STATUS_CODES } from 'node:http';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors } from './app-error.ts';

/** RFC 9457 problem details, as every error response of the API carries them. */
export type Problem = {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  errors?: FieldErrors;
  [extension: string]: unknown;
};

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

export function createProblem(status: number, code: string, detail: string, errors?: FieldErrors): Problem {
  const problem: Problem = {
    type: `urn:lonsam:problem:${code.toLowerCase().replaceAll('_', '-')}`,
    title: STATUS_CODES[status] ?? 'Error',
    status,
    detail,
    code,
  };
  if (errors) problem.errors = errors;
  return problem;
}

// Fastify's own client errors, with the codes our clients see.
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: string; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'MALFORMED_JSON',
    detail: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'MALFORMED_JSON',
    detail: 'The request says it carries JSON but the body is empty.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    detail: 'The request body has a content type this endpoint does not accept; send application/json.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    detail: 'The request body is larger than the limit of 1 MiB.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_REQUEST',
    detail: 'The Content-Length header does not match the body.',
  },
};

/** Maps anything thrown while handling a request to the problem the client receives. */
export function toProblem(error: unknown): Problem {
  if (error instanceof AppError) {
    const problem = createProblem(error.status, error.code, error.detail, error.fieldErrors);
    return error.extensions ? { ...error.extensions, ...problem } : problem;
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return createProblem(
      400,
      'VALIDATION_FAILED',
      'The request has invalid fields; see errors.',
      collectFieldErrors(error.validation, error.validationContext),
    );
  }
  const fastifyError = error as Partial<FastifyError> | undefined;
  const known = fastifyError?.code ? FASTIFY_CLIENT_ERRORS[fastifyError.code] : undefined;
  if (known) return createProblem(known.status, known.code, known.detail);
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify and its plugins word their 4xx messages for clients (e.g. rate limiting).
    const code = (STATUS_CODES[status] ?? 'Bad Request').toUpperCase().replaceAll(/[^A-Z]+/g, '_');
    return createProblem(status, code, fastifyError?.message ?? 'The request cannot be processed.');
  }
  return createProblem(500, 'INTERNAL_ERROR', 'Something went wrong on our side. The error has been logged.');
}

type ValidationIssue = { instancePath: string; message?: string };

/** `{ "email": ["Invalid email address"], "address.city": [...] }`; non-body fields get their location as prefix. */
function collectFieldErrors(issues: ValidationIssue[], context: string | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    const location = context && context !== 'body' ? context : '';
    const field = [location, path].filter(Boolean).join('.') || context || 'body';
    errors[field] ??= [];
    errors[field].push(issue.message ?? 'Invalid value');
  }
  return errors;
}

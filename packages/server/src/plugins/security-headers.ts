import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers on every answer, computed once at start. @fastify/helmet builds a helmet
 * middleware per request (parsing the CSP directives each time) in two hooks, one of them async:
 * a tenth of a signed-in poke's CPU (bench/poke.ts). Our options are static, so the headers are too.
 * Register on the root before any route; a route that sets its own header later (the API docs'
 * CSP, @fastify/swagger-ui's staticCSP) still replaces ours.
 */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = computeSecurityHeaders(options);
  // Callback style: an async hook costs a promise per request on every route.
  app.addHook(
    'onRequest',
    function setSecurityHeaders(
      _request: FastifyRequest,
      reply: FastifyReply,
      done: HookHandlerDoneFunction,
    ) {
      reply.headers(headers);
      done();
    },
  );
}

/** The headers helmet sets with `options` (names in lower case). */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const directives =
    typeof options.contentSecurityPolicy === 'object' ? options.contentSecurityPolicy.directives : undefined;
  for (const [name, value] of Object.entries(directives ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    // A function (a per-request nonce) would be called once here and its value reused: refuse it.
    if (values.some((item) => typeof item === 'function'))
      throw new Error(
        `CSP directive ${name} is computed per request; the security headers are computed once`,
      );
  }
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

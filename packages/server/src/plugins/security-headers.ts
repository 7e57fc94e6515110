import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const HSTS = 'strict-transport-security';

/**
 * The product's headers (issue 23), for the built web app and the API alike:
 * - a CSP without `'unsafe-inline'` or `'unsafe-eval'` for scripts: the built index.html loads its
 *   scripts from files (Vite) and has no inline script, theme or otherwise. Styles do allow
 *   `'unsafe-inline'`: Mantine writes `<style>` tags at runtime (its CSS variables and responsive
 *   props) and React components set `style` attributes, which a nonce or hash cannot cover (the page
 *   is a static file, the tags are made in the browser). Inline styles cannot run code; the script
 *   policy is what stops an injection.
 * - `frame-ancestors 'none'` and `X-Frame-Options: DENY`: no page of ours inside another's frame.
 * - `Referrer-Policy: no-referrer`: paths carry employer and employee ids.
 * - HSTS only on answers that went out over HTTPS (`installSecurityHeaders`).
 */
export function productSecurityOptions(options: { upgradeInsecureRequests: boolean }): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // fetch and the BankID QR websocket, both on this origin ('self' covers ws: and wss: of it).
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // data: for the QR code and small icons; blob: for files made in the browser.
        imgSrc: ["'self'", 'data:', 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'"],
        // Browsers upgrade every request of an http://<lan-ip> page to https otherwise, which breaks
        // plain-http installations; production sits behind TLS.
        upgradeInsecureRequests: options.upgradeInsecureRequests ? [] : null,
      },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  };
}

/**
 * Helmet's headers on every answer, computed once at start. @fastify/helmet builds a helmet
 * middleware per request (parsing the CSP directives each time) in two hooks, one of them async:
 * a tenth of a signed-in poke's CPU (bench/poke.ts). Our options are static, so the headers are too.
 * Register on the root before any route; a route that sets its own header later (the API docs'
 * CSP, @fastify/swagger-ui's staticCSP) still replaces ours.
 *
 * Strict-Transport-Security goes only on answers to HTTPS requests: `request.protocol`, which
 * believes a proxy's X-Forwarded-Proto only under TRUST_PROXY (Fastify's trustProxy), so a client
 * of a plain-http server cannot make it pin itself by sending the header.
 */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const { [HSTS]: hsts, ...headers } = computeSecurityHeaders(options);
  const secureHeaders = hsts === undefined ? headers : { ...headers, [HSTS]: hsts };
  // Callback style: an async hook costs a promise per request on every route.
  app.addHook(
    'onRequest',
    function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
      reply.headers(request.protocol === 'https' ? secureHeaders : headers);
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

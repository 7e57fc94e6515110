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
 * The headers of an API answer (`/api/...`, the API documentation page excepted): data, never a
 * page, so helmet's document headers (cross-origin opener and agent cluster, DNS prefetch, the old
 * IE and Flash switches, the page's script and style sources) mean nothing there. What does: a CSP
 * that allows nothing at all (a JSON or PDF answer opened as a page runs and embeds nothing, and no
 * one may frame it), no sniffing, no framing for browsers without CSP, no referrer, and no reading
 * from another site (CORP). OWASP's REST Security Cheat Sheet lists the same. Half the headers cost
 * a signed-in poke about a fifth of its CPU (bench/poke.ts, #14).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** An API answer's path: under /api/, the documentation page (HTML, its own CSP) excepted. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * Helmet's headers on every page and file of the web app, and API_SECURITY_HEADERS on every API
 * answer, each computed once at start. @fastify/helmet builds a helmet middleware per request
 * (parsing the CSP directives each time) in two hooks, one of them async: a tenth of a signed-in
 * poke's CPU (bench/poke.ts). Our options are static, so the headers are too. Register on the root
 * before any route; a route that sets its own header later (the API docs' CSP, @fastify/swagger-ui's
 * staticCSP) still replaces ours.
 *
 * Strict-Transport-Security goes only on answers to HTTPS requests: `request.protocol`, which
 * believes a proxy's X-Forwarded-Proto only under TRUST_PROXY (Fastify's trustProxy), so a client
 * of a plain-http server cannot make it pin itself by sending the header.
 */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const { [HSTS]: hsts, ...pageHeaders } = computeSecurityHeaders(options);
  const withHsts = (headers: Readonly<Record<string, string>>) =>
    hsts === undefined ? headers : { ...headers, [HSTS]: hsts };
  const page = { http: pageHeaders, https: withHsts(pageHeaders) };
  const api = { http: API_SECURITY_HEADERS, https: withHsts(API_SECURITY_HEADERS) };
  // Callback style: an async hook costs a promise per request on every route.
  app.addHook(
    'onRequest',
    function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
      const set = isApiPath(request.url) ? api : page;
      reply.headers(request.protocol === 'https' ? set.https : set.http);
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

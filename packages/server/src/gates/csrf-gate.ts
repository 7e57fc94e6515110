import type { FastifyInstance } from 'fastify';
import { describeRoute, fillPath, type GateRoute, STATE_CHANGING } from './gate-routes.ts';

/**
 * The routes that start a session (docs/security.md, CSRF): the header must be present, but a tab
 * still holding another session's token may sign in again. Only these may take a foreign token; a
 * route marked `csrf: 'presence'` without being listed here fails the gate.
 */
export const SESSION_STARTING_ROUTES = new Set([
  'POST /api/login',
  'POST /api/signup/init',
  'POST /api/signup/start',
  'POST /api/signup/verify',
  'POST /api/signup/complete',
  'POST /api/password-reset/start',
  'POST /api/password-reset/code/:codeActivationToken',
  'POST /api/password-reset/complete',
  'POST /api/bankid/auto-start/',
  'DELETE /api/bankid/auto-start/:orderRef',
  'POST /api/bankid/finalize/:token',
  // The in-app BankID simulator's phone side (development only).
  'POST /api/dev/bankid/scan',
  'POST /api/dev/bankid/open',
  'POST /api/dev/bankid/orders/:orderRef/progress',
  'POST /api/dev/bankid/orders/:orderRef/approve',
  'POST /api/dev/bankid/orders/:orderRef/fail',
]);

export type CsrfContext = {
  app: FastifyInstance;
  params: Record<string, string>;
  /** A signed-in caller's headers for the route (cookie, role header, CSRF token). */
  headersFor: (route: GateRoute) => Record<string, string>;
  /** A CSRF token of another live session. */
  foreignToken: string;
};

/**
 * Every state-changing route, sent with a live session: without the CSRF header, and with another
 * session's token, it answers 403 CSRF_TOKEN_INVALID (a session-starting route takes the foreign
 * token). Returns one line per failure.
 */
export async function checkCsrf(context: CsrfContext, routes: readonly GateRoute[]): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes.filter((r) => STATE_CHANGING.has(r.method))) {
    const { 'x-lonsam-csrf': _own, ...withoutToken } = context.headersFor(route);
    const variants: Array<[string, Record<string, string>]> = [['without the CSRF header', withoutToken]];
    if (!SESSION_STARTING_ROUTES.has(describeRoute(route))) {
      variants.push([
        "with another session's token",
        { ...withoutToken, 'x-lonsam-csrf': context.foreignToken },
      ]);
    }
    for (const [how, headers] of variants) {
      const response = await context.app.inject({
        method: route.method as 'POST',
        url: fillPath(route.url, context.params),
        headers,
        payload: {},
      });
      const code = response.headers['content-type']?.toString().includes('json')
        ? response.json().code
        : undefined;
      if (response.statusCode !== 403 || code !== 'CSRF_TOKEN_INVALID') {
        failures.push(
          `${describeRoute(route)} ${how}: ${response.statusCode} ${code ?? response.body.slice(0, 80)}`,
        );
      }
    }
  }
  return failures;
}

/** The log lines (raw) that contain any of the secrets. */
export function findSecretsInLog(lines: readonly string[], secrets: readonly string[]): string[] {
  return lines.filter((line) => secrets.some((secret) => secret !== '' && line.includes(secret)));
}

import { parseCookie, type SetCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionLifetimes } from './session-store.ts';

export const SESSION_COOKIE_NAME = 'lonsam_session';

// The session is the only cookie the server reads or sets, so it is read and written here with the
// `cookie` package rather than through @fastify/cookie, whose two hooks (parse on every request into
// a new object and Map, and an onSend pass) ran for every answer (bench/poke.ts, #14).

/** The session cookie's value, if the request carries one. */
export function sessionCookieValue(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  return parseCookie(header)[SESSION_COOKIE_NAME] || undefined;
}

/** HttpOnly, SameSite=Lax, Path=/; Secure when the request came over HTTPS (directly or via a trusted proxy). */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  cookieValue: string,
  lifetimes: SessionLifetimes,
): void {
  replaceSessionCookie(reply, {
    ...sessionCookieAttributes(request, cookieValue),
    maxAge: lifetimes.absoluteHours * 3600,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  replaceSessionCookie(reply, { ...sessionCookieAttributes(request, ''), expires: new Date(0), maxAge: 0 });
}

/** What setting and clearing share: HttpOnly, SameSite=Lax, Path=/, Secure over HTTPS. */
function sessionCookieAttributes(request: FastifyRequest, value: string): SetCookie {
  return {
    name: SESSION_COOKIE_NAME,
    value,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
  };
}

/**
 * One Set-Cookie for the session per answer (RFC 6265 §4.1.1): a sign-in after the stale cookie was
 * cleared sends only the new session; any other cookie header stays.
 */
function replaceSessionCookie(reply: FastifyReply, cookie: SetCookie): void {
  const header = stringifySetCookie(cookie);
  const existing = reply.getHeader('set-cookie');
  const others = (
    existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)]
  ).filter((value) => !value.startsWith(`${SESSION_COOKIE_NAME}=`));
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', others.length === 0 ? header : [...others, header]);
}

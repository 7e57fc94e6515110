import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionLifetimes } from './session-store.ts';

export const SESSION_COOKIE_NAME = 'lonsam_session';

/** HttpOnly, SameSite=Lax, Path=/; Secure when the request came over HTTPS (directly or via a trusted proxy). */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  cookieValue: string,
  lifetimes: SessionLifetimes,
): void {
  reply.setCookie(SESSION_COOKIE_NAME, cookieValue, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
    maxAge: lifetimes.absoluteHours * 3600,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE_NAME, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
  });
}

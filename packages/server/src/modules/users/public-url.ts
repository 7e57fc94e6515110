import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors/app-error.ts';
import { chooseMailerKind } from '../../mail/mailer.ts';

export type PublicUrlConfig = Pick<Config, 'publicUrl' | 'appEnv' | 'devTools' | 'smtpUrl'>;

/** The address in mailed invitation links: as password reset does, never the Host header when mail is real. */
export function getPublicUrl(config: PublicUrlConfig, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl;
  if (config.devTools || chooseMailerKind(config) === 'log') return `${request.protocol}://${request.host}`;
  throw new AppError({
    status: 503,
    code: 'PUBLIC_URL_MISSING',
    detail: 'PUBLIC_URL must be set to send invitation links by mail.',
  });
}

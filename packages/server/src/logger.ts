import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.ts';

// Secrets that must never reach a log line, wherever a serializer or a handler puts them.
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-lonsam-csrf"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  '*.password',
  '*.*.password',
  'newPassword',
  '*.newPassword',
  'databaseUrl',
  '*.databaseUrl',
];

/** The process logger: JSON lines on stdout, or on `destination` (tests). */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  const options = { level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}

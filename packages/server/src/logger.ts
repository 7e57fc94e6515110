import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions, type DestinationStream, type Logger } from 'pino';
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

type FastifyChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArguments = Parameters<FastifyBaseLogger['info']>;

/**
 * Fastify's `childLoggerFactory`: each request's logger (`request.log`, bound to its `reqId`) is a
 * pino child made only when the request logs at an enabled level. Fastify makes the child for every
 * request up front, and pino's child copies bindings and redaction state: 6–7 µs, a tenth of a
 * cached signed-in poke's own CPU, for a logger that at the default levels never writes
 * (bench/poke.ts). What it writes is the same as the child's would be. A route with its own log
 * level or serializers gets the child at once.
 */
export const createRequestLogger: FastifyChildLoggerFactory = (logger, bindings, options) => {
  const isLevelEnabled = (logger as Partial<Logger>).isLevelEnabled;
  if (
    options.level !== undefined ||
    options.serializers !== undefined ||
    typeof isLevelEnabled !== 'function'
  )
    return logger.child(bindings, options);
  return new RequestLogger(logger as FastifyBaseLogger & Pick<Logger, 'isLevelEnabled'>, bindings, options);
};

class RequestLogger {
  readonly #parent: FastifyBaseLogger & Pick<Logger, 'isLevelEnabled'>;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;
  #child: FastifyBaseLogger | undefined;

  constructor(
    parent: FastifyBaseLogger & Pick<Logger, 'isLevelEnabled'>,
    bindings: Bindings,
    options: ChildLoggerOptions,
  ) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #made(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  #log(level: LevelName, args: LogArguments): void {
    if (this.#child) this.#child[level](...args);
    else if (this.#parent.isLevelEnabled(level)) this.#made()[level](...args);
  }

  get level(): string {
    return (this.#child ?? this.#parent).level;
  }

  set level(level: string) {
    this.#made().level = level;
  }

  isLevelEnabled(level: string): boolean {
    return this.#child
      ? (this.#child as FastifyBaseLogger & Pick<Logger, 'isLevelEnabled'>).isLevelEnabled(level)
      : this.#parent.isLevelEnabled(level);
  }

  bindings(): Bindings {
    return (this.#made() as unknown as Logger).bindings();
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#made().child(bindings, options);
  }

  fatal(...args: LogArguments): void {
    this.#log('fatal', args);
  }

  error(...args: LogArguments): void {
    this.#log('error', args);
  }

  warn(...args: LogArguments): void {
    this.#log('warn', args);
  }

  info(...args: LogArguments): void {
    this.#log('info', args);
  }

  debug(...args: LogArguments): void {
    this.#log('debug', args);
  }

  trace(...args: LogArguments): void {
    this.#log('trace', args);
  }

  silent(): void {}
}

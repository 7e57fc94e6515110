import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type BankIdConfig, readBankIdConfig } from './bankid/bankid-config.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const APP_ENVS = ['development', 'staging', 'production'] as const;

// The server always lives at packages/server/src, so the default web build is found from here,
// whatever the working directory is.
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export type AppEnv = (typeof APP_ENVS)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appEnv: AppEnv;
  logLevel: LogLevel;
  webDist: string;
  /** BankID RP API target (BANKID_* variables, see docs/bankid.md). */
  bankid: BankIdConfig;
  /** A signed-in session ends after this many minutes without a request. */
  sessionIdleMinutes: number;
  /** A session ends this many hours after sign-in, however busy. */
  sessionAbsoluteHours: number;
  /** Fastify's trustProxy: false, true, a hop count, or a comma list of proxy addresses/CIDRs. */
  trustProxy: boolean | number | string;
  /** smtp:// or smtps:// URL; without it mail goes to the development outbox (not in production). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Public address of the product (links in mail); without it, the request's own origin only where no
   * victim receives the mail (LONSAM_DEV_TOOLS=1 or mail printed to the log), else reset links are refused.
   */
  publicUrl: string | undefined;
  /** The first operator account of a fresh installation (see docs/tenant-manager.md). */
  operator: { email: string; password: string } | undefined;
  /** Keep sessions, roles and employee-list pages in memory, emptied on change (docs/server.md). */
  readCache: boolean;
  /** Requests one personal API token may make per minute (docs/api.md); over it, 429. */
  apiTokenRequestsPerMinute: number;
  /**
   * LONSAM_DEV_TOOLS=1: the development outbox (/dev/mail, /api/dev/mail) and the BankID simulator
   * (/dev/bankid). Off by default whatever APP_ENV says: both let anyone read mail and sign in as anyone.
   */
  devTools: boolean;
};

/** Thrown for an invalid environment; its message is the one line shown to the operator. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  PORT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d+$/, 'must be an integer between 1 and 65535')
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1, 'must be an integer between 1 and 65535')
          .max(65535, 'must be an integer between 1 and 65535'),
      )
      .default(3000),
  ),
  HOST: z.preprocess(emptyAsUndefined, z.string().trim().min(1, 'must not be empty').default('localhost')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        isPostgresUrl,
        'must be a postgres:// or postgresql:// URL, e.g. postgres://user:password@host:5432/db',
      )
      .optional(),
  ),
  APP_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(APP_ENVS, { error: `must be one of ${APP_ENVS.join(', ')}` }).default('development'),
  ),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  ),
  WEB_DIST: z.preprocess(emptyAsUndefined, z.string().optional()),
  SESSION_IDLE_MINUTES: positiveIntegerVariable(60),
  SESSION_ABSOLUTE_HOURS: positiveIntegerVariable(12),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().default('false').transform(readTrustProxy)),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(isSmtpUrl, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example:587')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().trim().min(3).default('Lönsam <no-reply@localhost>')),
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(isHttpUrl, 'must be an http:// or https:// URL, e.g. https://app.lonsam.se')
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
  ),
  OPERATOR_EMAIL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email address')
      .optional(),
  ),
  OPERATOR_PASSWORD: z.preprocess(
    emptyAsUndefined,
    z.string().min(12, 'must be at least 12 characters').optional(),
  ),
  READ_CACHE: z.preprocess(
    emptyAsUndefined,
    z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  ),
  API_TOKEN_REQUESTS_PER_MINUTE: positiveIntegerVariable(120),
  LONSAM_DEV_TOOLS: z.preprocess(
    emptyAsUndefined,
    z.enum(['0', '1'], { error: 'must be 1 (on) or 0 (off)' }).default('0'),
  ),
});

function positiveIntegerVariable(defaultValue: number) {
  return z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^\d+$/, 'must be a positive integer')
      .transform(Number)
      .pipe(z.number().int().min(1, 'must be a positive integer'))
      .default(defaultValue),
  );
}

function readTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Reads and validates the environment once; throws ConfigError with a one-line message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    const got = env[variable];
    // Never echo a database or SMTP URL (it may carry a password) or a password.
    const isSecret =
      variable === 'DATABASE_URL' || variable === 'SMTP_URL' || variable === 'OPERATOR_PASSWORD';
    const shown = isSecret ? '' : ` (got ${JSON.stringify(got ?? '')})`;
    throw new ConfigError(`Configuration error: ${variable} ${issue.message}${shown}`);
  }
  const parsed = result.data;
  if ((parsed.OPERATOR_EMAIL === undefined) !== (parsed.OPERATOR_PASSWORD === undefined)) {
    throw new ConfigError('Configuration error: OPERATOR_EMAIL and OPERATOR_PASSWORD must be set together');
  }
  const devTools = parsed.LONSAM_DEV_TOOLS === '1';
  if (devTools && parsed.APP_ENV === 'production') {
    throw new ConfigError(
      'Configuration error: LONSAM_DEV_TOOLS=1 is refused in production: it lets anyone read mail and sign in as anyone',
    );
  }
  const bankid = readBankIdConfig(env, { appEnv: parsed.APP_ENV, devTools }, cwd);
  if ('error' in bankid) throw new ConfigError(`Configuration error: ${bankid.error}`);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(cwd, parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    appEnv: parsed.APP_ENV,
    logLevel: parsed.LOG_LEVEL,
    webDist: parsed.WEB_DIST ? path.resolve(cwd, parsed.WEB_DIST) : DEFAULT_WEB_DIST,
    bankid: bankid.config,
    sessionIdleMinutes: parsed.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: parsed.SESSION_ABSOLUTE_HOURS,
    trustProxy: parsed.TRUST_PROXY,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    publicUrl: parsed.PUBLIC_URL,
    operator:
      parsed.OPERATOR_EMAIL && parsed.OPERATOR_PASSWORD
        ? { email: parsed.OPERATOR_EMAIL, password: parsed.OPERATOR_PASSWORD }
        : undefined,
    readCache: parsed.READ_CACHE === 'on',
    apiTokenRequestsPerMinute: parsed.API_TOKEN_REQUESTS_PER_MINUTE,
    devTools,
  };
}

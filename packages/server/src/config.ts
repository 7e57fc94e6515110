import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
});

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
    // Never echo a database URL: it may carry a password.
    const shown = variable === 'DATABASE_URL' ? '' : ` (got ${JSON.stringify(got ?? '')})`;
    throw new ConfigError(`Configuration error: ${variable} ${issue.message}${shown}`);
  }
  const parsed = result.data;
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(cwd, parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    appEnv: parsed.APP_ENV,
    logLevel: parsed.LOG_LEVEL,
    webDist: parsed.WEB_DIST ? path.resolve(cwd, parsed.WEB_DIST) : DEFAULT_WEB_DIST,
  };
}

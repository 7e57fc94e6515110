import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function configError(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env, '/srv/lonsam');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
}

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({}, '/srv/lonsam');
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      dataDir: '/srv/lonsam/data',
      databaseUrl: undefined,
      appEnv: 'development',
      logLevel: 'info',
    });
    expect(config.webDist).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: 'var/db',
        DATABASE_URL: 'postgres://u:p@db.example:5432/lonsam',
        APP_ENV: 'production',
        LOG_LEVEL: 'warn',
        WEB_DIST: '/opt/web',
        SESSION_IDLE_MINUTES: '30',
        SESSION_ABSOLUTE_HOURS: '8',
        TRUST_PROXY: '1',
        SMTP_URL: 'smtp://mail.example:587',
        MAIL_FROM: 'Lönsam <no-reply@lonsam.se>',
        PUBLIC_URL: 'https://app.lonsam.se/',
        READ_CACHE: 'off',
        API_TOKEN_REQUESTS_PER_MINUTE: '30',
      },
      '/srv/lonsam',
    );
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/lonsam/var/db',
      databaseUrl: 'postgres://u:p@db.example:5432/lonsam',
      appEnv: 'production',
      logLevel: 'warn',
      webDist: '/opt/web',
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 8,
      trustProxy: 1,
      smtpUrl: 'smtp://mail.example:587',
      mailFrom: 'Lönsam <no-reply@lonsam.se>',
      publicUrl: 'https://app.lonsam.se',
      bankid: { mode: 'disabled' },
      operator: undefined,
      readCache: false,
      apiTokenRequestsPerMinute: 30,
      devTools: false,
    });
  });

  it('keeps the development tools off unless LONSAM_DEV_TOOLS=1, whatever APP_ENV says', () => {
    expect(loadConfig({}, '/x')).toMatchObject({ devTools: false, bankid: { mode: 'disabled' } });
    expect(loadConfig({ APP_ENV: 'development' }, '/x').devTools).toBe(false);
    expect(loadConfig({ APP_ENV: 'staging', LONSAM_DEV_TOOLS: '0' }, '/x').devTools).toBe(false);
    expect(loadConfig({ LONSAM_DEV_TOOLS: '1' }, '/x')).toMatchObject({
      devTools: true,
      bankid: { mode: 'simulator' },
    });
    expect(configError({ LONSAM_DEV_TOOLS: 'true' })).toBe(
      'Configuration error: LONSAM_DEV_TOOLS must be 1 (on) or 0 (off) (got "true")',
    );
    expect(configError({ LONSAM_DEV_TOOLS: '1', APP_ENV: 'production' })).toMatch(
      /^Configuration error: LONSAM_DEV_TOOLS=1 is refused in production/,
    );
    expect(configError({ BANKID_SIMULATOR: 'true' })).toMatch(
      /BANKID_SIMULATOR=true needs LONSAM_DEV_TOOLS=1/,
    );
  });

  it('keeps the read cache on unless READ_CACHE=off', () => {
    expect(loadConfig({}, '/x').readCache).toBe(true);
    expect(loadConfig({ READ_CACHE: 'on' }, '/x').readCache).toBe(true);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }, '/x')).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'Configuration error: PORT must be an integer between 1 and 65535 (got "abc")'],
    [{ PORT: '0' }, 'Configuration error: PORT must be an integer between 1 and 65535 (got "0")'],
    [{ PORT: '70000' }, 'Configuration error: PORT must be an integer between 1 and 65535 (got "70000")'],
    [{ PORT: '3000.5' }, 'Configuration error: PORT must be an integer between 1 and 65535 (got "3000.5")'],
    [
      { APP_ENV: 'prod' },
      'Configuration error: APP_ENV must be one of development, staging, production (got "prod")',
    ],
    [
      { LOG_LEVEL: 'verbose' },
      'Configuration error: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")',
    ],
    [{ HOST: '  ' }, 'Configuration error: HOST must not be empty (got "  ")'],
    [{ READ_CACHE: 'yes' }, 'Configuration error: READ_CACHE must be on or off (got "yes")'],
  ])('rejects %o with one line naming the variable', (env, message) => {
    expect(configError(env)).toBe(message);
  });

  it('rejects a DATABASE_URL that is not postgres without echoing it (it may hold a password)', () => {
    const message = configError({ DATABASE_URL: 'mysql://root:secret@db/x' });
    expect(message).toMatch(/^Configuration error: DATABASE_URL must be a postgres:\/\//);
    expect(message).not.toContain('secret');
    expect(message).not.toContain('\n');
  });
});

describe('loadConfig: the first operator (OPERATOR_EMAIL / OPERATOR_PASSWORD)', () => {
  const password = 'ett hemligt driftlösenord';

  it('is unset without the variables, and with both empty', () => {
    expect(loadConfig({}, '/x').operator).toBeUndefined();
    expect(loadConfig({ OPERATOR_EMAIL: '', OPERATOR_PASSWORD: '' }, '/x').operator).toBeUndefined();
  });

  it('reads both, the email trimmed and in lower case, the password as given', () => {
    const config = loadConfig(
      { OPERATOR_EMAIL: '  Drift@Lonsam.SE ', OPERATOR_PASSWORD: ` ${password} ` },
      '/x',
    );
    expect(config.operator).toEqual({ email: 'drift@lonsam.se', password: ` ${password} ` });
  });

  it('accepts a password of exactly 12 characters', () => {
    expect(
      loadConfig({ OPERATOR_EMAIL: 'drift@lonsam.se', OPERATOR_PASSWORD: 'x'.repeat(12) }, '/x').operator,
    ).toEqual({ email: 'drift@lonsam.se', password: 'x'.repeat(12) });
  });

  it.each([
    [{ OPERATOR_EMAIL: 'drift@lonsam.se' }],
    [{ OPERATOR_PASSWORD: password }],
    [{ OPERATOR_EMAIL: 'drift@lonsam.se', OPERATOR_PASSWORD: '' }],
    [{ OPERATOR_EMAIL: '', OPERATOR_PASSWORD: password }],
  ])('needs both or neither: %o', (env) => {
    const message = configError(env);
    expect(message).toBe('Configuration error: OPERATOR_EMAIL and OPERATOR_PASSWORD must be set together');
    expect(message).not.toContain(password);
  });

  it('rejects a password shorter than 12 characters without echoing it', () => {
    const short = 'kort-hemlis';
    expect(short).toHaveLength(11);
    const message = configError({ OPERATOR_EMAIL: 'drift@lonsam.se', OPERATOR_PASSWORD: short });
    expect(message).toBe('Configuration error: OPERATOR_PASSWORD must be at least 12 characters');
    expect(message).not.toContain(short);
  });

  it('rejects an email that is not one, naming it (it is no secret)', () => {
    expect(configError({ OPERATOR_EMAIL: 'drift', OPERATOR_PASSWORD: password })).toBe(
      'Configuration error: OPERATOR_EMAIL must be an email address (got "drift")',
    );
  });

  it('never puts the password in a message about another variable', () => {
    const message = configError({ OPERATOR_EMAIL: 'drift', OPERATOR_PASSWORD: password, PORT: 'abc' });
    expect(message).not.toContain(password);
  });
});

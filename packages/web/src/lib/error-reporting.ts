import { ERROR_REPORTING_SAMPLE_RATES } from '@lonsam/domain/constants/client-limits';

type SentryModule = typeof import('@sentry/react');

let sentry: Promise<SentryModule> | undefined;

export type ErrorReportingConfig = {
  dsn: string | undefined;
  environment?: string;
  release?: string;
  /** `() => import('@sentry/react')`, passed by the caller so that builds without a DSN drop the SDK. */
  load: () => Promise<SentryModule>;
};

/** The options Sentry starts with (spec §9 sample rates). */
export function createSentryOptions(
  module: SentryModule,
  config: { dsn: string; environment?: string; release?: string },
) {
  return {
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    integrations: [module.browserTracingIntegration(), module.replayIntegration()],
    tracesSampleRate: ERROR_REPORTING_SAMPLE_RATES.traces,
    replaysSessionSampleRate: ERROR_REPORTING_SAMPLE_RATES.sessionReplays,
    replaysOnErrorSampleRate: ERROR_REPORTING_SAMPLE_RATES.replaysOnError,
  };
}

/** Starts Sentry only when a DSN is configured; the SDK loads as its own chunk after the first page. */
export function initErrorReporting(config: ErrorReportingConfig): boolean {
  const { dsn } = config;
  if (!dsn) return false;
  sentry = config.load().then((module) => {
    module.init(
      createSentryOptions(module, { dsn, environment: config.environment, release: config.release }),
    );
    return module;
  });
  return true;
}

export function isErrorReportingEnabled(): boolean {
  return sentry !== undefined;
}

/** Sends an error to Sentry when reporting is on; otherwise it only goes to the console. */
export function reportError(error: unknown): void {
  console.error(error);
  void sentry?.then((module) => module.captureException(error)).catch(() => {});
}

/** For tests: forget the started SDK. */
export function resetErrorReporting(): void {
  sentry = undefined;
}

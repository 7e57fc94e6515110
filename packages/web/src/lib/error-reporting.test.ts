import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  initErrorReporting,
  isErrorReportingEnabled,
  reportError,
  resetErrorReporting,
} from './error-reporting.ts';

function fakeSentry() {
  return {
    init: vi.fn(),
    captureException: vi.fn(),
    browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
    replayIntegration: vi.fn(() => ({ name: 'Replay' })),
  };
}

afterEach(() => {
  resetErrorReporting();
  vi.restoreAllMocks();
});

describe('error reporting', () => {
  it('stays off without a DSN and never loads the SDK', () => {
    const load = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(initErrorReporting({ dsn: undefined, load })).toBe(false);
    expect(initErrorReporting({ dsn: '', load })).toBe(false);
    reportError(new Error('x'));
    expect(load).not.toHaveBeenCalled();
    expect(isErrorReportingEnabled()).toBe(false);
  });

  it('starts Sentry with traces 0.1, replays 0.01 and replays on error 1 when a DSN is set', async () => {
    const module = fakeSentry();
    expect(
      initErrorReporting({
        dsn: 'https://key@sentry.example/1',
        environment: 'production',
        load: async () => module as never,
      }),
    ).toBe(true);
    await vi.waitFor(() => expect(module.init).toHaveBeenCalledOnce());
    expect(module.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://key@sentry.example/1',
        environment: 'production',
        tracesSampleRate: 0.1,
        replaysSessionSampleRate: 0.01,
        replaysOnErrorSampleRate: 1,
        integrations: [{ name: 'BrowserTracing' }, { name: 'Replay' }],
      }),
    );
  });

  it('reports errors once started', async () => {
    const module = fakeSentry();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    initErrorReporting({ dsn: 'https://key@sentry.example/1', load: async () => module as never });
    const error = new Error('Render failed');
    reportError(error);
    await vi.waitFor(() => expect(module.captureException).toHaveBeenCalledWith(error));
  });
});

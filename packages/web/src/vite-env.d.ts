// Build-time settings (Vite exposes VITE_* variables); every one is optional.
interface ImportMetaEnv {
  /** API base address; `/api` on the same host by default. */
  readonly VITE_API_BASE_URL?: string;
  /** Sentry DSN; error reporting is off without it. */
  readonly VITE_SENTRY_DSN?: string;
  /** The old provider host whose visitors move to VITE_NEW_HOST from 2025-06-30 01:00 +02:00. */
  readonly VITE_OLD_HOST?: string;
  readonly VITE_NEW_HOST?: string;
}

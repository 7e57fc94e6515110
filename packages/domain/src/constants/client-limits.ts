/** Business constants and limits of spec §9 that the server and the web share. */

export const PRODUCT_SHORT_NAME = 'lonsam';
export const CSRF_HEADER_NAME = 'X-Lonsam-Csrf';
export const EMPLOYER_IDENTITY_ROLE_HEADER = 'Employer-Identity-Role';
export const EMPLOYER_IDENTITY_ROLE_STORAGE_KEY = 'Employer-Identity-Role';
export const LANGUAGE_STORAGE_KEY = 'lng';
/** Query parameter with the client's local time and UTC offset, sent on every request except these paths. */
export const CLIENT_TIME_QUERY_PARAMETER = 'at';
export const PATHS_WITHOUT_CLIENT_TIME: readonly string[] = ['/signup', '/poke'];

export const HTTP_TIMEOUT_MS = 300_000;
export const PACKAGING_PRIVILEGE_CACHE_SECONDS = 1800;
export const QUERY_STALE_TIME_MS = 10_000;
export const BANKID_COLLECT_INTERVAL_MS = 1000;

export const TABLE_PAGE_SIZES: readonly number[] = [5, 10, 25, 50, 100];
export const DEFAULT_TABLE_PAGE_SIZE = 25;
export const SELECT_FILTER_MAX_VALUES = 5000;
export const TEXT_FILTER_DEBOUNCE_MS = 500;
/** First and last page buttons appear above this many pages. */
export const FIRST_LAST_PAGE_BUTTONS_ABOVE_PAGES = 4;

export const ERROR_REPORTING_SAMPLE_RATES = { traces: 0.1, sessionReplays: 0.01, replaysOnError: 1 } as const;

/** The hidden key sequence (11 keys). */
export const KEY_SEQUENCE: readonly string[] = [
  'ArrowUp',
  'ArrowUp',
  'ArrowDown',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'ArrowLeft',
  'ArrowRight',
  'b',
  'a',
  'Enter',
];

/** Whether a request path carries the `at` query parameter. */
export function carriesClientTime(path: string): boolean {
  return !PATHS_WITHOUT_CLIENT_TIME.some((prefix) => path.startsWith(prefix));
}

/** Whether the last keys pressed end with the hidden sequence. */
export function endsWithKeySequence(keys: readonly string[]): boolean {
  if (keys.length < KEY_SEQUENCE.length) return false;
  const tail = keys.slice(-KEY_SEQUENCE.length);
  return tail.every((key, index) => key.toLowerCase() === KEY_SEQUENCE[index]!.toLowerCase());
}

/** `2025-06-30T01:02:03+02:00`: the client's local time with its offset, for the `at` parameter. */
export function formatClientTime(now: Date, offsetMinutes: number): string {
  const local = new Date(now.getTime() + offsetMinutes * 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
  return `${local.toISOString().slice(0, 19)}${offset}`;
}

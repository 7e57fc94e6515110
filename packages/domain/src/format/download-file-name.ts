import { PRODUCT_SHORT_NAME } from '../constants/client-limits.ts';

/**
 * The file name of a `Content-Disposition` header: `filename*` (RFC 5987, UTF-8) wins over
 * `filename`. Written here rather than taken from the `content-disposition` package because that
 * parser throws on the slightly malformed headers some servers send, and we only want a name or a
 * fallback.
 */
export function readContentDispositionFileName(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // A bad percent-encoding falls through to the plain parameter.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1]) return quoted[1].replace(/\\(.)/g, '$1');
  const plain = /filename\s*=\s*([^;\s]+)/i.exec(header);
  return plain?.[1] || undefined;
}

/**
 * `{shortName}-{date-time}`: Swedish short date and medium time (`2025-06-30 01:02:03`), spaces
 * replaced by underscores and colons removed → `lonsam-2025-06-30_010203`.
 */
export function createDefaultFileName(
  now: Date,
  shortName = PRODUCT_SHORT_NAME,
  timeZone = 'Europe/Stockholm',
): string {
  const dateTime = new Intl.DateTimeFormat('sv-SE', {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone,
  }).format(now);
  return `${shortName}-${dateTime.replaceAll(' ', '_').replaceAll(':', '')}`;
}

export function chooseDownloadFileName(
  contentDisposition: string | null | undefined,
  now: Date,
  timeZone?: string,
): string {
  return (
    readContentDispositionFileName(contentDisposition) ??
    createDefaultFileName(now, PRODUCT_SHORT_NAME, timeZone)
  );
}

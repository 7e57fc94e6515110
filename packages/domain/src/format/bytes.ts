const BYTE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** Byte sizes in base 1024, at most `decimals` decimals, with Swedish decimal commas. */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError('Byte size must be a non-negative number');
  if (bytes === 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), BYTE_UNITS.length - 1);
  const scaled = bytes / 1024 ** Math.max(exponent, 0);
  const text = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: decimals, useGrouping: false }).format(
    scaled,
  );
  return `${text} ${BYTE_UNITS[Math.max(exponent, 0)]}`;
}

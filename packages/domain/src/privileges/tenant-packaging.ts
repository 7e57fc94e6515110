/** A tenant's packaging history entry; `validFrom` is a timestamp (ISO text or epoch ms). */
export interface TenantPackagingPeriod {
  packagingId: string;
  validFrom: string | number;
}

function toMilliseconds(timestamp: string | number): number {
  const milliseconds = typeof timestamp === 'number' ? timestamp : Date.parse(timestamp);
  if (Number.isNaN(milliseconds)) throw new RangeError(`Invalid timestamp: ${timestamp}`);
  return milliseconds;
}

/** The packaging with the latest `validFrom` strictly before now; undefined if none has started. */
export function findActivePackaging<T extends TenantPackagingPeriod>(
  periods: readonly T[],
  now: Date,
): T | undefined {
  let active: T | undefined;
  let activeFrom = Number.NEGATIVE_INFINITY;
  for (const period of periods) {
    const from = toMilliseconds(period.validFrom);
    if (from < now.getTime() && from > activeFrom) {
      active = period;
      activeFrom = from;
    }
  }
  return active;
}

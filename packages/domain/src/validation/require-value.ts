/** Narrows away undefined and null, or throws (spec §8: `Object is undefined` by default). */
export function requireValue<T>(value: T | undefined | null, message = 'Object is undefined'): T {
  if (value === undefined || value === null) throw new Error(message);
  return value;
}

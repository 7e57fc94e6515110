import { formatDecimal, formatOre, formatPercentValue } from './format-values.ts';

/** One changed leaf of an audit entry: its path (keys, and array positions) and both sides. */
export type AuditChange = { path: (string | number)[]; before: unknown; after: unknown };

// Bookkeeping the reader cannot act on: ids tie rows together, version and timestamps change on every save.
const HIDDEN_KEYS = new Set(['id', 'version', 'createdAt', 'updatedAt', 'employeeId', 'employmentId']);
const PERCENT_KEY = /percent|Percent|employmentRate/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isHidden = (key: string) => HIDDEN_KEYS.has(key);

/** Leaves that differ between before and after, objects and arrays of objects walked field by field. */
export function listAuditChanges(
  before: unknown,
  after: unknown,
  path: (string | number)[] = [],
): AuditChange[] {
  if (isRecord(before) || isRecord(after)) {
    const left = isRecord(before) ? before : {};
    const right = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])].filter((key) => !isHidden(key));
    return keys.flatMap((key) => listAuditChanges(left[key], right[key], [...path, key]));
  }
  const hasObjectItems = (value: unknown) => Array.isArray(value) && value.some(isRecord);
  if (hasObjectItems(before) || hasObjectItems(after)) {
    const left = Array.isArray(before) ? before : [];
    const right = Array.isArray(after) ? after : [];
    return Array.from({ length: Math.max(left.length, right.length) }, (_, index) =>
      listAuditChanges(left[index], right[index], [...path, index]),
    ).flat();
  }
  if (isSameValue(before, after)) return [];
  return [{ path, before, after }];
}

function isSameValue(left: unknown, right: unknown): boolean {
  const isEmpty = (value: unknown) => value === undefined || value === null || value === '';
  if (isEmpty(left) && isEmpty(right)) return true;
  return JSON.stringify(left) === JSON.stringify(right);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T/;

export type ValueTexts = {
  yes: string;
  no: string;
  /** Shown for a manager: its id means nothing to a reader. */
  hasManager: string;
  /** A translated code value (employment type, reason, tax method …), or undefined when the key has none. */
  translateCode: (key: string, value: string) => string | undefined;
};

/** A leaf value for people: öre as sv-SE kronor, dates as YYYY-MM-DD, numbers in sv-SE, codes translated. */
export function formatAuditValue(key: string | number, value: unknown, texts: ValueTexts): string {
  if (value === undefined || value === null || value === '') return '–';
  if (key === 'managerRoleId') return texts.hasManager;
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (typeof value === 'number') {
    if (typeof key === 'string' && key.endsWith('Ore')) return formatOre(value);
    return typeof key === 'string' && PERCENT_KEY.test(key)
      ? formatPercentValue(value)
      : formatDecimal(value);
  }
  if (typeof value === 'string') {
    if (DATE_ONLY.test(value)) return value;
    if (TIMESTAMP.test(value)) return toLocalDate(value);
    return (typeof key === 'string' && texts.translateCode(key, value)) || value;
  }
  if (Array.isArray(value)) return value.map((item) => formatAuditValue(key, item, texts)).join(', ');
  if (isRecord(value)) {
    return Object.entries(value)
      .map(([name, item]) => `${name}: ${formatAuditValue(name, item, texts)}`)
      .join(', ');
  }
  return String(value);
}

/** A timestamp's calendar date where the reader is (sv-SE writes dates as YYYY-MM-DD). */
function toLocalDate(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : date.toLocaleDateString('sv-SE');
}

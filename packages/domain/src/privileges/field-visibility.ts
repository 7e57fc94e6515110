import type { PrivilegeId } from './catalogue.ts';

/** Whether the caller holds at least read access to a privilege. */
export type CanRead = (privilege: PrivilegeId) => boolean;

/**
 * Who may read a resource and which of its fields. `resource`: the privileges every reader needs
 * (all of them); `fields`: the further privileges (all of them) a field needs. A field not named is
 * shown to whoever may read the resource — bookkeeping (ids, version, timestamps) and what the
 * resource's own privilege covers. One rule per resource serves its GET, audit entries, export and
 * 409 `current`, so that none of them can show more than another.
 */
export type VisibilityRule = {
  resource: readonly PrivilegeId[];
  fields: Readonly<Record<string, readonly PrivilegeId[]>>;
};

export function canReadResource(rule: VisibilityRule, canRead: CanRead): boolean {
  return rule.resource.every(canRead);
}

export function canReadField(rule: VisibilityRule, field: string, canRead: CanRead): boolean {
  return canReadResource(rule, canRead) && (rule.fields[field] ?? []).every(canRead);
}

/** A copy of the record without the fields the caller may not read (empty if the resource is hidden). */
export function showVisibleFields<T extends Record<string, unknown>>(
  rule: VisibilityRule,
  record: T,
  canRead: CanRead,
): Partial<T> {
  if (!canReadResource(rule, canRead)) return {};
  const visible: Partial<T> = {};
  for (const [field, value] of Object.entries(record)) {
    if (canReadField(rule, field, canRead)) visible[field as keyof T] = value as T[keyof T];
  }
  return visible;
}

export type VisibleChange = {
  before: unknown;
  after: unknown;
  /** A field left out differs between before and after: the reader is told something hidden changed. */
  hiddenChanges: boolean;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The before and after of an audit entry as the caller may see them, by the rule of the resource the
 * entry records. Ids and empty values do not count as a change (a replaced salary row gets a new id).
 */
export function showVisibleChange(
  rule: VisibilityRule,
  before: unknown,
  after: unknown,
  canRead: CanRead,
): VisibleChange {
  if (!canReadResource(rule, canRead)) {
    return { before: null, after: null, hiddenChanges: !isSameValue(before, after) };
  }
  const left = isRecord(before) ? before : {};
  const right = isRecord(after) ? after : {};
  const hiddenFields = [...new Set([...Object.keys(left), ...Object.keys(right)])].filter(
    (field) => !canReadField(rule, field, canRead),
  );
  return {
    before: isRecord(before) ? showVisibleFields(rule, before, canRead) : before,
    after: isRecord(after) ? showVisibleFields(rule, after, canRead) : after,
    hiddenChanges: hiddenFields.some((field) => !isSameValue(left[field], right[field])),
  };
}

function isSameValue(left: unknown, right: unknown): boolean {
  return JSON.stringify(normalise(left)) === JSON.stringify(normalise(right));
}

function normalise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalise);
  if (!isRecord(value)) return value ?? null;
  return Object.fromEntries(
    Object.keys(value)
      .filter((key) => key !== 'id' && value[key] !== null && value[key] !== undefined)
      .sort()
      .map((key) => [key, normalise(value[key])]),
  );
}

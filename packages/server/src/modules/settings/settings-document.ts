import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { EmployerScope } from '../../access/employer-scope.ts';
import { type AuditContext, recordAuditEvent } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { AppError, type FieldErrors } from '../../errors/app-error.ts';

/** What GET and PUT of a section answer (the contract's `settingsDocumentResponse`). */
export type SettingsDocument<Value> = { version: number; value: Value; updatedAt: string | null };

export type SettingsSectionDefinition<Schema extends z.ZodType> = {
  /** The key in `employer_setting.section`, e.g. `payout`; one per section, never renamed. */
  section: string;
  schema: Schema;
  /** The value before the first save, and the source of keys a stored document lacks. */
  defaults: z.output<Schema>;
  /**
   * Rules the schema cannot see (another section's stored value): field errors by the value's path,
   * checked in the save's transaction after the schema; any error is a 400 and nothing is saved.
   */
  check?: (
    trx: Kysely<Database>,
    value: z.output<Schema>,
    employerId: string,
  ) => Promise<FieldErrors | undefined>;
};

type Read<Schema extends z.ZodType> = SettingsSectionDefinition<Schema> & {
  employerId: string;
  /** Values kept elsewhere (the company's name on the employer row) laid over the stored document. */
  overlay?: Partial<z.output<Schema>>;
};

/**
 * A section's stored document, or version 0 with the defaults before the first save. Keys the stored
 * value lacks (the section grew a field since) come from the defaults; a stored value the schema no
 * longer accepts reads as the defaults at the stored version, so the next save replaces it.
 */
export async function readSettingsDocument<Schema extends z.ZodType>(
  db: Kysely<Database>,
  input: Read<Schema>,
): Promise<SettingsDocument<z.output<Schema>>> {
  const row = await db
    .selectFrom('employer_setting')
    .select(['version', 'value', 'updated_at'])
    .where('employer_id', '=', input.employerId)
    .where('section', '=', input.section)
    .executeTakeFirst();
  if (!row) return { version: 0, value: withOverlay(input.defaults, input.overlay), updatedAt: null };
  return {
    version: row.version,
    value: withOverlay(parseStored(input, row.value), input.overlay),
    updatedAt: row.updated_at.toISOString(),
  };
}

function parseStored<Schema extends z.ZodType>(
  input: SettingsSectionDefinition<Schema>,
  stored: unknown,
): z.output<Schema> {
  const parsed = input.schema.safeParse(fillFromDefaults(input.defaults, stored));
  return parsed.success ? parsed.data : input.defaults;
}

function withOverlay<Value>(value: Value, overlay: Partial<Value> | undefined): Value {
  return overlay ? ({ ...(value as object), ...overlay } as Value) : value;
}

/** Plain objects merge key by key; anything else (arrays, text, numbers) is taken whole from `stored`. */
export function fillFromDefaults(defaults: unknown, stored: unknown): unknown {
  if (!isPlainObject(defaults) || !isPlainObject(stored)) return stored === undefined ? defaults : stored;
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(stored)) merged[key] = fillFromDefaults(defaults[key], value);
  return merged;
}

export type UpdateSettingsInput<Schema extends z.ZodType> = SettingsSectionDefinition<Schema> & {
  scope: EmployerScope;
  audit: AuditContext;
  /** The version the caller read; 0 before the first save. */
  version: number;
  /** The whole new value, validated here with the section's schema. */
  value: unknown;
  /** As for reading: the current values kept elsewhere, so the changes are computed against them. */
  overlay?: Partial<z.output<Schema>>;
  now?: Date;
};

/**
 * Saves a section's whole value: 400 `VALIDATION_FAILED` with Swedish field errors keyed by the
 * value's path (`contact.email`) and nothing saved; a stale version → 409 `VERSION_CONFLICT` with the
 * stored value as `current`; else version + 1 and one `settings.updated` audit event holding the
 * changed values only, in the caller's transaction when there is one (a section that also writes
 * elsewhere wraps both in `withTransaction`). An unchanged value is not written again.
 */
export async function updateSettingsDocument<Schema extends z.ZodType>(
  db: Kysely<Database>,
  input: UpdateSettingsInput<Schema>,
): Promise<SettingsDocument<z.output<Schema>>> {
  const parsed = input.schema.safeParse(input.value);
  if (!parsed.success) throw settingsValidationFailed(toSettingsFieldErrors(parsed.error.issues));
  const value = parsed.data;
  const employerId = input.scope.employerId;
  return withTransaction(db, async (trx) => {
    const checked = await input.check?.(trx, value, employerId);
    if (checked && Object.keys(checked).length > 0) throw settingsValidationFailed(checked);
    const row = await trx
      .selectFrom('employer_setting')
      .select(['version', 'value', 'updated_at'])
      .where('employer_id', '=', employerId)
      .where('section', '=', input.section)
      .forUpdate()
      .executeTakeFirst();
    const stored: SettingsDocument<z.output<Schema>> = row
      ? {
          version: row.version,
          value: withOverlay(parseStored(input, row.value), input.overlay),
          updatedAt: row.updated_at.toISOString(),
        }
      : { version: 0, value: withOverlay(input.defaults, input.overlay), updatedAt: null };
    if (stored.version !== input.version) throw settingsVersionConflict(stored);
    const changes = listChanges(stored.value, value);
    if (changes.length === 0) return stored;
    const now = input.now ?? new Date();
    const columns = {
      version: stored.version + 1,
      value: JSON.stringify(value),
      updated_at: now,
      updated_by: input.audit.actorIdentityId,
    };
    const written = row
      ? await trx
          .updateTable('employer_setting')
          .set(columns)
          .where('employer_id', '=', employerId)
          .where('section', '=', input.section)
          .returning('updated_at')
          .executeTakeFirst()
      : await trx
          .insertInto('employer_setting')
          .values({ employer_id: employerId, section: input.section, ...columns })
          // Two first saves racing: the second finds the row taken and gets the 409 below.
          .onConflict((conflict) => conflict.doNothing())
          .returning('updated_at')
          .executeTakeFirst();
    if (!written) {
      throw settingsVersionConflict(await readSettingsDocument(trx, { ...input, employerId }));
    }
    await recordAuditEvent(trx, input.audit, {
      action: 'settings.updated',
      entityType: 'employer_setting',
      entityId: employerId,
      employerId,
      before: { section: input.section, ...Object.fromEntries(changes.map((c) => [c.path, c.before])) },
      after: { section: input.section, ...Object.fromEntries(changes.map((c) => [c.path, c.after])) },
    });
    return { version: columns.version, value, updatedAt: written.updated_at.toISOString() };
  });
}

type Change = { path: string; before: unknown; after: unknown };

/** Changed leaves by dotted path (`contact.email`); arrays and other values compare whole. */
export function listChanges(before: unknown, after: unknown, prefix = ''): Change[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) =>
      listChanges(before[key], after[key], prefix ? `${prefix}.${key}` : key),
    );
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path: prefix || 'value', before: before ?? null, after: after ?? null }];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Zod issues as the problem's `errors`: the value's dotted path (`contact.email`, `rates.1.validFrom`). */
export function toSettingsFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'value';
    errors[key] ??= [];
    errors[key].push(issue.message);
  }
  return errors;
}

export function settingsValidationFailed(fieldErrors: FieldErrors): AppError {
  return new AppError({
    status: 400,
    code: 'VALIDATION_FAILED',
    detail: 'The request has invalid fields; see errors.',
    fieldErrors,
  });
}

/** As the employee register's 409: `current` is the stored value, `currentVersion` its version. */
export function settingsVersionConflict(stored: SettingsDocument<unknown>): AppError {
  return new AppError({
    status: 409,
    code: 'VERSION_CONFLICT',
    detail: 'Someone else changed these settings after you read them; current holds the stored values.',
    extensions: { current: stored.value, currentVersion: stored.version },
  });
}

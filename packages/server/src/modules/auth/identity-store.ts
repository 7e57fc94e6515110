import type { Kysely, Selectable } from 'kysely';
import { type AuditActionOf, type AuditContext, recordAuditEvent } from '../../audit/record-audit-event.ts';
import type { Database, IdentityTable } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';

export type IdentityRow = Selectable<IdentityTable>;

/** What the audit log keeps of an identity: never the password hash, only whether there is one. */
function toAuditSnapshot(identity: IdentityRow): Record<string, unknown> {
  return {
    email: identity.email,
    personnummer: identity.personnummer,
    firstName: identity.first_name,
    lastName: identity.last_name,
    brand: identity.brand,
    hasPassword: identity.password_hash !== null,
  };
}

export function findIdentityById(db: Kysely<Database>, id: string): Promise<IdentityRow | undefined> {
  return db.selectFrom('identity').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Case-insensitive; emails are stored lower-cased. */
export function findIdentityByEmail(db: Kysely<Database>, email: string): Promise<IdentityRow | undefined> {
  return db
    .selectFrom('identity')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}

export function findIdentityByPersonnummer(
  db: Kysely<Database>,
  personnummer: string,
): Promise<IdentityRow | undefined> {
  return db.selectFrom('identity').selectAll().where('personnummer', '=', personnummer).executeTakeFirst();
}

async function insertIdentity(
  db: Kysely<Database>,
  values: {
    email: string | null;
    passwordHash: string | null;
    personnummer: string | null;
    firstName: string | null;
    lastName: string | null;
    brand: string | undefined;
  },
  context: AuditContext,
  action: AuditActionOf<'identity'>,
): Promise<IdentityRow> {
  return withTransaction(db, async (trx) => {
    const identity = await trx
      .insertInto('identity')
      .values({
        email: values.email?.trim().toLowerCase() ?? null,
        password_hash: values.passwordHash,
        personnummer: values.personnummer,
        first_name: values.firstName,
        last_name: values.lastName,
        ...(values.brand ? { brand: values.brand } : {}),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAuditEvent(
      trx,
      { ...context, actorIdentityId: context.actorIdentityId ?? identity.id },
      {
        action,
        entityType: 'identity',
        entityId: identity.id,
        before: null,
        after: toAuditSnapshot(identity),
      },
    );
    return identity;
  });
}

/** A new identity from email sign-up; the caller has hashed the password. */
export function createIdentityWithPassword(
  db: Kysely<Database>,
  values: { email: string; passwordHash: string; brand?: string },
  context: AuditContext,
): Promise<IdentityRow> {
  return insertIdentity(
    db,
    {
      email: values.email,
      passwordHash: values.passwordHash,
      personnummer: null,
      firstName: null,
      lastName: null,
      brand: values.brand,
    },
    context,
    'identity.created-by-email',
  );
}

/** A new identity from a completed BankID identification (personnummer is unique). */
export function createIdentityFromBankId(
  db: Kysely<Database>,
  values: { personnummer: string; firstName: string; lastName: string; brand?: string },
  context: AuditContext,
): Promise<IdentityRow> {
  return insertIdentity(
    db,
    {
      email: null,
      passwordHash: null,
      personnummer: values.personnummer,
      firstName: values.firstName,
      lastName: values.lastName,
      brand: values.brand,
    },
    context,
    'identity.created-by-bankid',
  );
}

/** Changes any of the given fields of an identity and audits the before and after. */
export async function updateIdentity(
  db: Kysely<Database>,
  identityId: string,
  changes: Partial<{
    email: string | null;
    passwordHash: string | null;
    personnummer: string | null;
    firstName: string | null;
    lastName: string | null;
  }>,
  context: AuditContext,
  action: AuditActionOf<'identity'>,
): Promise<IdentityRow> {
  return withTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('identity')
      .selectAll()
      .where('id', '=', identityId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const after = await trx
      .updateTable('identity')
      .set({
        ...(changes.email !== undefined ? { email: changes.email?.trim().toLowerCase() ?? null } : {}),
        ...(changes.passwordHash !== undefined ? { password_hash: changes.passwordHash } : {}),
        ...(changes.personnummer !== undefined ? { personnummer: changes.personnummer } : {}),
        ...(changes.firstName !== undefined ? { first_name: changes.firstName } : {}),
        ...(changes.lastName !== undefined ? { last_name: changes.lastName } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', identityId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAuditEvent(trx, context, {
      action,
      entityType: 'identity',
      entityId: identityId,
      before: toAuditSnapshot(before),
      after: toAuditSnapshot(after),
    });
    return after;
  });
}

import type { Kysely, Selectable } from 'kysely';
import { type AuditActionOf, type AuditContext, recordAuditEvent } from '../../audit/record-audit-event.ts';
import type { Database, IdentityTable } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { AppError } from '../../errors/app-error.ts';

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

const UNIQUE_VIOLATION = '23505';

function personnummerTaken(): AppError {
  return new AppError({
    status: 409,
    code: 'BANKID_PERSONNUMMER_TAKEN',
    detail: 'This personal identity number already belongs to another account.',
  });
}

/** The same person by name: trimmed, case and accents as typed are compared case-insensitively. */
function sameName(a: string | null, b: string): boolean {
  return a !== null && a.trim().toLocaleLowerCase('sv-SE') === b.trim().toLocaleLowerCase('sv-SE');
}

/**
 * The identity that declared itself by this personnummer and name when it created a company (the
 * company form's default admin, spec §6: linked by name and personnummer) and has no BankID of its
 * own yet. Only the creator's own declaration counts — a role someone else typed for another person
 * never does — and only when exactly one identity made it, so an ambiguous claim links nobody.
 */
export async function findIdentityClaimingPersonnummer(
  db: Kysely<Database>,
  person: { personnummer: string; firstName: string; lastName: string },
): Promise<IdentityRow | undefined> {
  const claims = await db
    .selectFrom('employer_identity_role as role')
    .innerJoin('employer', 'employer.id', 'role.employer_id')
    .innerJoin('identity', 'identity.id', 'role.identity_id')
    .select(['role.identity_id', 'role.first_name', 'role.last_name'])
    .where('role.personnummer', '=', person.personnummer)
    .where('role.role', '=', 'admin')
    .whereRef('employer.created_by_identity_id', '=', 'role.identity_id')
    .where('identity.personnummer', 'is', null)
    .execute();
  const matching = claims.filter(
    (claim) => sameName(claim.first_name, person.firstName) && sameName(claim.last_name, person.lastName),
  );
  const identityIds = new Set(matching.map((claim) => claim.identity_id));
  if (identityIds.size !== 1) return undefined;
  return findIdentityById(db, [...identityIds][0]!);
}

/**
 * Links a BankID-identified personnummer to an identity (audited as `identity.bankid-linked` in the
 * same transaction). Linking the personnummer the identity already has changes nothing; another
 * personnummer, or one of another identity, is refused with 409 — the unique constraint on
 * identity.personnummer decides a race.
 */
export async function linkBankIdToIdentity(
  db: Kysely<Database>,
  identityId: string,
  person: { personnummer: string; firstName: string; lastName: string },
  context: AuditContext,
): Promise<IdentityRow> {
  try {
    return await withTransaction(db, async (trx) => {
      const before = await trx
        .selectFrom('identity')
        .selectAll()
        .where('id', '=', identityId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (before.personnummer === person.personnummer) return before;
      if (before.personnummer !== null) {
        throw new AppError({
          status: 409,
          code: 'BANKID_ALREADY_LINKED',
          detail: 'This account already has another BankID.',
        });
      }
      const owner = await findIdentityByPersonnummer(trx, person.personnummer);
      if (owner) throw personnummerTaken();
      const after = await trx
        .updateTable('identity')
        .set({
          personnummer: person.personnummer,
          first_name: before.first_name ?? person.firstName,
          last_name: before.last_name ?? person.lastName,
          updated_at: new Date(),
        })
        .where('id', '=', identityId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAuditEvent(trx, context, {
        action: 'identity.bankid-linked',
        entityType: 'identity',
        entityId: identityId,
        before: toAuditSnapshot(before),
        after: toAuditSnapshot(after),
      });
      return after;
    });
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw personnummerTaken();
    throw error;
  }
}

/**
 * Gives a BankID-only identity an email and password (audited as `identity.email-linked` in the
 * same transaction). An identity that has an email already is refused; an email of another account
 * answers 409 ACCOUNT_EXISTS (the unique index on lower(email) decides a race).
 */
export async function linkEmailToIdentity(
  db: Kysely<Database>,
  identityId: string,
  values: { email: string; passwordHash: string },
  context: AuditContext,
): Promise<IdentityRow> {
  try {
    return await withTransaction(db, async (trx) => {
      const before = await trx
        .selectFrom('identity')
        .selectAll()
        .where('id', '=', identityId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (before.email !== null) throw emailAlreadyLinked();
      const after = await trx
        .updateTable('identity')
        .set({
          email: values.email.trim().toLowerCase(),
          password_hash: values.passwordHash,
          updated_at: new Date(),
        })
        .where('id', '=', identityId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAuditEvent(trx, context, {
        action: 'identity.email-linked',
        entityType: 'identity',
        entityId: identityId,
        before: toAuditSnapshot(before),
        after: toAuditSnapshot(after),
      });
      return after;
    });
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
      throw new AppError({
        status: 409,
        code: 'ACCOUNT_EXISTS',
        detail: 'An account with this email already exists.',
      });
    }
    throw error;
  }
}

export function emailAlreadyLinked(): AppError {
  return new AppError({
    status: 409,
    code: 'EMAIL_ALREADY_LINKED',
    detail: 'This account already has an email address.',
  });
}

import { createHash, randomBytes } from 'node:crypto';
import type { ColumnType, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Tables of migration 0010-bankid. */
export type BankIdTables = {
  bankid_order: {
    order_ref: string;
    brand: string;
    client_binding: string;
    status: 'pending' | 'failed' | 'complete';
    user_message: string;
    token: string | null;
    created_at: ColumnType<Date, Date | string | undefined, never>;
    last_collected_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
  bankid_token: {
    token_hash: string;
    personnummer: string;
    given_name: string;
    surname: string;
    brand: string;
    created_at: ColumnType<Date, Date | string | undefined, never>;
    expires_at: ColumnType<Date, Date | string, never>;
    used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
};

export type BankIdDb = Kysely<Database & BankIdTables>;

export function withBankIdTables(db: Kysely<Database>): BankIdDb {
  return db.withTables<BankIdTables>() as unknown as BankIdDb;
}

/** A finalize token is good for one use within this time. */
export const LOGIN_TOKEN_TTL_MS = 60_000;

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export type IdentifiedPerson = { personnummer: string; givenName: string; surname: string };

/** Issues the one-time token of a completed identification. */
export async function createLoginToken(
  db: BankIdDb,
  person: IdentifiedPerson,
  brand: string,
  now: Date = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('bankid_token')
    .values({
      token_hash: hashSecret(token),
      personnummer: person.personnummer,
      given_name: person.givenName,
      surname: person.surname,
      brand,
      expires_at: new Date(now.getTime() + LOGIN_TOKEN_TTL_MS),
    })
    .execute();
  return token;
}

/** Marks the token used and returns its person, or undefined if unknown, used or expired. */
export async function consumeLoginToken(
  db: BankIdDb,
  token: string,
  now: Date = new Date(),
): Promise<(IdentifiedPerson & { brand: string }) | undefined> {
  // One conditional update: two finalize calls racing for the same token cannot both win.
  const row = await db
    .updateTable('bankid_token')
    .set({ used_at: now })
    .where('token_hash', '=', hashSecret(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['personnummer', 'given_name', 'surname', 'brand'])
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    personnummer: row.personnummer,
    givenName: row.given_name,
    surname: row.surname,
    brand: row.brand,
  };
}

/** Forgets finished orders and spent tokens after a while; called now and then. */
export async function deleteStaleBankIdRows(db: BankIdDb, now: Date = new Date()): Promise<void> {
  const orderCutoff = new Date(now.getTime() - 10 * 60 * 1000);
  await db.deleteFrom('bankid_order').where('created_at', '<', orderCutoff).execute();
  await db.deleteFrom('bankid_token').where('expires_at', '<', orderCutoff).execute();
}

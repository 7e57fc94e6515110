import { type Kysely, sql } from 'kysely';

// Issue 15: one person, one identity. identity.personnummer is unique since 0002 (a linked
// personnummer can never start a second identity); BankID sign-in now also looks up the admin
// personnummer a company's creator declared on employer_identity_role, which this index serves.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('employer_identity_role_personnummer')
    .on('employer_identity_role')
    .column('personnummer')
    .where(sql.ref('personnummer'), 'is not', null)
    .execute();
}

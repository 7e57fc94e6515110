import { type Kysely, sql } from 'kysely';

// BankID app-launch orders (the QR flow lives in its websocket) and the one-time tokens a
// completed identification is exchanged for at finalize.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bankid_order')
    .addColumn('order_ref', 'text', (col) => col.primaryKey())
    .addColumn('brand', 'text', (col) => col.notNull())
    // SHA-256 of the browser tab's CSRF header: only the tab that started the order may collect it.
    .addColumn('client_binding', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('pending', 'failed', 'complete')`),
    )
    .addColumn('user_message', 'text', (col) => col.notNull())
    .addColumn('token', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_collected_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('bankid_order_created_at').on('bankid_order').column('created_at').execute();

  await db.schema
    .createTable('bankid_token')
    // SHA-256 of the token: a leaked table signs nobody in.
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('personnummer', 'text', (col) => col.notNull())
    .addColumn('given_name', 'text', (col) => col.notNull())
    .addColumn('surname', 'text', (col) => col.notNull())
    .addColumn('brand', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('bankid_token_expires_at').on('bankid_token').column('expires_at').execute();
}

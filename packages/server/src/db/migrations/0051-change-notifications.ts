import { type Kysely, sql } from 'kysely';

// Every app process keeps a read cache (src/cache/read-cache.ts) of what nearly every request reads:
// the session, the caller's role and privileges, and pages of the employee list. These triggers
// tell every process, through LISTEN/NOTIFY on the channel `lonsam_change`, when such data changes,
// whoever changed it (the API, another process, SQL by hand). NOTIFY is transactional: a rolled-back
// change notifies nobody, and a committed one reaches every listener once the commit is done.
//
// Payloads:
// - `session`: sessions ended or re-keyed, identities;
// - `access`: roles, packagings, privileges;
// - `employer:<id>`: an employee, employment or salary row of that employer;
// - `all`: one of those tables was truncated.
// PostgreSQL folds identical notifications of one transaction into one, so a bulk import notifies once.
const ACCESS_TABLES = [
  'employer_identity_role',
  'tenant_packaging',
  'packaging_privilege',
  'privilege',
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function notify_access_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('lonsam_change', 'access');
      return null;
    end $$`.execute(db);

  await sql`
    create function notify_session_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('lonsam_change', 'session');
      return null;
    end $$`.execute(db);

  for (const table of ACCESS_TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_notifies_change`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function notify_access_changed()`.execute(db);
  }
  // A new session changes no cached one, and the once-a-minute touch of last_seen_at must not empty
  // every process's cache: only an ended session, or one whose owner, token or end changes, notifies.
  // Per row, so that a clean-up that finds no expired session notifies nobody (identical
  // notifications of one transaction are folded into one, so a large clean-up still sends one).
  await sql`
    create trigger session_notifies_change
    after delete or update of id, identity_id, csrf_token, expires_at on session
    for each row execute function notify_session_changed()`.execute(db);
  await sql`
    create trigger session_truncate_notifies_change
    after truncate on session
    for each statement execute function notify_session_changed()`.execute(db);
  await sql`
    create trigger identity_notifies_change
    after insert or update or delete or truncate on identity
    for each statement execute function notify_session_changed()`.execute(db);

  await sql`
    create function notify_employer_data_changed() returns trigger language plpgsql as $$
    declare
      changed record;
      employer uuid;
    begin
      if tg_op = 'DELETE' then changed := old; else changed := new; end if;
      if tg_table_name = 'salary_row' then
        select employer_id into employer from employment where id = changed.employment_id;
      else
        employer := changed.employer_id;
      end if;
      -- A salary row whose employment is already gone belonged to an employer that notified then.
      if employer is not null then
        perform pg_notify('lonsam_change', 'employer:' || employer);
      end if;
      -- An update that moves a row to another employer changes the old one's lists too.
      if tg_op = 'UPDATE' and tg_table_name <> 'salary_row' then
        if old.employer_id is distinct from new.employer_id then
          perform pg_notify('lonsam_change', 'employer:' || old.employer_id);
        end if;
      end if;
      return null;
    end $$`.execute(db);

  await sql`
    create function notify_everything_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('lonsam_change', 'all');
      return null;
    end $$`.execute(db);

  for (const table of ['employee', 'employment', 'salary_row']) {
    await sql`
      create trigger ${sql.id(`${table}_notifies_change`)}
      after insert or update or delete on ${sql.table(table)}
      for each row execute function notify_employer_data_changed()`.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_truncate_notifies_change`)}
      after truncate on ${sql.table(table)}
      for each statement execute function notify_everything_changed()`.execute(db);
  }
}

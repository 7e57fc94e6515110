import { type Kysely, sql } from 'kysely';

// Issue 16: arbetsställen (AGI rutor 060, 245, 246) become rows of their own, and an employment
// refers to one. The free-text `employment.workplace` of issue 10 stays as the referenced
// workplace's name, kept by triggers: the employee list filters and sorts on it through 0041's
// `current_workplace` (a join per row was what 0041 removed), and every writer (API, import, sample
// data, SQL by hand) passes through the triggers. `workplace_id` is the truth; the text follows it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('workplace')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('employer_id', 'uuid', (col) => col.notNull().references('employer.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    // Null only on rows made from old free text below, until an admin completes them.
    .addColumn('street_address', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('city', 'text')
    // The arbetsställenummer of SCB's list, five digits (AGI ruta 060; docs/settings.md).
    .addColumn('workplace_number', 'text', (col) => col.check(sql`workplace_number ~ '^[0-9]{5}$'`))
    .addColumn('archived_at', 'timestamptz')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // The target of the employment's (employer_id, workplace_id) key: no employment can name another
    // company's workplace, whatever the code does.
    .addUniqueConstraint('workplace_employer_id', ['employer_id', 'id'])
    .execute();
  await sql`create unique index workplace_employer_name on workplace (employer_id, lower(name))`.execute(db);
  await sql`create unique index workplace_employer_number on workplace (employer_id, workplace_number)
    where workplace_number is not null`.execute(db);

  // One workplace per distinct text per employer (case and outer spaces ignored; the earliest
  // employment's spelling wins).
  await sql`
    insert into workplace (employer_id, name)
    select distinct on (employer_id, lower(trim(workplace))) employer_id, trim(workplace)
    from employment
    where trim(coalesce(workplace, '')) <> ''
    order by employer_id, lower(trim(workplace)), created_at`.execute(db);

  await db.schema.alterTable('employment').addColumn('workplace_id', 'uuid').execute();
  await sql`alter table employment add constraint employment_workplace
    foreign key (employer_id, workplace_id) references workplace (employer_id, id)`.execute(db);
  await sql`create index employment_workplace_id on employment (workplace_id) where workplace_id is not null`.execute(
    db,
  );

  await sql`
    create function employment_names_its_workplace() returns trigger language plpgsql as $$
    begin
      if new.workplace_id is null then
        new.workplace := null;
      else
        select name into new.workplace from workplace where id = new.workplace_id;
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger employment_names_its_workplace
    before insert or update on employment
    for each row execute function employment_names_its_workplace()`.execute(db);

  // After the trigger: every employment with a text gets its reference, and its text becomes the
  // workplace's name (a blank text, which named no workplace, becomes null).
  await sql`
    update employment set workplace_id = (
      select workplace.id from workplace
      where workplace.employer_id = employment.employer_id
        and lower(workplace.name) = lower(trim(employment.workplace)))
    where workplace is not null`.execute(db);

  await sql`
    create function workplace_renames_its_employments() returns trigger language plpgsql as $$
    begin
      update employment set workplace = new.name where workplace_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger workplace_renames_its_employments
    after update of name on workplace
    for each row when (old.name is distinct from new.name)
    execute function workplace_renames_its_employments()`.execute(db);
}

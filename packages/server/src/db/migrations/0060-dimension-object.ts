import { type Kysely, sql } from 'kysely';

// Issue 16: the objects of the two bookkeeping dimensions (SIE #DIM 1 kostnadsställe, #DIM 6
// projekt). The employment's free-text `cost_centre` of issue 10 becomes a reference; the text stays
// as the object's code, kept by triggers as 0059 keeps the workplace's name (the employee list
// filters on it through 0041's `current_cost_centre`). An object an employment refers to cannot be
// deleted (the foreign key), only deactivated.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dimension_object')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('employer_id', 'uuid', (col) => col.notNull().references('employer.id').onDelete('cascade'))
    .addColumn('dimension', 'text', (col) =>
      col.notNull().check(sql`dimension in ('cost-centre', 'project')`),
    )
    .addColumn('code', 'text', (col) => col.notNull().check(sql`length(code) between 1 and 20`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('dimension_object_employer_id', ['employer_id', 'id'])
    .execute();
  await sql`create unique index dimension_object_employer_code
    on dimension_object (employer_id, dimension, upper(code))`.execute(db);

  // One cost centre per distinct text per employer. A code holds at most 20 characters: a longer
  // text keeps its whole self as the name and its first 20 characters as the code.
  await sql`
    insert into dimension_object (employer_id, dimension, code, name)
    select distinct on (employer_id, upper(left(trim(cost_centre), 20)))
      employer_id, 'cost-centre', left(trim(cost_centre), 20), trim(cost_centre)
    from employment
    where trim(coalesce(cost_centre, '')) <> ''
    order by employer_id, upper(left(trim(cost_centre), 20)), created_at`.execute(db);

  await db.schema
    .alterTable('employment')
    .addColumn('cost_centre_id', 'uuid')
    .addColumn('project_id', 'uuid')
    .execute();
  await sql`alter table employment add constraint employment_cost_centre
    foreign key (employer_id, cost_centre_id) references dimension_object (employer_id, id)`.execute(db);
  await sql`alter table employment add constraint employment_project
    foreign key (employer_id, project_id) references dimension_object (employer_id, id)`.execute(db);
  await sql`create index employment_cost_centre_id on employment (cost_centre_id) where cost_centre_id is not null`.execute(
    db,
  );
  await sql`create index employment_project_id on employment (project_id) where project_id is not null`.execute(
    db,
  );

  // The foreign keys cannot say which dimension an id must be of; this trigger does, and copies
  // the cost centre's code into the text the list reads.
  await sql`
    create function employment_names_its_dimensions() returns trigger language plpgsql as $$
    declare
      found_dimension text;
    begin
      new.cost_centre := null;
      if new.cost_centre_id is not null then
        select dimension, code into found_dimension, new.cost_centre
        from dimension_object where id = new.cost_centre_id;
        if found_dimension is distinct from 'cost-centre' then
          raise exception 'employment.cost_centre_id % is not a cost centre', new.cost_centre_id
            using errcode = '23514';
        end if;
      end if;
      if new.project_id is not null then
        select dimension into found_dimension from dimension_object where id = new.project_id;
        if found_dimension is distinct from 'project' then
          raise exception 'employment.project_id % is not a project', new.project_id using errcode = '23514';
        end if;
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger employment_names_its_dimensions
    before insert or update on employment
    for each row execute function employment_names_its_dimensions()`.execute(db);

  // After the trigger: each employment with a text gets its reference and the code as its text.
  await sql`
    update employment set cost_centre_id = (
      select dimension_object.id from dimension_object
      where dimension_object.employer_id = employment.employer_id
        and dimension_object.dimension = 'cost-centre'
        and upper(dimension_object.code) = upper(left(trim(employment.cost_centre), 20)))
    where cost_centre is not null`.execute(db);

  await sql`
    create function dimension_object_recodes_its_employments() returns trigger language plpgsql as $$
    begin
      update employment set cost_centre = new.code where cost_centre_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger dimension_object_recodes_its_employments
    after update of code on dimension_object
    for each row when (old.code is distinct from new.code)
    execute function dimension_object_recodes_its_employments()`.execute(db);
}

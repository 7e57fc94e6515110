import { type Kysely, sql } from 'kysely';
import type { App } from '../../../app.ts';
import type { Database } from '../../../db/schema.ts';
import type { TestApp } from '../../../db/test-db.ts';
import {
  type EmployerClient,
  employerClient,
  nextPersonnummer,
  signUpManager,
} from '../../employees/testing/employee-test-helpers.ts';
import {
  buildNewCompany,
  createCompany,
  makeOrgNumber,
  type SignedIn,
  signUpUser,
} from '../../employer/testing/employer-test-helpers.ts';
import { LON_BAS, LON_KOMPLETT } from '../../privileges/standard-packagings.ts';

/** An employee with one employment, Monday to Friday 8 hours (40 a week) from 2025-01-01 (SQL). */
export async function insertEmployment(
  db: Kysely<Database>,
  employerId: string,
  name: { firstName: string; lastName: string },
  managerRoleId: string | null,
): Promise<{ employeeId: string; employmentId: string }> {
  const employee = await db
    .insertInto('employee')
    .values({
      employer_id: employerId,
      first_name: name.firstName,
      last_name: name.lastName,
      personnummer: nextPersonnummer(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const employment = await sql<{ id: string }>`
    insert into employment (employer_id, employee_id, start_date, employment_type, position, schedule,
                            weekly_hours, salary_form, vacation, pension, manager_role_id)
    values (${employerId}, ${employee.id}, '2025-01-01', 'permanent', 'Kock', '[8,8,8,8,8,0,0]', 40,
            'monthly', '{}', '{}', ${managerRoleId})
    returning id`.execute(db);
  return { employeeId: employee.id, employmentId: employment.rows[0]!.id };
}

async function latestIdentityId(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('session')
    .select('identity_id')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return row.identity_id;
}

/** A signed-up person given the user role of an employment (SQL: invitations are not under test). */
export async function signUpEmployee(
  app: App,
  db: Kysely<Database>,
  employerId: string,
  employmentId: string,
  identity?: { user: SignedIn; identityId: string },
): Promise<{ user: SignedIn; roleId: string }> {
  const user = identity?.user ?? (await signUpUser(app, db));
  const identityId = identity?.identityId ?? (await latestIdentityId(db));
  const role = await db
    .insertInto('employer_identity_role')
    .values({ employer_id: employerId, identity_id: identityId, role: 'user', employment_id: employmentId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { user, roleId: role.id };
}

export type EventWorld = {
  employerId: string;
  /** Anna is in the manager's team, Bo is not, Maja is the manager herself (her own manager). */
  anna: { employmentId: string; employeeId: string };
  bo: { employmentId: string; employeeId: string };
  maja: { employmentId: string; employeeId: string };
  asAdmin: EmployerClient;
  asManager: EmployerClient;
  asAnna: EmployerClient;
  asBo: EmployerClient;
  /** Another company's admin naming this company, and at home in a company without travel (Lön Bas). */
  asOtherAdmin: EmployerClient;
  asOtherAdminAtHome: EmployerClient;
  otherEmployerId: string;
  otherEmploymentId: string;
};

/** A Lön Komplett company (every event privilege) with an admin, a manager, two employees and another company. */
export async function buildEventWorld(testApp: TestApp, orgSeed: number): Promise<EventWorld> {
  const { app, db } = testApp;
  const admin = await signUpUser(app, db);
  const company = await createCompany(
    app,
    admin,
    buildNewCompany({ orgNumber: makeOrgNumber(orgSeed), packagingId: LON_KOMPLETT.id }),
  );
  const employerId = company.employerId;
  const manager = await signUpManager(app, db, employerId);
  const managerIdentityId = await latestIdentityId(db);
  const anna = await insertEmployment(db, employerId, { firstName: 'Anna', lastName: 'Ek' }, manager.roleId);
  const bo = await insertEmployment(db, employerId, { firstName: 'Bo', lastName: 'Gran' }, null);
  const maja = await insertEmployment(
    db,
    employerId,
    { firstName: 'Maja', lastName: 'Chef' },
    manager.roleId,
  );
  // The manager is also Maja, the employee: a user role of hers tied to that employment.
  await signUpEmployee(app, db, employerId, maja.employmentId, {
    user: manager.user,
    identityId: managerIdentityId,
  });
  const annaUser = await signUpEmployee(app, db, employerId, anna.employmentId);
  const boUser = await signUpEmployee(app, db, employerId, bo.employmentId);
  const other = await signUpUser(app, db);
  const otherCompany = await createCompany(
    app,
    other,
    buildNewCompany({ orgNumber: makeOrgNumber(orgSeed + 1), packagingId: LON_BAS.id }),
  );
  const otherEmployment = await insertEmployment(
    db,
    otherCompany.employerId,
    { firstName: 'Olle', lastName: 'Annan' },
    null,
  );
  return {
    employerId,
    anna,
    bo,
    maja,
    asAdmin: employerClient(app, admin, employerId, company.adminRoleId),
    asManager: employerClient(app, manager.user, employerId, manager.roleId),
    asAnna: employerClient(app, annaUser.user, employerId, annaUser.roleId),
    asBo: employerClient(app, boUser.user, employerId, boUser.roleId),
    asOtherAdmin: employerClient(app, other, employerId, otherCompany.adminRoleId),
    asOtherAdminAtHome: employerClient(app, other, otherCompany.employerId, otherCompany.adminRoleId),
    otherEmployerId: otherCompany.employerId,
    otherEmploymentId: otherEmployment.employmentId,
  };
}

export function sickDays(fromDate: string, toDate: string) {
  return { kind: 'absence', absenceType: 'sick', fromDate, toDate, extent: { mode: 'whole-days' } };
}

export function absenceHours(absenceType: string, date: string, hoursPerDay: number) {
  return {
    kind: 'absence',
    absenceType,
    fromDate: date,
    toDate: date,
    extent: { mode: 'hours', hoursPerDay },
  };
}

/** 720 Utlägg: an expense the employee is paid back, in öre. */
export function outlay(date: string, amountOre: number) {
  return { kind: 'transaction', salaryTypeCode: '720', date, amountOre };
}

export function trip(departure: string, ret: string) {
  return { kind: 'travel', departure, return: ret, destination: 'Göteborg', overnight: true };
}

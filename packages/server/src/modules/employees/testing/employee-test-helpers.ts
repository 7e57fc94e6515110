import type { EmployeeCreateInput } from '@lonsam/domain/employees/employee-schema';
import type { EmploymentInput } from '@lonsam/domain/employees/employment-schema';
import { generatePersonnummer } from '@lonsam/domain/validation/generate-personnummer';
import type { Kysely } from 'kysely';
import type { App } from '../../../app.ts';
import type { Database } from '../../../db/schema.ts';
import type { EmployerRole } from '../../../db/tables/employer-tables.ts';
import { type SignedIn, sessionHeaders, signUpUser } from '../../employer/testing/employer-test-helpers.ts';

let sequence = 0;

/** A valid, distinct personnummer per call (12 digits, born 1980–1999). */
export function nextPersonnummer(): string {
  sequence += 1;
  const year = 1980 + (sequence % 20);
  return generatePersonnummer({
    birthDate: `${year}-04-1${sequence % 9}`,
    sex: sequence % 2 ? 'male' : 'female',
    sequence: sequence % 400,
  });
}

export function buildEmployee(overrides: Partial<EmployeeCreateInput> = {}): EmployeeCreateInput {
  return {
    firstName: 'Sara',
    lastName: 'Lind',
    personnummer: nextPersonnummer(),
    email: null,
    phone: '070-123 45 67',
    streetAddress: 'Storgatan 1',
    postalCode: '111 52',
    city: 'Stockholm',
    clearingNumber: null,
    accountNumber: null,
    tax: { method: 'table', table: 33, column: 1 },
    ...overrides,
  };
}

export function buildEmployment(overrides: Partial<EmploymentInput> = {}): EmploymentInput {
  return {
    startDate: '2025-01-01',
    employmentType: 'permanent',
    position: 'Kock',
    salaryForm: 'monthly',
    salaryRows: [{ validFrom: '2025-01-01', amountOre: 3_200_000 }],
    ...overrides,
  };
}

/**
 * A workplace and a cost centre of the employer (SQL, as the settings routes are not under test
 * here), for employments to refer to; the list shows and filters by the name and the code.
 */
export async function insertWorkplaceAndCostCentre(
  db: Kysely<Database>,
  employerId: string,
  names: { workplace?: string; costCentre?: string } = {},
): Promise<{ workplaceId: string; costCentreId: string }> {
  const workplace = await db
    .insertInto('workplace')
    .values({
      employer_id: employerId,
      name: names.workplace ?? 'Stockholm',
      street_address: 'Storgatan 1',
      postal_code: '111 52',
      city: 'Stockholm',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const costCentre = await db
    .insertInto('dimension_object')
    .values({
      employer_id: employerId,
      dimension: 'cost-centre',
      code: names.costCentre ?? '100',
      name: `Kostnadsställe ${names.costCentre ?? '100'}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { workplaceId: workplace.id, costCentreId: costCentre.id };
}

/** A client for one employer and role: `call('GET', '/employees')` → /api/employer/{id}/employees. */
export function employerClient(app: App, user: SignedIn, employerId: string, roleId: string) {
  return (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/employer/${employerId}${path}`,
      headers: sessionHeaders(user, roleId),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
export type EmployerClient = ReturnType<typeof employerClient>;

/** A newly signed-up person given a role at the employer (SQL: no route grants one this way). */
export async function signUpWithRole(
  app: App,
  db: Kysely<Database>,
  employerId: string,
  role: EmployerRole,
): Promise<{ user: SignedIn; roleId: string }> {
  const user = await signUpUser(app, db);
  const identity = await db
    .selectFrom('session')
    .select('identity_id')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const created = await db
    .insertInto('employer_identity_role')
    .values({ employer_id: employerId, identity_id: identity.identity_id, role })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { user, roleId: created.id };
}

/**
 * A newly signed-up person given a manager role at the employer (SQL: no route grants one yet);
 * the role id is what employments name as their manager.
 */
export function signUpManager(
  app: App,
  db: Kysely<Database>,
  employerId: string,
): Promise<{ user: SignedIn; roleId: string }> {
  return signUpWithRole(app, db, employerId, 'manager');
}

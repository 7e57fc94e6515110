import { EMPLOYER_IDENTITY_ROLE_HEADER } from '@lonsam/domain/constants/client-limits';
import type { NewCompanyInput } from '@lonsam/domain/schemas/new-company';
import { calculateLuhnCheckDigit } from '@lonsam/domain/validation/luhn';
import type { Kysely } from 'kysely';
import type { App } from '../../../app.ts';
import type { Database } from '../../../db/schema.ts';
import { signUp } from '../../auth/testing/auth-test-helpers.ts';
import { LON_BAS, STANDARD_CUSTOMER } from '../../privileges/standard-packagings.ts';

/** A valid organisation number of a legal person (`16` + 5560nnnnn + check digit), distinct per n. */
export function makeOrgNumber(n: number): string {
  const body = `5560${String(n).padStart(5, '0')}`;
  const digits = `${body}${calculateLuhnCheckDigit(body)}`;
  return `16${digits.slice(0, 6)}-${digits.slice(6)}`;
}

export const ADMIN_PERSONNUMMER = '19850312-0076';

export function buildNewCompany(overrides: Partial<NewCompanyInput> = {}): NewCompanyInput {
  return {
    companyName: 'Testbolaget AB',
    orgNumber: makeOrgNumber(1),
    defaultAdmin: { firstName: 'Anna', lastName: 'Svensson', personalIdentityNumber: ADMIN_PERSONNUMMER },
    demoData: { demo: false, extraEmployees: 5, monthsBack: 4 },
    partnerPublicKey: null,
    customerId: STANDARD_CUSTOMER.id,
    packagingId: LON_BAS.id,
    ...overrides,
  };
}

export type SignedIn = { cookie: string; token: string };

export function sessionHeaders(user: SignedIn, roleId?: string): Record<string, string> {
  return {
    cookie: user.cookie,
    'x-lonsam-csrf': user.token,
    ...(roleId ? { [EMPLOYER_IDENTITY_ROLE_HEADER]: roleId } : {}),
  };
}

let accounts = 0;

/** A new signed-up account (email and password through the API). */
export async function signUpUser(app: App, db: Kysely<Database>): Promise<SignedIn> {
  accounts += 1;
  return signUp(app, db, `person${accounts}-${Date.now()}@exempel.se`, 'ett långt lösenord');
}

/** POST /api/employer as that user; throws unless 200. */
export async function createCompany(
  app: App,
  user: SignedIn,
  company: NewCompanyInput,
): Promise<{ employerId: string; adminRoleId: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/employer',
    headers: sessionHeaders(user),
    payload: company,
  });
  if (response.statusCode !== 200)
    throw new Error(`POST /api/employer answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

import { INVALID_ACCOUNT_NUMBER_MESSAGE } from '@lonsam/domain/accounting/bas-accounts';
import { versionNotAfterLatestMessage } from '@lonsam/domain/salary-types/effective-salary-type';
import { SALARY_TYPE_CODE_TAKEN_MESSAGE } from '@lonsam/domain/salary-types/salary-type-schema';
import { STANDARD_SALARY_TYPES } from '@lonsam/domain/salary-types/standard-salary-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { listEmployerScopedRoutes } from '../../http/employer-scope-guard.ts';
import {
  type EmployerClient,
  employerClient,
  signUpManager,
} from '../employees/testing/employee-test-helpers.ts';
import {
  buildNewCompany,
  createCompany,
  makeOrgNumber,
  type SignedIn,
  signUpUser,
} from '../employer/testing/employer-test-helpers.ts';
import { LON_BAS } from '../privileges/standard-packagings.ts';

let testApp: TestApp;
let employerId: string;
let otherEmployerId: string;
let asAdmin: EmployerClient;
let asManager: EmployerClient;
let asOtherAdmin: EmployerClient;
let asOtherAdminAtHome: EmployerClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  const admin: SignedIn = await signUpUser(testApp.app, testApp.db);
  const company = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({ orgNumber: makeOrgNumber(1621), packagingId: LON_BAS.id }),
  );
  employerId = company.employerId;
  asAdmin = employerClient(testApp.app, admin, employerId, company.adminRoleId);
  const manager = await signUpManager(testApp.app, testApp.db, employerId);
  asManager = employerClient(testApp.app, manager.user, employerId, manager.roleId);
  const other: SignedIn = await signUpUser(testApp.app, testApp.db);
  const otherCompany = await createCompany(
    testApp.app,
    other,
    buildNewCompany({ orgNumber: makeOrgNumber(1622), packagingId: LON_BAS.id }),
  );
  otherEmployerId = otherCompany.employerId;
  // The other company's admin naming this employer: denied by the employer tree's guard.
  asOtherAdmin = employerClient(testApp.app, other, employerId, otherCompany.adminRoleId);
  asOtherAdminAtHome = employerClient(testApp.app, other, otherEmployerId, otherCompany.adminRoleId);
});
afterAll(async () => {
  await testApp.close();
});

const standard = (code: string) => STANDARD_SALARY_TYPES.find((type) => type.code === code)!;

/** An own earning, copied from the catalogue's bonus. */
function ownType(overrides: Record<string, unknown> = {}) {
  const { code: _code, ...bonus } = structuredClone(standard('500'));
  return { ...bonus, code: '9000', name: 'Jubileumsgåva', validFrom: '2026-01-01', ...overrides };
}

async function list(client = asAdmin) {
  const response = await client('GET', '/salary-types');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    salaryTypes: { id: string; code: string; version: number; kind: string; current: unknown }[];
    suggestedCode: string | null;
  };
}

async function typeId(code: string, client = asAdmin) {
  const found = (await list(client)).salaryTypes.find((type) => type.code === code);
  if (!found) throw new Error(`no type ${code}`);
  return found.id;
}

async function countTypes(id = employerId) {
  const row = await testApp.db
    .selectFrom('salary_type')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('employer_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function auditRows(entityId: string) {
  return testApp.db
    .selectFrom('audit_event')
    .select(['action', 'before', 'after'])
    .where('entity_id', '=', entityId)
    .orderBy('occurred_at')
    .execute();
}

describe('the routes', () => {
  it('declare TenantManagement.SalarySupplements, read or write', () => {
    const routes = listEmployerScopedRoutes(testApp.app).filter(
      (route) => route.url.includes('/salary-types') && route.method !== 'HEAD',
    );
    expect(routes).toHaveLength(5);
    for (const route of routes) {
      const access = route.employerAccess;
      if (access === undefined || access === 'role') throw new Error(route.url);
      expect(access.privilege).toBe('TenantManagement.SalarySupplements');
      expect(access.access).toBe(route.method === 'GET' ? 'read' : 'write');
    }
  });
});

describe('the catalogue of a new company', () => {
  it('holds every standard type with its version in force today, sorted by code', async () => {
    const { salaryTypes, suggestedCode } = await list();
    expect(salaryTypes.map((type) => type.code)).toEqual(
      STANDARD_SALARY_TYPES.map((type) => type.code).sort((a, b) => Number(a) - Number(b)),
    );
    expect(salaryTypes.every((type) => type.current !== null)).toBe(true);
    expect(suggestedCode).toBe('9000');
    expect(await countTypes(otherEmployerId)).toBe(STANDARD_SALARY_TYPES.length);
  });

  it('gives one type with its versions', async () => {
    const response = await asAdmin('GET', `/salary-types/${await typeId('600')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: '600',
      name: 'Bilförmån',
      kind: 'benefit',
      isStandard: true,
      versions: [
        { validFrom: '1970-01-01', treatment: { agiBox: '013', tax: 'table', contributionBase: true } },
      ],
    });
  });
});

describe('privileges and companies', () => {
  it('403 for a manager without the privilege, on reads and writes, and nothing saved', async () => {
    const id = await typeId('100');
    const before = await countTypes();
    expect((await asManager('GET', '/salary-types')).statusCode).toBe(403);
    expect((await asManager('GET', `/salary-types/${id}`)).statusCode).toBe(403);
    expect((await asManager('POST', '/salary-types', ownType({ code: '9100' }))).statusCode).toBe(403);
    expect(await countTypes()).toBe(before);
  });

  it('denies another company’s admin naming this employer', async () => {
    expect((await asOtherAdmin('GET', '/salary-types')).statusCode).toBe(403);
    expect((await asOtherAdmin('POST', '/salary-types', ownType({ code: '9101' }))).statusCode).toBe(403);
  });

  it('404 for this company’s type asked for under another company', async () => {
    const id = await typeId('100');
    const response = await asOtherAdminAtHome('PUT', `/salary-types/${id}`, {
      version: 1,
      name: 'Kapad',
      debitAccount: '7210',
      creditAccount: '1930',
      reportable: false,
      active: true,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('SALARY_TYPE_NOT_FOUND');
    expect((await asOtherAdminAtHome('GET', `/salary-types/${id}`)).statusCode).toBe(404);
  });
});

describe('create an own type', () => {
  it('creates it with its first version and an audit row', async () => {
    const response = await asAdmin('POST', '/salary-types', ownType());
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ code: '9000', name: 'Jubileumsgåva', isStandard: false, version: 1 });
    expect(created.versions).toHaveLength(1);
    const [row] = await auditRows(created.id);
    expect(row?.action).toBe('salary-type.created');
    expect(row?.after).toMatchObject({ employerId, code: '9000', name: 'Jubileumsgåva' });
    expect((await list()).suggestedCode).toBe('9001');
  });

  it('400 with Swedish field errors and nothing saved: code collision, account 12345, tax-free in the base', async () => {
    const before = await countTypes();
    const collision = await asAdmin('POST', '/salary-types', ownType({ code: '100' }));
    expect(collision.statusCode).toBe(400);
    expect(collision.json().errors).toEqual({ code: [SALARY_TYPE_CODE_TAKEN_MESSAGE] });

    const badAccount = await asAdmin(
      'POST',
      '/salary-types',
      ownType({ code: '9200', debitAccount: '12345' }),
    );
    expect(badAccount.statusCode).toBe(400);
    expect(badAccount.json().errors.debitAccount).toEqual([INVALID_ACCOUNT_NUMBER_MESSAGE]);

    const perDiem = structuredClone(standard('700'));
    const taxFreeInBase = await asAdmin('POST', '/salary-types', {
      ...perDiem,
      code: '9201',
      validFrom: '2026-01-01',
      treatment: { ...perDiem.treatment, contributionBase: true },
    });
    expect(taxFreeInBase.statusCode).toBe(400);
    expect(taxFreeInBase.json().errors['treatment.contributionBase']).toEqual([
      'Skattefri ersättning ingår inte i underlaget för arbetsgivaravgifter',
    ]);
    expect(await countTypes()).toBe(before);
  });
});

describe('edit in place', () => {
  it('renames and re-accounts with an audit row; a stale version gets 409 with the stored values', async () => {
    const id = await typeId('510');
    const body = {
      version: 1,
      name: 'Provision säljare',
      debitAccount: '7210',
      creditAccount: '1930',
      reportable: false,
      active: true,
    };
    const saved = await asAdmin('PUT', `/salary-types/${id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Provision säljare', version: 2 });
    const rows = await auditRows(id);
    expect(rows.at(-1)).toMatchObject({
      action: 'salary-type.updated',
      before: { employerId, code: '510', name: 'Provision' },
      after: { employerId, code: '510', name: 'Provision säljare' },
    });

    const stale = await asAdmin('PUT', `/salary-types/${id}`, { ...body, name: 'Gammal flik' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'VERSION_CONFLICT',
      current: { name: 'Provision säljare', version: 2 },
    });
  });

  it('deactivates a standard type (never deletes it)', async () => {
    const id = await typeId('212');
    const response = await asAdmin('PUT', `/salary-types/${id}`, {
      version: 1,
      name: 'Övertid, timavlönad',
      debitAccount: '7010',
      creditAccount: '1930',
      reportable: true,
      active: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ active: false, isStandard: true });
    expect((await asAdmin('DELETE', `/salary-types/${id}`)).statusCode).toBe(404);
    expect(await countTypes()).toBeGreaterThanOrEqual(STANDARD_SALARY_TYPES.length);
  });

  it('400 for an account on an information row, nothing saved', async () => {
    const id = await typeId('900');
    const response = await asAdmin('PUT', `/salary-types/${id}`, {
      version: 1,
      name: 'Arbetade timmar',
      debitAccount: '7210',
      creditAccount: null,
      reportable: true,
      active: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.debitAccount).toEqual([
      'En informationsrad bokförs inte: lämna kontot tomt',
    ]);
    const stored = await testApp.db
      .selectFrom('salary_type')
      .select(['debit_account', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ debit_account: null, version: 1 });
  });
});

describe('a new treatment version', () => {
  it('applies from its date; the old version still answers for earlier dates; audited', async () => {
    const id = await typeId('500');
    const treatment = { ...standard('500').treatment, tax: 'table' };
    const response = await asAdmin('POST', `/salary-types/${id}/versions`, {
      version: 1,
      validFrom: '2026-07-01',
      treatment,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().versions.map((version: { validFrom: string }) => version.validFrom)).toEqual([
      '1970-01-01',
      '2026-07-01',
    ]);
    const june = await asAdmin('GET', '/salary-types?date=2026-06-30');
    const july = await asAdmin('GET', '/salary-types?date=2026-07-01');
    const taxOf = (body: { salaryTypes: { id: string; current: { treatment: { tax: string } } }[] }) =>
      body.salaryTypes.find((type) => type.id === id)?.current.treatment.tax;
    expect(taxOf(june.json())).toBe('one-off');
    expect(taxOf(july.json())).toBe('table');
    expect((await auditRows(id)).at(-1)).toMatchObject({
      action: 'salary-type.version-added',
      after: { employerId, code: '500', validFrom: '2026-07-01' },
    });
  });

  it('400 for a start not after the latest version, or a treatment that breaks the kind; nothing saved', async () => {
    const id = await typeId('700');
    const treatment = standard('700').treatment;
    const notAfter = await asAdmin('POST', `/salary-types/${id}/versions`, {
      version: 1,
      validFrom: '1970-01-01',
      treatment,
    });
    expect(notAfter.statusCode).toBe(400);
    expect(notAfter.json().errors.validFrom).toEqual([versionNotAfterLatestMessage('1970-01-01')]);
    const inBase = await asAdmin('POST', `/salary-types/${id}/versions`, {
      version: 1,
      validFrom: '2026-07-01',
      treatment: { ...treatment, contributionBase: true },
    });
    expect(inBase.statusCode).toBe(400);
    expect(inBase.json().errors['treatment.contributionBase']).toHaveLength(1);
    const versions = await testApp.db
      .selectFrom('salary_type_version')
      .select('id')
      .where('salary_type_id', '=', id)
      .execute();
    expect(versions).toHaveLength(1);
  });

  it('409 with the stored type for a stale version', async () => {
    const id = await typeId('500');
    const response = await asAdmin('POST', `/salary-types/${id}/versions`, {
      version: 1,
      validFrom: '2027-01-01',
      treatment: standard('500').treatment,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().current).toMatchObject({ code: '500', version: 2 });
  });

  it('the database refuses to change a stored version', async () => {
    const id = await typeId('100');
    await expect(
      testApp.db
        .updateTable('salary_type_version')
        .set({ valid_from: '2020-01-01' } as never)
        .where('salary_type_id', '=', id)
        .execute(),
    ).rejects.toThrow(/never updated/);
  });
});

import { listPrivilegesUnder } from '@lonsam/domain/privileges/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { buildSecondApp } from '../auth/testing/parallel-attempts.ts';
import {
  buildEmployee,
  buildEmployment,
  signUpWithRole,
} from '../employees/testing/employee-test-helpers.ts';
import {
  buildNewCompany,
  createCompany,
  makeOrgNumber,
  type SignedIn,
  sessionHeaders,
  signUpUser,
} from '../employer/testing/employer-test-helpers.ts';
import { insertEmployment } from '../events/testing/event-test-setup.ts';
import { insertRun } from '../payslips/testing/payslip-test-setup.ts';
import { HR_KOMPLETT, LON_BAS } from '../privileges/standard-packagings.ts';

// Low enough to reach in a test; every other test makes its own token, and the limit is per token.
const REQUESTS_PER_MINUTE = 6;

let testApp: TestApp;
let admin: SignedIn;
let employerId: string;
let adminRoleId: string;
let otherEmployerId: string;

const inAYear = () => new Date(Date.now() + 300 * 24 * 3600 * 1000).toISOString().slice(0, 10);

async function makeToken(privileges: { id: string; writeAccess?: boolean }[], roleId = adminRoleId) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/account/api-tokens',
    headers: sessionHeaders(admin),
    payload: { name: 'Lönesystemet', roleId, expiresOn: inAYear(), privileges },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { token: string; apiToken: { id: string; version: number; tokenPrefix: string } };
}

function withToken(token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) {
  return testApp.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

beforeAll(async () => {
  testApp = await buildTestApp({ env: { API_TOKEN_REQUESTS_PER_MINUTE: String(REQUESTS_PER_MINUTE) } });
  admin = await signUpUser(testApp.app, testApp.db);
  const company = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({ orgNumber: makeOrgNumber(2211), packagingId: HR_KOMPLETT.id }),
  );
  employerId = company.employerId;
  adminRoleId = company.adminRoleId;
  const other = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({ orgNumber: makeOrgNumber(2212), companyName: 'Andra AB', packagingId: HR_KOMPLETT.id }),
  );
  otherEmployerId = other.employerId;
});
afterAll(async () => {
  await testApp.close();
});

describe('personal API tokens', () => {
  it('shows the token once, stores only its hash, and lists it without the token', async () => {
    const { token, apiToken } = await makeToken([{ id: 'Employee.BulkList' }]);
    expect(token).toMatch(/^lonsam_[A-Za-z0-9_-]{43}$/);
    const row = await testApp.db
      .selectFrom('api_token')
      .selectAll()
      .where('id', '=', apiToken.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(token.slice(7));
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/account/api-tokens',
      headers: sessionHeaders(admin),
    });
    expect(list.body).not.toContain(token);
    const listed = list.json().apiTokens.find((entry: { id: string }) => entry.id === apiToken.id);
    // Read-only by default.
    expect(listed.privileges).toEqual([{ id: 'Employee.BulkList', writeAccess: false }]);
    expect(listed.tokenPrefix).toBe(token.slice(0, 12));
    const companies = await testApp.app.inject({
      method: 'GET',
      url: '/api/account/api-tokens/companies',
      headers: sessionHeaders(admin),
    });
    expect(companies.json().companies.map((company: { employerId: string }) => company.employerId)).toContain(
      employerId,
    );
  });

  it('works on the company API with exactly the token’s privileges, read or write, without CSRF', async () => {
    const { token } = await makeToken([{ id: 'Employee.BulkList' }, { id: 'Employee.Lifecycle.Create' }]);
    const list = await withToken(token, 'GET', `/api/employer/${employerId}/employees`);
    expect(list.statusCode).toBe(200);
    // The admin holds company info, the token does not.
    const info = await withToken(token, 'GET', `/api/employer/${employerId}/company-info`);
    expect(info.statusCode).toBe(403);
    expect(info.json().code).toBe('PRIVILEGE_MISSING');
    // Read-only: creating an employee is refused before the body is looked at.
    const create = await withToken(token, 'POST', `/api/employer/${employerId}/employees`, {});
    expect(create.json().code).toBe('PRIVILEGE_MISSING');

    const { token: writer } = await makeToken([{ id: 'Employee.Lifecycle.Create', writeAccess: true }]);
    // No CSRF header and no cookie: past the guard, the empty body is what fails.
    const written = await withToken(writer, 'POST', `/api/employer/${employerId}/employees`, {});
    expect(written.statusCode).toBe(400);
    expect(written.json().code).not.toBe('CSRF_TOKEN_INVALID');
  });

  it('audits a change made with a token under its owner and request, naming the token; a session change names none', async () => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: `/api/employer/${employerId}/employees`,
      headers: sessionHeaders(admin, adminRoleId),
      payload: { ...buildEmployee(), employment: buildEmployment() },
    });
    expect(created.statusCode, created.body).toBe(201);
    const employeeId = created.json().id as string;
    const { token, apiToken } = await makeToken(
      listPrivilegesUnder('Employee.PersonalData').map((entry) => ({ id: entry.id, writeAccess: true })),
    );
    const viaToken = await withToken(token, 'PATCH', `/api/employer/${employerId}/employees/${employeeId}`, {
      version: 1,
      phone: '08-123 456',
    });
    expect(viaToken.statusCode, viaToken.body).toBe(200);
    const viaSession = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/employer/${employerId}/employees/${employeeId}`,
      headers: sessionHeaders(admin, adminRoleId),
      payload: { version: 2, phone: '08-654 321' },
    });
    expect(viaSession.statusCode, viaSession.body).toBe(200);

    const rows = await testApp.db
      .selectFrom('audit_event')
      .select(['actor_identity_id', 'request_id', 'api_token_id'])
      .where('entity_type', '=', 'employee')
      .where('entity_id', '=', employeeId)
      .where('action', '=', 'employee.updated')
      .orderBy('id')
      .execute();
    const owner = await testApp.db
      .selectFrom('api_token')
      .select('identity_id')
      .where('id', '=', apiToken.id)
      .executeTakeFirstOrThrow();
    expect(rows).toHaveLength(2);
    const [tokenRow, sessionRow] = rows;
    expect(tokenRow).toMatchObject({ actor_identity_id: owner.identity_id, api_token_id: apiToken.id });
    expect(tokenRow?.request_id).toEqual(expect.any(String));
    expect(sessionRow).toMatchObject({ actor_identity_id: owner.identity_id, api_token_id: null });

    // Processhistorik names the token by its name, newest first.
    const history = await testApp.app.inject({
      method: 'GET',
      url: `/api/employer/${employerId}/settings/process-history?action=employee.updated`,
      headers: sessionHeaders(admin, adminRoleId),
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().items.map((item: { apiToken: string | null }) => item.apiToken)).toEqual([
      null,
      'Lönesystemet',
    ]);
    const csv = await testApp.app.inject({
      method: 'GET',
      url: `/api/employer/${employerId}/settings/process-history/export?action=employee.updated`,
      headers: sessionHeaders(admin, adminRoleId),
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain('via API-nyckel Lönesystemet');
  });

  it('is refused on another company, on sign-in, tokens, user management and privilege groups', async () => {
    const { token } = await makeToken([
      { id: 'Employee.BulkList' },
      { id: 'PrivilegeGroups', writeAccess: true },
    ]);
    const refused = [
      await withToken(token, 'GET', `/api/employer/${otherEmployerId}/employees`),
      await withToken(token, 'GET', '/api/account/api-tokens'),
      await withToken(token, 'POST', '/api/login'),
      await withToken(token, 'GET', '/api/entry'),
      await withToken(token, 'GET', `/api/employer/${employerId}/privilege-groups`),
      await withToken(token, 'GET', `/api/employer/${employerId}/users`),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().code).toBe('API_TOKEN_NOT_ALLOWED');
    }
  });

  it('refuses privileges the owner does not hold, and owners without Me.ApiAccess', async () => {
    const small = await createCompany(
      testApp.app,
      admin,
      buildNewCompany({ orgNumber: makeOrgNumber(2213), companyName: 'Lilla AB', packagingId: LON_BAS.id }),
    );
    const noAccess = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/api-tokens',
      headers: sessionHeaders(admin),
      payload: {
        name: 'x',
        roleId: small.adminRoleId,
        expiresOn: inAYear(),
        privileges: [{ id: 'Employee.BulkList' }],
      },
    });
    expect(noAccess.statusCode).toBe(403);
    // An id outside the catalogue is refused by the contract, before anything is stored.
    const notHeld = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/api-tokens',
      headers: sessionHeaders(admin),
      payload: {
        name: 'x',
        roleId: adminRoleId,
        expiresOn: inAYear(),
        privileges: [{ id: 'Employee.BulkList' }, { id: 'Not.A.Privilege' }],
      },
    });
    expect(notHeld.statusCode).toBe(400);
    const tooLong = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/api-tokens',
      headers: sessionHeaders(admin),
      payload: {
        name: 'x',
        roleId: adminRoleId,
        expiresOn: '2099-01-01',
        privileges: [{ id: 'Employee.BulkList' }],
      },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.expiresOn).toBeDefined();
  });

  it('refuses an expired token and a revoked one from the next request, also in a second process', async () => {
    const expired = await makeToken([{ id: 'Employee.BulkList' }]);
    await testApp.db
      .updateTable('api_token')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expired.apiToken.id)
      .execute();
    const late = await withToken(expired.token, 'GET', `/api/employer/${employerId}/employees`);
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('API_TOKEN_INVALID');

    const { token, apiToken } = await makeToken([{ id: 'Employee.BulkList' }]);
    const second = await buildSecondApp(testApp);
    try {
      const url = `/api/employer/${employerId}/employees`;
      const headers = { authorization: `Bearer ${token}` };
      expect((await second.app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
      const revoked = await testApp.app.inject({
        method: 'POST',
        url: `/api/account/api-tokens/${apiToken.id}/revoke`,
        headers: sessionHeaders(admin),
        payload: { version: apiToken.version },
      });
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json().apiToken.revokedAt).not.toBeNull();
      expect((await withToken(token, 'GET', url)).statusCode).toBe(401);
      expect((await second.app.inject({ method: 'GET', url, headers })).statusCode).toBe(401);
    } finally {
      await second.close();
    }
    const audit = await testApp.db
      .selectFrom('audit_event')
      .select(['action', 'employer_id', 'after'])
      .where('entity_id', '=', apiToken.id)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['api-token.created', 'api-token.revoked']);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('stops a token whose owner loses the role', async () => {
    const { user: person, roleId } = await signUpWithRole(testApp.app, testApp.db, employerId, 'admin');
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/api-tokens',
      headers: sessionHeaders(person),
      payload: {
        name: 'Egen',
        roleId,
        expiresOn: inAYear(),
        privileges: [{ id: 'Employee.BulkList' }],
      },
    });
    const { token } = created.json();
    const url = `/api/employer/${employerId}/employees`;
    expect((await withToken(token, 'GET', url)).statusCode).toBe(200);
    await testApp.db.deleteFrom('employer_identity_role').where('id', '=', roleId).execute();
    await testApp.settle();
    expect((await withToken(token, 'GET', url)).statusCode).toBe(401);
  });

  it('is rate-limited per token and records when and from where it was last used', async () => {
    const { token, apiToken } = await makeToken([{ id: 'Employee.BulkList' }]);
    const { token: otherToken } = await makeToken([{ id: 'Employee.BulkList' }]);
    const url = `/api/employer/${employerId}/employees`;
    for (let index = 0; index < REQUESTS_PER_MINUTE; index += 1) {
      expect((await withToken(token, 'GET', url)).statusCode).toBe(200);
    }
    const limited = await withToken(token, 'GET', url);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('API_TOKEN_RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another token of the same person is not held up.
    expect((await withToken(otherToken, 'GET', url)).statusCode).toBe(200);
    const row = await testApp.db
      .selectFrom('api_token')
      .select(['last_used_at', 'last_used_address'])
      .where('id', '=', apiToken.id)
      .executeTakeFirstOrThrow();
    expect(row.last_used_at).not.toBeNull();
    expect(row.last_used_address).toBe('127.0.0.1');
  });

  it('a session without CSRF is still refused, so the token path is no way around CSRF', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/employer/${employerId}/employees`,
      headers: { cookie: admin.cookie, 'employer-identity-role': adminRoleId },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF_TOKEN_INVALID');
  });

  it('documents bearer authentication in /api/docs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const spec = response.json();
    expect(spec.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const list = spec.paths['/api/employer/{employerId}/employees'].get;
    expect(list.security).toEqual([{ sessionCookie: [] }, { bearerAuth: [] }]);
    const groups = spec.paths['/api/employer/{employerId}/privilege-groups'].get;
    expect(groups.security).toEqual([{ sessionCookie: [] }]);
  });

  it('runs docs/api.md’s example: list employees, then download a payslip PDF, with a read-only token', async () => {
    const anna = await insertEmployment(testApp.db, employerId, { firstName: 'Anna', lastName: 'Ek' }, null);
    const run = await insertRun(
      testApp.db,
      employerId,
      { period: '2026-01', payDate: '2026-01-25', label: 'Lön januari 2026', status: 'completed' },
      [{ ...anna, employeeName: 'Anna Ek', monthlySalaryOre: 3_500_000 }],
    );
    const { token } = await makeToken([
      { id: 'Employee.BulkList' },
      { id: 'ReportingAndCompliance.Payslip' },
    ]);
    const employees = await withToken(
      token,
      'GET',
      `/api/employer/${employerId}/employees?page=1&pageSize=100`,
    );
    expect(employees.statusCode).toBe(200);
    expect(employees.json().items.map((item: { id: string }) => item.id)).toContain(anna.employeeId);
    const payslips = await withToken(token, 'GET', `/api/employer/${employerId}/payslips`);
    expect(payslips.statusCode).toBe(200);
    const payslipId = payslips.json().payslips[0].id;
    expect(payslipId).toBe(run.payslipIds[0]);
    const pdf = await withToken(token, 'GET', `/api/employer/${employerId}/payslips/${payslipId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('follows the owner: put in a privilege group without a privilege, the token loses it on the next request', async () => {
    const { user: person, roleId } = await signUpWithRole(testApp.app, testApp.db, employerId, 'admin');
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/account/api-tokens',
      headers: sessionHeaders(person),
      payload: {
        name: 'Följer ägaren',
        roleId,
        expiresOn: inAYear(),
        privileges: [{ id: 'Employee.BulkList', writeAccess: true }, { id: 'TenantManagement.CompanyInfo' }],
      },
    });
    expect(created.statusCode).toBe(201);
    const { token } = created.json();
    expect((await withToken(token, 'GET', `/api/employer/${employerId}/company-info`)).statusCode).toBe(200);
    // The owner's group gives the list read only and no company info.
    const grouped = await testApp.app.inject({
      method: 'POST',
      url: `/api/employer/${employerId}/privilege-groups`,
      headers: sessionHeaders(admin, adminRoleId),
      payload: {
        name: 'Bara listan',
        privileges: [{ id: 'Employee.BulkList', writeAccess: false }],
        memberRoleIds: [roleId],
      },
    });
    expect(grouped.statusCode).toBe(201);
    expect((await withToken(token, 'GET', `/api/employer/${employerId}/company-info`)).json().code).toBe(
      'PRIVILEGE_MISSING',
    );
    const scope = await withToken(token, 'GET', `/api/employer/${employerId}/active/packaging`);
    expect(scope.json()).toEqual([{ id: 'Employee.BulkList', type: 'Enabled', writeAccess: false }]);
  });
});

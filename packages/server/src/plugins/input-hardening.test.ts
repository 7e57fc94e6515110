import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../db/test-db.ts';
import { ANY_CSRF } from '../modules/auth/testing/auth-test-helpers.ts';
import {
  buildEmployee,
  buildEmployment,
  type EmployerClient,
  employerClient,
  nextPersonnummer,
} from '../modules/employees/testing/employee-test-helpers.ts';
import {
  buildNewCompany,
  createCompany,
  makeOrgNumber,
  type SignedIn,
  sessionHeaders,
  signUpUser,
} from '../modules/employer/testing/employer-test-helpers.ts';
import { HR_KOMPLETT } from '../modules/privileges/standard-packagings.ts';
import { AUDIT_EVENT_ID_MESSAGE } from '../modules/tenant-manager/tenant-manager-routes.ts';
import {
  logInOperator,
  OPERATOR_ENV,
} from '../modules/tenant-manager/testing/tenant-manager-test-helpers.ts';
import { INVALID_CHARACTER_MESSAGE, NUL_CHARACTER_MESSAGE } from './reject-nul.ts';

/**
 * Issue #25 item 6: input that used to reach PostgreSQL and come back as a 500 — NUL characters,
 * dates PostgreSQL has no day for, ids that are not uuids, a `before` beyond bigint — answers 400
 * problem+json naming the field and changes nothing; and a request without a session is refused
 * with 401 before its input is judged.
 */

const NUL = '\u0000';
const DATE_RANGE_MESSAGE = 'Datumet ska ligga mellan 1900-01-01 och 2100-12-31';

let testApp: TestApp;
let admin: SignedIn;
let employerId: string;
let asAdmin: EmployerClient;
let employeeId: string;
let employmentId: string;

beforeAll(async () => {
  testApp = await buildTestApp({
    env: OPERATOR_ENV,
    register: (app) => {
      // Test-only routes that know nothing of NUL: each hands what it gets to PostgreSQL.
      const echo = async (text: unknown) => {
        const { rows } = await sql<{
          text: string;
        }>`select ${JSON.stringify(text)}::jsonb::text as text`.execute(testApp.db);
        return { stored: rows[0]!.text.length };
      };
      app.post('/api/test/no-schema', async (request) => echo(request.body));
      app.get('/api/test/no-schema/:name', async (request) => echo([request.params, request.query]));
      app.post(
        '/api/test/with-schema',
        { schema: { body: z.object({ name: z.string(), tags: z.array(z.string()).default([]) }) } },
        async (request) => echo(request.body),
      );
      // A route with a content-type parser of its own, as a file upload might bring.
      app.register(async (child) => {
        child.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => {
          done(null, body);
        });
        child.post('/api/test/csv', async (request) => echo(request.body));
      });
    },
  });
  admin = await signUpUser(testApp.app, testApp.db);
  const company = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({ orgNumber: makeOrgNumber(601), packagingId: HR_KOMPLETT.id }),
  );
  employerId = company.employerId;
  asAdmin = employerClient(testApp.app, admin, employerId, company.adminRoleId);
  const created = await asAdmin('POST', '/employees', {
    ...buildEmployee({ lastName: 'Orörd' }),
    customFields: { skostorlek: '42' },
    employment: buildEmployment(),
  });
  expect(created.statusCode, created.body).toBe(201);
  employeeId = created.json().id;
  employmentId = created.json().employmentId;
});

afterAll(async () => {
  await testApp.close();
});

type InjectResponse = Awaited<ReturnType<TestApp['app']['inject']>>;

/** 400 problem+json VALIDATION_FAILED whose `errors` name the field with the message. */
function expectFieldError(response: InjectResponse, field: string, message = NUL_CHARACTER_MESSAGE) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  const problem = response.json();
  expect(problem.code).toBe('VALIDATION_FAILED');
  expect(problem.errors?.[field], JSON.stringify(problem.errors)).toContain(message);
}

/** Everything a refused request might have touched. */
async function snapshot() {
  const { rows } = await sql`
    select
      (select count(*) from employer) as employers,
      (select json_agg(json_build_array(id, name, customer_id) order by id) from employer) as employer_rows,
      (select count(*) from employee) as employees,
      (select json_agg(json_build_array(id, version, first_name, custom_fields) order by id) from employee) as employee_rows,
      (select json_agg(json_build_array(id, version, start_date, end_date, position) order by id) from employment) as employment_rows,
      (select count(*) from audit_event) as audit_events,
      (select count(*) from tenant_packaging) as tenant_packagings`.execute(testApp.db);
  return rows[0];
}

/** Sends the request, and checks that it changed nothing. */
async function refused(send: () => Promise<InjectResponse>): Promise<InjectResponse> {
  const before = await snapshot();
  const response = await send();
  expect(await snapshot()).toEqual(before);
  return response;
}

async function employmentBody() {
  const [employment] = (await asAdmin('GET', `/employees/${employeeId}/employments`)).json();
  const { id: _id, employeeId: _e, endReason: _r, endNote: _n, ...body } = employment;
  return body;
}

describe('a NUL character in any text: 400 naming the field, nothing changed', () => {
  it('new-company form: company name, administrator', async () => {
    for (const [change, field] of [
      [{ companyName: `Ny${NUL}AB` }, 'companyName'],
      [
        { defaultAdmin: { firstName: `A${NUL}`, lastName: 'B', personalIdentityNumber: '19850312-0076' } },
        'defaultAdmin.firstName',
      ],
    ] as const) {
      const response = await refused(() =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/employer',
          headers: sessionHeaders(admin),
          payload: buildNewCompany({ orgNumber: makeOrgNumber(602), ...change }),
        }),
      );
      expectFieldError(response, field);
    }
  });

  it('company name (rename)', async () => {
    const response = await refused(() => asAdmin('PUT', '/company-info', { name: `Nytt${NUL}namn` }));
    expectFieldError(response, 'name');
  });

  it('employee create, with NUL in a name, a custom field value or a custom field name', async () => {
    for (const [payload, field] of [
      [{ ...buildEmployee({ firstName: `Sa${NUL}ra` }) }, 'firstName'],
      [{ ...buildEmployee(), customFields: { skostorlek: `4${NUL}2` } }, 'customFields.skostorlek'],
      [{ ...buildEmployee(), customFields: { [`sko${NUL}`]: '42' } }, 'customFields.sko\\u0000'],
      [
        { ...buildEmployee(), employment: buildEmployment({ position: `Ko${NUL}ck` }) },
        'employment.position',
      ],
    ] as const) {
      expectFieldError(await refused(() => asAdmin('POST', '/employees', payload)), field);
    }
  });

  it('employee PATCH, including customFields', async () => {
    for (const [payload, field] of [
      [{ version: 1, city: `Lu${NUL}nd` }, 'city'],
      [{ version: 1, customFields: { skostorlek: NUL } }, 'customFields.skostorlek'],
    ] as const) {
      expectFieldError(await refused(() => asAdmin('PATCH', `/employees/${employeeId}`, payload)), field);
    }
  });

  it('employment PUT', async () => {
    const body = await employmentBody();
    for (const [change, field] of [
      [{ position: `Souschef${NUL}` }, 'position'],
      [{ groups: [`Malmö${NUL}`] }, 'groups.0'],
      [{ dimensions: { projekt: `P${NUL}1` } }, 'dimensions.projekt'],
    ] as const) {
      const response = await refused(() =>
        asAdmin('PUT', `/employees/${employeeId}/employments/${employmentId}`, { ...body, ...change }),
      );
      expectFieldError(response, field);
    }
  });

  it('CSV import cells, preview and commit', async () => {
    const csv = `förnamn;efternamn;personnummer\nAn${NUL}na;Berg;${nextPersonnummer()}\n`;
    for (const step of ['preview', 'commit']) {
      expectFieldError(await refused(() => asAdmin('POST', `/employees/import/${step}`, { csv })), 'csv');
    }
  });

  it('?search=, costCentre=, workplace= of the list and its export', async () => {
    for (const path of ['/employees', '/employees/export']) {
      for (const name of ['search', 'costCentre', 'workplace']) {
        const response = await asAdmin('GET', `${path}?${name}=a%00b`);
        expectFieldError(response, `querystring.${name}`);
      }
    }
  });

  it('sign-in credentials, which come in a header (HTTP Basic)', async () => {
    for (const [credentials, field] of [
      [`a${NUL}@exempel.se:ett långt lösenord`, 'email'],
      [`a@exempel.se:ett långt${NUL}lösenord`, 'password'],
    ] as const) {
      const response = await refused(() =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { ...ANY_CSRF, authorization: `Basic ${Buffer.from(credentials).toString('base64')}` },
        }),
      );
      expectFieldError(response, field);
    }
  });

  it('/api/dev/mail?to=', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/dev/mail?to=a%00@b.se' });
    expectFieldError(response, 'querystring.to');
  });

  it('covers routes that do nothing about it: no schema, a schema, their own content-type parser', async () => {
    const post = (url: string, payload: string | object, contentType = 'application/json') =>
      testApp.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': contentType },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
    // The routes work, and would hand a NUL to PostgreSQL (jsonb refuses \u0000: a 500).
    expect((await post('/api/test/no-schema', { a: ['ok'] })).statusCode).toBe(200);
    expect((await post('/api/test/csv', 'a;b\n1;2', 'text/csv')).statusCode).toBe(200);

    expectFieldError(await post('/api/test/no-schema', { a: { b: ['ok', `x${NUL}`] } }), 'a.b.1');
    expectFieldError(await post('/api/test/no-schema', { [`k${NUL}`]: 1 }), 'k\\u0000');
    expectFieldError(await post('/api/test/no-schema', JSON.stringify(`just ${NUL} text`)), 'body');
    expectFieldError(await post('/api/test/with-schema', { name: 'ok', tags: ['a', NUL] }), 'tags.1');
    expectFieldError(await post('/api/test/csv', `a;b\n1;${NUL}`, 'text/csv'), 'body');
    expectFieldError(await post('/api/test/csv', `a;b\n1;${NUL}`, 'text/plain'), 'body');
    const get = await testApp.app.inject({ method: 'GET', url: '/api/test/no-schema/a%00b?q=ok&r=%00' });
    expect(get.statusCode).toBe(400);
    expect(Object.keys(get.json().errors).sort()).toEqual(['params.name', 'querystring.r']);
  });

  it('a deeply nested body is walked without overflowing the stack', async () => {
    const depth = 100_000;
    const payload = `${'['.repeat(depth)}"${'\\u0000'}"${']'.repeat(depth)}`;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/no-schema',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('a lone UTF-16 surrogate in any text: 400 naming the field, nothing changed', () => {
  // "\ud800" in JSON parses to half a character: jsonb refuses it (a 500), a text column stores U+FFFD.
  const LONE = 'x\ud800y';

  it('employee PATCH: customFields (jsonb) and city (text)', async () => {
    for (const [payload, field] of [
      [{ version: 1, customFields: { a: LONE } }, 'customFields.a'],
      [{ version: 1, customFields: { 'b\udc00': 'ok' } }, 'customFields.b\\udc00'],
      [{ version: 1, city: LONE }, 'city'],
    ] as const) {
      const response = await refused(() => asAdmin('PATCH', `/employees/${employeeId}`, payload));
      expectFieldError(response, field, INVALID_CHARACTER_MESSAGE);
    }
  });

  it('employee create with employment.position (written to the audit as jsonb)', async () => {
    const payload = { ...buildEmployee(), employment: buildEmployment({ position: LONE }) };
    const response = await refused(() => asAdmin('POST', '/employees', payload));
    expectFieldError(response, 'employment.position', INVALID_CHARACTER_MESSAGE);
  });

  it('employment PUT and CSV import commit', async () => {
    const body = await employmentBody();
    const put = await refused(() =>
      asAdmin('PUT', `/employees/${employeeId}/employments/${employmentId}`, { ...body, position: LONE }),
    );
    expectFieldError(put, 'position', INVALID_CHARACTER_MESSAGE);
    const csv = `förnamn;efternamn;personnummer;befattning;startdatum;lön\nAnna;${LONE};${nextPersonnummer()};Kock;2025-01-01;30000\n`;
    const commit = await refused(() => asAdmin('POST', '/employees/import/commit', { csv }));
    expectFieldError(commit, 'csv', INVALID_CHARACTER_MESSAGE);
  });

  it('a whole surrogate pair (an emoji) is text like any other', async () => {
    const version = (await asAdmin('GET', `/employees/${employeeId}`)).json().version;
    const changed = await asAdmin('PATCH', `/employees/${employeeId}`, { version, city: 'Lund 🏠' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().city).toBe('Lund 🏠');
  });
});

describe('dates PostgreSQL refuses, and employment dates outside 1900–2100', () => {
  it('employee create: employment.startDate 0000-01-01, month 13, 30 February, 1899, 2101', async () => {
    for (const [startDate, message] of [
      ['0000-01-01', 'Ogiltigt datum'],
      ['2025-13-01', 'Ogiltigt datum'],
      ['2025-02-30', 'Ogiltigt datum'],
      ['1899-12-31', DATE_RANGE_MESSAGE],
      ['2101-01-01', DATE_RANGE_MESSAGE],
    ] as const) {
      const employment = buildEmployment({
        startDate,
        salaryRows: [{ validFrom: '2025-01-01', amountOre: 1 }],
      });
      const response = await refused(() => asAdmin('POST', '/employees', { ...buildEmployee(), employment }));
      expectFieldError(response, 'employment.startDate', message);
    }
  });

  it('a salary row of year 0000', async () => {
    const employment = buildEmployment({ salaryRows: [{ validFrom: '0000-01-01', amountOre: 1 }] });
    const response = await refused(() => asAdmin('POST', '/employees', { ...buildEmployee(), employment }));
    expectFieldError(response, 'employment.salaryRows.0.validFrom', 'Ogiltigt datum');
  });

  it('employment PUT', async () => {
    const body = await employmentBody();
    const response = await refused(() =>
      asAdmin('PUT', `/employees/${employeeId}/employments/${employmentId}`, {
        ...body,
        startDate: '0000-01-01',
        salaryRows: [{ validFrom: '0000-01-01', amountOre: 1 }],
      }),
    );
    expectFieldError(response, 'startDate', 'Ogiltigt datum');
    expectFieldError(response, 'salaryRows.0.validFrom', 'Ogiltigt datum');
    const late = await refused(() =>
      asAdmin('PUT', `/employees/${employeeId}/employments/${employmentId}`, {
        ...body,
        endDate: '2200-01-01',
      }),
    );
    expectFieldError(late, 'endDate', DATE_RANGE_MESSAGE);
  });

  it('terminate', async () => {
    for (const [endDate, message] of [
      ['0000-01-01', 'Ogiltigt datum'],
      ['2101-01-01', DATE_RANGE_MESSAGE],
    ] as const) {
      const response = await refused(() =>
        asAdmin('POST', `/employees/${employeeId}/terminate`, { version: 1, endDate, reason: 'resignation' }),
      );
      expectFieldError(response, 'endDate', message);
    }
  });

  it('CSV import: the row says which field, and commit imports nothing', async () => {
    const csv = `förnamn;efternamn;personnummer;befattning;startdatum;lön\nAnna;Berg;${nextPersonnummer()};Kock;0000-01-01;30000\n`;
    const preview = await refused(() => asAdmin('POST', '/employees/import/preview', { csv }));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().rows[0].errors['employment.startDate']).toEqual(['Ogiltigt datum']);
    const commit = await refused(() => asAdmin('POST', '/employees/import/commit', { csv }));
    expect(commit.statusCode, commit.body).toBe(400);
    expect(commit.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(commit.json()).toMatchObject({ code: 'IMPORT_HAS_ERRORS', invalidCount: 1 });
    expect(commit.json().rows[0].errors['employment.startDate']).toEqual(['Ogiltigt datum']);
  });
});

describe('POST /api/employer: customer and packaging must be ids', () => {
  it.each([
    ['customerId', 'kund-1', 'Välj en kund'],
    ['packagingId', 'inte-ett-id', 'Välj en paketering'],
  ])('%s %s → 400 naming it, no company', async (field, value, message) => {
    const response = await refused(() =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/employer',
        headers: sessionHeaders(admin),
        payload: buildNewCompany({ orgNumber: makeOrgNumber(603), [field]: value }),
      }),
    );
    expectFieldError(response, field, message);
  });
});

describe('tenant-manager audit: before beyond bigint', () => {
  it('answers 400 naming querystring.before; the largest bigint is fine', async () => {
    const operator = await logInOperator(testApp.app);
    const audit = (before: string) =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/tenant-manager/${operator.tenantManagerId}/audit?before=${before}`,
        headers: { cookie: operator.cookie },
      });
    for (const before of ['99999999999999999999', '9223372036854775808', '-1', '1e3']) {
      expectFieldError(await audit(before), 'querystring.before', AUDIT_EVENT_ID_MESSAGE);
    }
    const largest = await audit('9223372036854775807');
    expect(largest.statusCode, largest.body).toBe(200);
  });
});

describe('without a session: 401 before any input is judged', () => {
  // Routes anyone may call (sign-in, sign-up, reset, BankID, development tools); every other route
  // needs a session and must say 401 whatever its input.
  const PUBLIC = [
    '/api/health',
    '/api/login',
    '/api/logout',
    '/api/signup/',
    '/api/password-reset/',
    '/api/bankid/',
    '/api/dev/',
    // This file's own routes.
    '/api/test/',
  ];
  // Public operations under a signed-in prefix: the invitation page reads its link before anyone
  // signs in (docs/users.md); accepting it (`…/accept`) needs a session and stays checked.
  const PUBLIC_OPERATIONS = ['get /api/invitation/{token}'];

  it('POST /api/employer with a bad body', async () => {
    const response = await refused(() =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/employer',
        headers: ANY_CSRF,
        payload: { companyName: '', customerId: 'x', packagingId: NUL },
      }),
    );
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json().code).toBe('NOT_AUTHENTICATED');
  });

  it('every other route of the API, with bad path parameters, query and body', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const checked: string[] = [];
    for (const [path, operations] of Object.entries<Record<string, OpenApiOperation>>(document.paths)) {
      if (PUBLIC.some((prefix) => path.startsWith(prefix))) continue;
      for (const [method, operation] of Object.entries(operations)) {
        if (PUBLIC_OPERATIONS.includes(`${method} ${path}`)) continue;
        const query = (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => `${parameter.name}=x%00`)
          .join('&');
        const url = `${path.replaceAll(/\{[^}]+\}/g, 'x%00')}${query ? `?${query}` : ''}`;
        const response = await testApp.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: ANY_CSRF,
          ...(operation.requestBody ? { payload: { unexpected: NUL } } : {}),
        });
        expect(response.statusCode, `${method.toUpperCase()} ${path}: ${response.body}`).toBe(401);
        checked.push(`${method} ${path}`);
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(30);
  });
});

type OpenApiOperation = { parameters?: { in: string; name: string }[]; requestBody?: unknown };

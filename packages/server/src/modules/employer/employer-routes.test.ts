import { createNewCompanySchema } from '@lonsam/domain/schemas/new-company';
import { parseBankAccount } from '@lonsam/domain/validation/bank-account';
import { parsePersonnummer } from '@lonsam/domain/validation/personnummer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { waitForSampleHistories } from '../demo-data/testing/wait-for-sample-history.ts';
import { HR_KOMPLETT, LON_BAS, STANDARD_CUSTOMER } from '../privileges/standard-packagings.ts';
import { createEmployer } from './create-employer.ts';
import {
  buildNewCompany,
  createCompany,
  makeOrgNumber,
  type SignedIn,
  sessionHeaders,
  signUpUser,
} from './testing/employer-test-helpers.ts';

let testApp: TestApp;
let user: SignedIn;

beforeAll(async () => {
  testApp = await buildTestApp();
  user = await signUpUser(testApp.app, testApp.db);
});
afterAll(async () => {
  await testApp.close();
});

async function post(payload: unknown, app = testApp, who = user) {
  return app.app.inject({
    method: 'POST',
    url: '/api/employer',
    headers: sessionHeaders(who),
    payload: payload as object,
  });
}

describe('POST /api/employer: validation (spec §5)', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['company name missing', { companyName: '' }, 'companyName', 'Företagsnamn krävs'],
    ['company name blank', { companyName: '   ' }, 'companyName', 'Företagsnamn krävs'],
    // A 70 000-character name once reached the payslip PDF's letterhead and hung the renderer.
    ['company name too long', { companyName: 'x'.repeat(101) }, 'companyName', 'Högst 100 tecken'],
    [
      'organisation number missing for a real company',
      { orgNumber: '' },
      'orgNumber',
      'Organisationsnummer krävs',
    ],
    [
      'organisation number of the wrong shape',
      { orgNumber: '556026-998' },
      'orgNumber',
      'Ogiltigt organisationsnummer',
    ],
    [
      'organisation number with a bad check digit',
      { orgNumber: '16556026-9987' },
      'orgNumber',
      'Ogiltigt organisationsnummer',
    ],
    [
      'public key of the wrong shape',
      { partnerPublicKey: 'abc' },
      'partnerPublicKey',
      'Ogiltigt format för publika nyckeln',
    ],
    ['customer missing', { customerId: '' }, 'customerId', 'Välj en kund'],
    ['packaging missing', { packagingId: '' }, 'packagingId', 'Välj en paketering'],
    [
      'too many sample employees',
      { demoData: { demo: true, extraEmployees: 101, monthsBack: 4 } },
      'demoData.extraEmployees',
      'Högst 100',
    ],
    [
      'too few months back',
      { demoData: { demo: true, extraEmployees: 5, monthsBack: 2 } },
      'demoData.monthsBack',
      'Minst 3',
    ],
    [
      'too many months back',
      { demoData: { demo: true, extraEmployees: 5, monthsBack: 25 } },
      'demoData.monthsBack',
      'Högst 24',
    ],
  ];
  for (const [name, override, field, message] of cases) {
    it(`refuses ${name}: ${message}`, async () => {
      const response = await post(buildNewCompany(override));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[field]).toEqual([message]);
    });
  }

  it('refuses missing admin names and a bad personnummer with the Swedish messages', async () => {
    const response = await post(
      buildNewCompany({
        defaultAdmin: { firstName: ' ', lastName: '', personalIdentityNumber: '19850312-0077' },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      'defaultAdmin.firstName': ['Förnamn krävs'],
      'defaultAdmin.lastName': ['Efternamn krävs'],
      'defaultAdmin.personalIdentityNumber': ['Ogiltigt personnummer'],
    });
  });

  it('refuses a packaging the customer may not buy', async () => {
    await testApp.db.deleteFrom('customer_packaging').where('packaging_id', '=', HR_KOMPLETT.id).execute();
    try {
      const response = await post(
        buildNewCompany({ orgNumber: makeOrgNumber(50), packagingId: HR_KOMPLETT.id }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.packagingId).toEqual(['Paketeringen ingår inte i kundens avtal']);
    } finally {
      await testApp.db
        .insertInto('customer_packaging')
        .values({ customer_id: STANDARD_CUSTOMER.id, packaging_id: HR_KOMPLETT.id })
        .execute();
    }
  });

  it('needs a signed-in session', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/employer',
      headers: { 'x-lonsam-csrf': 'x' },
      payload: buildNewCompany(),
    });
    expect(response.statusCode).toBe(401);
  });

  it('keeps organisation numbers unique among real companies only', async () => {
    const orgNumber = makeOrgNumber(60);
    expect((await post(buildNewCompany({ orgNumber }))).statusCode).toBe(200);
    const again = await post(buildNewCompany({ orgNumber }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ORGANISATION_NUMBER_TAKEN',
      errors: { orgNumber: ['Organisationsnumret är redan registrerat'] },
    });
    const testCompany = await post(
      buildNewCompany({ orgNumber, demoData: { demo: true, extraEmployees: 0, monthsBack: 3 } }),
    );
    expect(testCompany.statusCode).toBe(200);
  });
});

describe('POST /api/employer: staging and production limits', () => {
  it('keeps staging to 0–10 employees and 3–6 months', async () => {
    const staging = await buildTestApp({ env: { APP_ENV: 'staging' } });
    try {
      const stagingUser = await signUpUser(staging.app, staging.db);
      const tooMany = await post(
        buildNewCompany({ orgNumber: '', demoData: { demo: true, extraEmployees: 11, monthsBack: 7 } }),
        staging,
        stagingUser,
      );
      expect(tooMany.json().errors).toMatchObject({
        'demoData.extraEmployees': ['Högst 10'],
        'demoData.monthsBack': ['Högst 6'],
      });
      const fine = await post(
        buildNewCompany({ orgNumber: '', demoData: { demo: true, extraEmployees: 10, monthsBack: 6 } }),
        staging,
        stagingUser,
      );
      expect(fine.statusCode).toBe(200);
      // Its payroll history is a job: closing waits for it (a closing app gives a job 10 s).
      await waitForSampleHistories(staging.db);
    } finally {
      await staging.close();
    }
  });

  it('refuses test companies in production', () => {
    const schema = createNewCompanySchema('production');
    const result = schema.safeParse(
      buildNewCompany({ orgNumber: '', demoData: { demo: true, extraEmployees: 1, monthsBack: 3 } }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      'Testföretag kan inte skapas i produktion',
    );
  });
});

describe('POST /api/employer: creation', () => {
  it('takes the admin personnummer in its ten-digit form and stores it as 12 digits (issue #15)', async () => {
    const created = await createCompany(
      testApp.app,
      user,
      buildNewCompany({
        companyName: 'Tiosiffran AB',
        orgNumber: makeOrgNumber(915),
        defaultAdmin: { firstName: 'Eva', lastName: 'Ek', personalIdentityNumber: '900315-2387' },
      }),
    );
    const role = await testApp.db
      .selectFrom('employer_identity_role')
      .select('personnummer')
      .where('id', '=', created.adminRoleId)
      .executeTakeFirstOrThrow();
    expect(role.personnummer).toBe('199003152387');
  });

  it('creates the employer, its packaging from now and the creator as admin', async () => {
    const before = Date.now();
    const created = await createCompany(
      testApp.app,
      user,
      buildNewCompany({ companyName: 'Bageriet AB', orgNumber: makeOrgNumber(70) }),
    );
    const employer = await testApp.db
      .selectFrom('employer')
      .selectAll()
      .where('id', '=', created.employerId)
      .executeTakeFirstOrThrow();
    expect(employer).toMatchObject({
      name: 'Bageriet AB',
      org_number: makeOrgNumber(70),
      is_test_company: false,
    });
    const packaging = await testApp.db
      .selectFrom('tenant_packaging')
      .selectAll()
      .where('employer_id', '=', created.employerId)
      .execute();
    expect(packaging).toHaveLength(1);
    expect(packaging[0]!.packaging_id).toBe(LON_BAS.id);
    expect(packaging[0]!.valid_from.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const roles = await testApp.db
      .selectFrom('employer_identity_role')
      .selectAll()
      .where('employer_id', '=', created.employerId)
      .execute();
    expect(roles).toEqual([
      expect.objectContaining({
        id: created.adminRoleId,
        role: 'admin',
        first_name: 'Anna',
        last_name: 'Svensson',
        // Stored as 12 digits, whichever form was typed (#15).
        personnummer: '198503120076',
      }),
    ]);
    const audit = await testApp.db
      .selectFrom('audit_event')
      .selectAll()
      .where('entity_id', '=', created.employerId)
      .execute();
    expect(audit.map((event) => event.action)).toEqual(['employer.created']);

    const entry = await testApp.app.inject({
      method: 'GET',
      url: '/api/entry',
      headers: sessionHeaders(user),
    });
    expect(entry.json().companies).toContainEqual({
      employerId: created.employerId,
      name: 'Bageriet AB',
      roles: ['admin'],
    });
    const lookup = await testApp.app.inject({
      method: 'GET',
      url: `/api/lookup-role/${created.employerId}/admin`,
      headers: sessionHeaders(user),
    });
    expect(lookup.json()).toEqual({ employerIdentityRoleId: created.adminRoleId, employmentId: null });
    const noUserRole = await testApp.app.inject({
      method: 'GET',
      url: `/api/lookup-role/${created.employerId}/user`,
      headers: sessionHeaders(user),
    });
    expect(noUserRole.statusCode).toBe(404);
  });

  it('stores the partner public key lower-cased', async () => {
    const key = 'A1B2C3D4-0000-4000-8000-00000000ABCD';
    const created = await createCompany(
      testApp.app,
      user,
      buildNewCompany({ orgNumber: makeOrgNumber(71), partnerPublicKey: key }),
    );
    const employer = await testApp.db
      .selectFrom('employer')
      .select('partner_public_key')
      .where('id', '=', created.employerId)
      .executeTakeFirstOrThrow();
    expect(employer.partner_public_key).toBe(key.toLowerCase());
  });

  it('fills a test company with exactly extraEmployees sample employees with valid personnummer', async () => {
    const created = await createCompany(
      testApp.app,
      user,
      buildNewCompany({ orgNumber: '', demoData: { demo: true, extraEmployees: 17, monthsBack: 9 } }),
    );
    const employer = await testApp.db
      .selectFrom('employer')
      .selectAll()
      .where('id', '=', created.employerId)
      .executeTakeFirstOrThrow();
    expect(employer).toMatchObject({
      is_test_company: true,
      org_number: null,
      demo_extra_employees: 17,
      demo_months_back: 9,
    });
    const employees = await testApp.db
      .selectFrom('employee')
      .selectAll()
      .where('employer_id', '=', created.employerId)
      .execute();
    expect(employees).toHaveLength(17);
    for (const employee of employees) {
      expect(parsePersonnummer(employee.personnummer), employee.personnummer).toBeDefined();
      expect(parseBankAccount(employee.clearing_number!, employee.account_number!)).toBeDefined();
      expect(employee.first_name).toMatch(/^\p{Lu}\p{Ll}+$/u);
      expect(employee.street_address).toMatch(/^\S+ \d+$/);
    }
    const roles = await testApp.db
      .selectFrom('employer_identity_role')
      .select('role')
      .where('employer_id', '=', created.employerId)
      .execute();
    expect(roles.map((role) => role.role).sort()).toEqual(['admin', 'manager']);
  });

  it('uses the defaults 5 employees and 4 months when the sample data leaves them out', async () => {
    const created = await createCompany(
      testApp.app,
      user,
      buildNewCompany({ orgNumber: '', demoData: { demo: true } }),
    );
    const employees = await testApp.db
      .selectFrom('employee')
      .select('id')
      .where('employer_id', '=', created.employerId)
      .execute();
    expect(employees).toHaveLength(5);
  });

  it('leaves nothing behind when a step fails', async () => {
    const count = async (
      table: 'employer' | 'tenant_packaging' | 'employer_identity_role' | 'employee' | 'audit_event',
    ) =>
      Number(
        (
          await testApp.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const tables = [
      'employer',
      'tenant_packaging',
      'employer_identity_role',
      'employee',
      'audit_event',
    ] as const;
    // The payroll histories of the test companies made above are jobs that may still be running.
    await waitForSampleHistories(testApp.db);
    const before = await Promise.all(tables.map(count));
    const identity = await testApp.db.selectFrom('identity').select('id').executeTakeFirstOrThrow();
    const request = createNewCompanySchema('development').parse(
      buildNewCompany({ orgNumber: '', demoData: { demo: true, extraEmployees: 3, monthsBack: 4 } }),
    );
    await expect(
      createEmployer(testApp.db, {
        identityId: identity.id,
        request,
        now: new Date(),
        audit: { actorIdentityId: identity.id, requestId: null },
        fillDemoData: async (trx, employerId, settings) => {
          await trx
            .insertInto('employee')
            .values({ employer_id: employerId, first_name: 'A', last_name: 'B', personnummer: '1' })
            .execute();
          throw new Error(`sample data failed after 1 of ${settings.extraEmployees}`);
        },
      }),
    ).rejects.toThrow('sample data failed');
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });
});

describe('GET /api/employer/billing-options and customer-admin', () => {
  it('lists the customer with its four packagings', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/employer/billing-options',
      headers: sessionHeaders(user),
    });
    expect(response.statusCode).toBe(200);
    const [customer] = response.json().customers;
    expect(customer).toMatchObject({ id: STANDARD_CUSTOMER.id, name: 'Lönsam Direkt' });
    expect(response.json().demoDataLimits).toEqual({
      extraEmployees: { min: 0, max: 100, default: 5 },
      monthsBack: { min: 3, max: 24, default: 4 },
    });
    // Smallest first, like a price ladder, never alphabetical; each with its description.
    expect(customer.packaging.map((p: { name: string }) => p.name)).toEqual([
      'Lön Bas',
      'Lön Plus',
      'Lön Komplett',
      'HR Komplett',
    ]);
    expect(customer.packaging[0]).toEqual({
      id: LON_BAS.id,
      name: 'Lön Bas',
      description: LON_BAS.description,
    });
    // The standard customer names no default: the form makes the admin choose.
    expect(customer.defaultPackagingId).toBeNull();
  });

  it('orders an operator’s packagings by the privileges they enable, then by name', async () => {
    const [customer] = await testApp.db
      .insertInto('customer')
      .values({ name: 'Öresunds Lönepartner' })
      .returning('id')
      .execute();
    const packagings = await testApp.db
      .insertInto('packaging')
      .values([
        { name: 'A Stor', description: 'Två rättigheter' },
        { name: 'B Liten', description: 'En rättighet' },
        { name: 'C Tom', description: 'Inget påslaget' },
        { name: 'D Tom', description: 'Inget påslaget' },
      ])
      .returning(['id', 'name'])
      .execute();
    const id = (name: string) => packagings.find((p) => p.name === name)!.id;
    const setting = (packagingId: string, privilegeId: string, enabled: boolean) => ({
      packaging_id: packagingId,
      privilege_id: privilegeId,
      available_admin: true,
      enabled_admin: enabled,
    });
    await testApp.db
      .insertInto('packaging_privilege')
      .values([
        setting(id('A Stor'), 'PayrollBasis.Run', true),
        setting(id('A Stor'), 'Employee.Register', true),
        setting(id('B Liten'), 'PayrollBasis.Run', true),
        // Available but switched off: does not make the packaging bigger.
        setting(id('C Tom'), 'PayrollBasis.Run', false),
        setting(id('C Tom'), 'Employee.Register', false),
      ])
      .execute();
    await testApp.db
      .insertInto('customer_packaging')
      .values(
        packagings.map((p) => ({
          customer_id: customer!.id,
          packaging_id: p.id,
          is_default: p.name === 'B Liten',
        })),
      )
      .execute();
    // One default per customer.
    await expect(
      testApp.db
        .updateTable('customer_packaging')
        .set({ is_default: true })
        .where('packaging_id', '=', id('A Stor'))
        .execute(),
    ).rejects.toThrow();

    // Offered to admins of the customer's companies only (#23): make this user one.
    const company = await createCompany(
      testApp.app,
      user,
      buildNewCompany({ companyName: 'Partnerbolaget AB', orgNumber: makeOrgNumber(231) }),
    );
    await testApp.db
      .updateTable('employer')
      .set({ customer_id: customer!.id })
      .where('id', '=', company.employerId)
      .execute();
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/employer/billing-options',
      headers: sessionHeaders(user),
    });
    const partner = response
      .json()
      .customers.find((candidate: { id: string }) => candidate.id === customer!.id);
    expect(partner.packaging.map((p: { name: string }) => p.name)).toEqual([
      'C Tom',
      'D Tom',
      'B Liten',
      'A Stor',
    ]);
    expect(partner.packaging[2].description).toBe('En rättighet');
    expect(partner.defaultPackagingId).toBe(id('B Liten'));
  });

  it('offers a partner’s customer only to admins of its companies, and refuses it to anyone else (#23)', async () => {
    const [customer] = await testApp.db
      .insertInto('customer')
      .values({ name: 'Norrlands Lönebyrå' })
      .returning('id')
      .execute();
    await testApp.db
      .insertInto('customer_packaging')
      .values({ customer_id: customer!.id, packaging_id: LON_BAS.id })
      .execute();
    const partnerAdmin = await signUpUser(testApp.app, testApp.db);
    const company = await createCompany(
      testApp.app,
      partnerAdmin,
      buildNewCompany({ companyName: 'Byråkund AB', orgNumber: makeOrgNumber(232) }),
    );
    await testApp.db
      .updateTable('employer')
      .set({ customer_id: customer!.id })
      .where('id', '=', company.employerId)
      .execute();
    const stranger = await signUpUser(testApp.app, testApp.db);
    const customerIds = async (person: SignedIn) =>
      (
        await testApp.app.inject({
          method: 'GET',
          url: '/api/employer/billing-options',
          headers: sessionHeaders(person),
        })
      )
        .json()
        .customers.map((option: { id: string }) => option.id);

    // Everyone may buy from the self-service customer; the partner's only its admins see.
    expect(await customerIds(stranger)).toEqual([STANDARD_CUSTOMER.id]);
    expect(await customerIds(partnerAdmin)).toEqual(
      expect.arrayContaining([customer!.id, STANDARD_CUSTOMER.id]),
    );

    const bought = await testApp.app.inject({
      method: 'POST',
      url: '/api/employer',
      headers: sessionHeaders(stranger),
      payload: buildNewCompany({
        companyName: 'Smygbolaget AB',
        orgNumber: makeOrgNumber(233),
        customerId: customer!.id,
      }),
    });
    expect(bought.statusCode, bought.body).toBe(400);
    expect(bought.json().errors).toEqual({ customerId: ['Kunden finns inte bland dina val'] });
    const smuggled = await testApp.db
      .selectFrom('employer')
      .select('id')
      .where('name', '=', 'Smygbolaget AB')
      .execute();
    expect(smuggled).toEqual([]);
  });

  it('lists the employers this identity administers with packaging and role counts, and nobody else’s', async () => {
    const other = await signUpUser(testApp.app, testApp.db);
    const created = await createCompany(
      testApp.app,
      other,
      buildNewCompany({ companyName: 'Annat AB', orgNumber: makeOrgNumber(80), demoData: { demo: false } }),
    );
    const own = await testApp.app.inject({
      method: 'GET',
      url: '/api/employer/customer-admin',
      headers: sessionHeaders(other),
    });
    expect(own.json().employers).toEqual([
      expect.objectContaining({
        employerId: created.employerId,
        name: 'Annat AB',
        orgNumber: makeOrgNumber(80),
        packaging: { id: LON_BAS.id, name: 'Lön Bas' },
        roleCounts: { admin: 1, manager: 0, user: 0 },
      }),
    ]);
    const mine = await testApp.app.inject({
      method: 'GET',
      url: '/api/employer/customer-admin',
      headers: sessionHeaders(user),
    });
    expect(mine.json().employers.map((e: { employerId: string }) => e.employerId)).not.toContain(
      created.employerId,
    );
  });
});

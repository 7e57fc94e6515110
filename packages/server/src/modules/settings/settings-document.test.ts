import { refineDatedRows } from '@lonsam/domain/time/effective-dating';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { installEmployerScope } from '../../http/employer-scope-guard.ts';
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
import { HR_KOMPLETT } from '../privileges/standard-packagings.ts';
import { readSettingsDocument, updateSettingsDocument } from './settings-document.ts';
import { registerSettingsDocumentRoutes } from './settings-document-routes.ts';

// A made-up section exercising the core once; real sections test only their own rules.
const schema = z.object({
  contact: z.object({ name: z.string().min(1, 'Ange ett namn'), email: z.email('Ogiltig e-postadress') }),
  payDay: z.number().int().min(1).max(28),
  rates: z
    .array(
      z.object({ validFrom: z.iso.date(), validTo: z.iso.date().nullable(), amountOre: z.number().int() }),
    )
    .superRefine(refineDatedRows),
  note: z.string(),
});
type Value = z.output<typeof schema>;
const defaults: Value = { contact: { name: '', email: 'lon@exempel.se' }, payDay: 25, rates: [], note: '' };
const section = 'core-test';

let testApp: TestApp;
let employerId: string;
let asAdmin: EmployerClient;
let asManager: EmployerClient;
let asOtherAdmin: EmployerClient;
let adminRoleId: string;

beforeAll(async () => {
  testApp = await buildTestApp({
    register: async (app) => {
      await app.register(
        async (tree) => {
          installEmployerScope(tree, { db: lateDb() });
          registerSettingsDocumentRoutes(tree, {
            db: lateDb(),
            path: section,
            section,
            privilege: 'TenantManagement.CompanyInfo',
            schema,
            defaults,
          });
        },
        { prefix: '/api' },
      );
    },
  });
  const admin: SignedIn = await signUpUser(testApp.app, testApp.db);
  const company = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({ orgNumber: makeOrgNumber(1601), packagingId: HR_KOMPLETT.id }),
  );
  employerId = company.employerId;
  adminRoleId = company.adminRoleId;
  asAdmin = employerClient(testApp.app, admin, employerId, adminRoleId);
  const manager = await signUpManager(testApp.app, testApp.db, employerId);
  asManager = employerClient(testApp.app, manager.user, employerId, manager.roleId);
  const other: SignedIn = await signUpUser(testApp.app, testApp.db);
  const otherCompany = await createCompany(
    testApp.app,
    other,
    buildNewCompany({ orgNumber: makeOrgNumber(1602), packagingId: HR_KOMPLETT.id }),
  );
  // The other company's admin, naming its own role but this employer's id.
  asOtherAdmin = employerClient(testApp.app, other, employerId, otherCompany.adminRoleId);
});
afterAll(async () => {
  await testApp.close();
});

/** The routes are registered before buildTestApp returns the database, so they ask for it late. */
function lateDb() {
  return new Proxy({} as TestApp['db'], {
    get(_target, property) {
      const value = Reflect.get(testApp.db, property, testApp.db);
      return typeof value === 'function' ? value.bind(testApp.db) : value;
    },
  });
}

async function auditRows() {
  return testApp.db
    .selectFrom('audit_event')
    .selectAll()
    .where('action', '=', 'settings.updated')
    .where('entity_id', '=', employerId)
    .orderBy('occurred_at')
    .execute();
}

async function storedRow() {
  return testApp.db
    .selectFrom('employer_setting')
    .selectAll()
    .where('employer_id', '=', employerId)
    .where('section', '=', section)
    .executeTakeFirst();
}

const path = `/settings/${section}`;
const filled: Value = {
  contact: { name: 'Lena Lön', email: 'lena@exempel.se' },
  payDay: 25,
  rates: [{ validFrom: '2025-01-01', validTo: null, amountOre: 18_500 }],
  note: '',
};

describe('a settings section on the core', () => {
  it('reads version 0 and the defaults before the first save', async () => {
    const response = await asAdmin('GET', path);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ version: 0, value: defaults, updatedAt: null });
  });

  it('403 for a role without the privilege and for another company, to read or write', async () => {
    for (const client of [asManager, asOtherAdmin]) {
      expect((await client('GET', path)).statusCode).toBe(403);
      expect((await client('PUT', path, { version: 0, value: filled })).statusCode).toBe(403);
    }
    expect((await asManager('GET', path)).json().code).toBe('PRIVILEGE_MISSING');
    expect((await asOtherAdmin('GET', path)).json().code).toBe('EMPLOYER_ROLE_FORBIDDEN');
    expect(await storedRow()).toBeUndefined();
  });

  it('400 with Swedish field errors keyed by the value path, and nothing saved', async () => {
    const response = await asAdmin('PUT', path, {
      version: 0,
      value: {
        ...filled,
        contact: { name: '', email: 'inte-en-adress' },
        rates: [
          { validFrom: '2025-01-01', validTo: null, amountOre: 1 },
          { validFrom: '2025-06-01', validTo: null, amountOre: 2 },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    const problem = response.json();
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.errors).toEqual({
      'contact.name': ['Ange ett namn'],
      'contact.email': ['Ogiltig e-postadress'],
      'rates.1.validFrom': ['Giltighetsperioderna överlappar'],
    });
    expect(await storedRow()).toBeUndefined();
    expect(await auditRows()).toHaveLength(0);
  });

  it('400 for a body without a version, before anything else', async () => {
    const response = await asAdmin('PUT', path, { value: filled });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['version']);
  });

  it('saves version 1 with one audit event holding the section and the changed values only', async () => {
    const response = await asAdmin('PUT', path, { version: 0, value: filled });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json();
    expect(saved).toMatchObject({ version: 1, value: filled });
    expect(Date.parse(saved.updatedAt)).not.toBeNaN();
    expect(await asAdmin('GET', path).then((r) => r.json())).toEqual(saved);

    const audits = await auditRows();
    expect(audits).toHaveLength(1);
    expect(audits[0]!.entity_type).toBe('employer_setting');
    // payDay and note are as the defaults, so they are not in the event.
    expect(audits[0]!.before).toEqual({
      section,
      'contact.name': '',
      'contact.email': 'lon@exempel.se',
      rates: [],
    });
    expect(audits[0]!.after).toEqual({
      section,
      'contact.name': 'Lena Lön',
      'contact.email': 'lena@exempel.se',
      rates: filled.rates,
    });
    const row = await storedRow();
    expect(row?.updated_by).toBe(audits[0]!.actor_identity_id);
    expect(row?.updated_by).not.toBeNull();
  });

  it('a stale version gets 409 VERSION_CONFLICT with the stored value, and nothing changes', async () => {
    const response = await asAdmin('PUT', path, { version: 0, value: { ...filled, payDay: 20 } });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ code: 'VERSION_CONFLICT', current: filled, currentVersion: 1 });
    expect((await storedRow())?.version).toBe(1);
    expect(await auditRows()).toHaveLength(1);
  });

  it('the current version saves again: version 2 and a second event with just the pay day', async () => {
    const response = await asAdmin('PUT', path, { version: 1, value: { ...filled, payDay: 20 } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().version).toBe(2);
    const audits = await auditRows();
    expect(audits).toHaveLength(2);
    expect(audits[1]!.before).toEqual({ section, payDay: 25 });
    expect(audits[1]!.after).toEqual({ section, payDay: 20 });
  });

  it('saving the same value again writes nothing and keeps the version', async () => {
    const response = await asAdmin('PUT', path, { version: 2, value: { ...filled, payDay: 20 } });
    expect(response.json().version).toBe(2);
    expect(await auditRows()).toHaveLength(2);
  });

  it('a stored document lacking a newer field reads with the default filled in', async () => {
    const { note: _dropped, ...older } = { ...filled, payDay: 20 };
    await testApp.db
      .updateTable('employer_setting')
      .set({ value: JSON.stringify(older) })
      .where('employer_id', '=', employerId)
      .where('section', '=', section)
      .execute();
    const document = await readSettingsDocument(testApp.db, { employerId, section, schema, defaults });
    expect(document.value).toEqual({ ...filled, payDay: 20, note: '' });
    expect(document.version).toBe(2);
  });

  it('the row and its audit event are written in one transaction: a rollback leaves neither', async () => {
    const before = await auditRows();
    const scope = {
      employerId,
      roleId: adminRoleId,
      role: 'admin' as const,
      employmentId: null,
      packagingId: null,
      privileges: [],
    };
    await expect(
      testApp.db.transaction().execute(async (trx) => {
        await updateSettingsDocument(trx, {
          scope,
          audit: { actorIdentityId: null, requestId: null },
          section,
          schema,
          defaults,
          version: 2,
          value: { ...filled, payDay: 1 },
        });
        expect(
          await trx
            .selectFrom('audit_event')
            .select('id')
            .where('entity_id', '=', employerId)
            .where('action', '=', 'settings.updated')
            .execute(),
        ).toHaveLength(before.length + 1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await auditRows()).toHaveLength(before.length);
    expect((await storedRow())?.version).toBe(2);
  });
});

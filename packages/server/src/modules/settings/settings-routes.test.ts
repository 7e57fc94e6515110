import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  AUDIT_ACTION_LABELS,
  OTHER_CHANGES_LABEL,
  SETTINGS_DOCUMENT_LABELS,
} from '@lonsam/domain/audit/audit-action-labels';
import type { PrivilegeSourceEntry } from '@lonsam/domain/privileges/access-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../audit/audit-events.ts';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { installEmployerScope } from '../../http/employer-scope-guard.ts';
import {
  buildEmployee,
  type EmployerClient,
  employerClient,
  signUpManager,
} from '../employees/testing/employee-test-helpers.ts';
import {
  buildNewCompany,
  createCompany,
  makeOrgNumber,
  type SignedIn,
  sessionHeaders,
  signUpUser,
} from '../employer/testing/employer-test-helpers.ts';
import { HR_KOMPLETT } from '../privileges/standard-packagings.ts';
import { settingsRoutes } from './settings-routes.ts';

let testApp: TestApp;
let employerId: string;
let adminRoleId: string;
let admin: SignedIn;
let asAdmin: EmployerClient;
let asManager: EmployerClient;
let asOtherAdmin: EmployerClient;
let asOtherOwnAdmin: EmployerClient;
let asHistoryOnly: EmployerClient;

const info = {
  name: 'Inställt AB',
  agiContact: { name: 'Lena Lön', phone: '08-123 456 78', email: 'lon@installt.se' },
  agiDeclarationDay: 'twentySixth',
};

beforeAll(async () => {
  testApp = await buildTestApp({
    register: async (app) => {
      // A role holding only the process history (privilege-group mode), as no packaging gives one.
      await app.register(
        async (tree) => {
          installEmployerScope(tree, {
            db: lateDb(),
            loadPrivileges: async (): Promise<PrivilegeSourceEntry[]> => [
              { id: 'TenantManagement.ProcessHistory', type: 'Enabled', writeAccess: false },
            ],
          });
          await tree.register(settingsRoutes, { db: lateDb() });
        },
        { prefix: '/api/test' },
      );
    },
  });
  admin = await signUpUser(testApp.app, testApp.db);
  const company = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({ orgNumber: makeOrgNumber(1611), packagingId: HR_KOMPLETT.id, companyName: 'Före AB' }),
  );
  employerId = company.employerId;
  adminRoleId = company.adminRoleId;
  asAdmin = employerClient(testApp.app, admin, employerId, adminRoleId);
  const manager = await signUpManager(testApp.app, testApp.db, employerId);
  asManager = employerClient(testApp.app, manager.user, employerId, manager.roleId);
  const other = await signUpUser(testApp.app, testApp.db);
  const otherCompany = await createCompany(
    testApp.app,
    other,
    buildNewCompany({ orgNumber: makeOrgNumber(1612), packagingId: HR_KOMPLETT.id }),
  );
  asOtherAdmin = employerClient(testApp.app, other, employerId, otherCompany.adminRoleId);
  asOtherOwnAdmin = employerClient(testApp.app, other, otherCompany.employerId, otherCompany.adminRoleId);
  asHistoryOnly = (method, url, payload) =>
    testApp.app.inject({
      method,
      url: `/api/test/employer/${employerId}${url}`,
      headers: sessionHeaders(admin, adminRoleId),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
});
afterAll(async () => {
  await testApp.close();
});

function lateDb() {
  return new Proxy({} as TestApp['db'], {
    get(_target, property) {
      const value = Reflect.get(testApp.db, property, testApp.db);
      return typeof value === 'function' ? value.bind(testApp.db) : value;
    },
  });
}

async function employerName(id = employerId) {
  return (
    await testApp.db.selectFrom('employer').select('name').where('id', '=', id).executeTakeFirstOrThrow()
  ).name;
}

describe('Företagsuppgifter', () => {
  it('reads the name from the company, the organisation number and the defaults before a save', async () => {
    const response = await asAdmin('GET', '/settings/company/info');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      version: 0,
      value: {
        name: 'Före AB',
        agiContact: { name: '', phone: '', email: '' },
        agiDeclarationDay: 'twelfth',
      },
      updatedAt: null,
      orgNumber: expect.stringMatching(/^\d{6,8}-\d{4}$/),
    });
  });

  it('403 without the privilege (manager) and for another company’s admin', async () => {
    for (const client of [asManager, asOtherAdmin]) {
      expect((await client('GET', '/settings/company/info')).statusCode).toBe(403);
      expect((await client('PUT', '/settings/company/info', { version: 0, value: info })).statusCode).toBe(
        403,
      );
      expect((await client('PUT', '/settings/company/address', { version: 0, value: {} })).statusCode).toBe(
        403,
      );
    }
    expect(await employerName()).toBe('Före AB');
  });

  it('400 with Swedish field errors by path and nothing saved, the name neither', async () => {
    const response = await asAdmin('PUT', '/settings/company/info', {
      version: 0,
      value: { ...info, agiContact: { ...info.agiContact, email: 'inte en adress' } },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['agiContact.email']);
    expect(response.json().errors['agiContact.email'][0]).toMatch(/e-postadress/);
    expect(await employerName()).toBe('Före AB');
    expect((await asAdmin('GET', '/settings/company/info')).json().version).toBe(0);
  });

  it('saves, renames the company in the same save, and audits the change with the old name', async () => {
    const response = await asAdmin('PUT', '/settings/company/info', { version: 0, value: info });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ version: 1, value: info });
    expect(await employerName()).toBe('Inställt AB');
    const audit = await testApp.db
      .selectFrom('audit_event')
      .select(['before', 'after'])
      .where('action', '=', 'settings.updated')
      .where('entity_id', '=', employerId)
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ section: 'company-info', name: 'Före AB', 'agiContact.name': '' });
    expect(audit.after).toMatchObject({
      section: 'company-info',
      name: 'Inställt AB',
      agiDeclarationDay: 'twentySixth',
    });
  });

  it('409 with the stored values for a stale version', async () => {
    const response = await asAdmin('PUT', '/settings/company/info', {
      version: 0,
      value: { ...info, name: 'X AB' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'VERSION_CONFLICT', current: info, currentVersion: 1 });
    expect(await employerName()).toBe('Inställt AB');
  });
});

describe('Adress', () => {
  it('stores the postnummer as "123 45" and needs its own privilege', async () => {
    const address = { careOf: '', streetAddress: 'Storgatan 1', postalCode: '11122', city: 'Stockholm' };
    const response = await asAdmin('PUT', '/settings/company/address', { version: 0, value: address });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value.postalCode).toBe('111 22');
    const bad = await asAdmin('PUT', '/settings/company/address', {
      version: 1,
      value: { ...address, postalCode: '1112' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ postalCode: ['Postnumret ska ha fem siffror, till exempel 123 45'] });
    expect((await asManager('GET', '/settings/company/address')).statusCode).toBe(403);
  });
});

describe('Processhistorik', () => {
  it('lists the company’s own changes newest first, with Swedish-free actions and people by name', async () => {
    // The other company changes its settings too; none of that may show here.
    const theirs = await asOtherOwnAdmin('PUT', '/settings/company/info', {
      version: 0,
      value: { ...info, name: 'Andra AB' },
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const response = await asAdmin('GET', '/settings/process-history');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    const actions = page.items.map((item: { action: string }) => item.action);
    expect(actions).toContain('settings.updated');
    expect(actions).toContain('employer.created');
    expect(JSON.stringify(page)).not.toContain('Andra AB');
    const theirIds = await testApp.db
      .selectFrom('audit_event')
      .select('id')
      .where('entity_id', 'in', [
        await testApp.db
          .selectFrom('employer')
          .select('id')
          .where('name', '=', 'Andra AB')
          .executeTakeFirstOrThrow()
          .then((row) => row.id),
      ])
      .execute();
    expect(theirIds.length).toBeGreaterThan(0);
    for (const { id } of theirIds)
      expect(page.items.map((item: { id: string }) => item.id)).not.toContain(String(id));
    // Newest first; who did it by name or e-mail, never an id.
    expect(page.items[0].action).toBe('settings.updated');
    expect(page.items[0].actor).toMatch(/@exempel\.se$|\S+ \S+/);
    expect(page.people).toHaveLength(1);
    expect(page.people[0].name).toBe(page.items[0].actor);
  });

  it('filters by kind, person and dates, and pages', async () => {
    const list = async (query: string) => (await asAdmin('GET', `/settings/process-history?${query}`)).json();
    const settings = await list('action=settings.updated');
    expect(settings.items.every((item: { action: string }) => item.action === 'settings.updated')).toBe(true);
    expect(settings.total).toBe(2); // company info and address
    const all = await list('');
    const person = all.people[0].id;
    const byPerson = await list(`actorId=${person}`);
    expect(byPerson.total).toBeGreaterThanOrEqual(2);
    expect((await list('actorId=00000000-0000-4000-8000-000000000000')).total).toBe(0);
    expect((await list('to=2000-01-01')).total).toBe(0);
    expect((await list('from=2000-01-01')).total).toBe(all.total);
    const first = await list('pageSize=1&page=1');
    const second = await list('pageSize=1&page=2');
    expect(first.items).toHaveLength(1);
    expect(first.total).toBe(all.total);
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect((await asAdmin('GET', '/settings/process-history?from=igår')).statusCode).toBe(400);
  });

  it('keeps an employee’s fields hidden from a role that may not read them', async () => {
    const employee = buildEmployee();
    const created = await asAdmin('POST', '/employees', employee);
    expect(created.statusCode, created.body).toBe(201);
    const full = (await asAdmin('GET', '/settings/process-history?action=employee.created')).json();
    expect(JSON.stringify(full.items)).toContain(employee.personnummer);
    const response = await asHistoryOnly('GET', '/settings/process-history?action=employee.created');
    expect(response.statusCode, response.body).toBe(200);
    const entry = response.json().items[0];
    // As the employee audit route shows it: fields without a privilege (timestamps) stay, the rest go.
    expect(entry).toMatchObject({ before: null, hiddenChanges: true });
    expect(entry.after).not.toHaveProperty('personnummer');
    expect(entry.after).not.toHaveProperty('firstName');
    expect(response.body).not.toContain(employee.personnummer);
    const csv = await asHistoryOnly('GET', '/settings/process-history/export?action=employee.created');
    expect(csv.body).not.toContain(employee.personnummer);
    expect(csv.body).toContain('ändringar du inte har behörighet att se');
  });

  it('exports the filtered history as Swedish CSV with formula starts neutralised', async () => {
    const current = (await asAdmin('GET', '/settings/company/info')).json();
    const renamed = await asAdmin('PUT', '/settings/company/info', {
      version: current.version,
      value: { ...info, name: '=HYPERLINK("http://x")' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const response = await asAdmin('GET', '/settings/process-history/export?action=settings.updated');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, ...lines] = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('"Tidpunkt";"Vem";"Vad";"Ändring"');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('"Inställningar ändrade: Företagsuppgifter"');
    expect(lines[0]).toContain('Namn: Inställt AB → =HYPERLINK');
    expect(lines[0]).not.toContain('"=');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect((await asManager('GET', '/settings/process-history/export')).statusCode).toBe(403);
    expect((await asOtherAdmin('GET', '/settings/process-history')).statusCode).toBe(403);
  });
});

describe('a deleted cost centre', () => {
  it('keeps its create and delete events in its company’s history, never in another company’s', async () => {
    const created = await asAdmin('POST', '/settings/dimensions/cost-centre/objects', {
      code: '7700',
      name: 'Borttaget ställe',
    });
    expect(created.statusCode, created.body).toBe(201);
    const object = created.json();
    const deleted = await asAdmin('DELETE', `/settings/dimensions/objects/${object.id}?version=1`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const gone = await testApp.db
      .selectFrom('dimension_object')
      .select('id')
      .where('id', '=', object.id)
      .executeTakeFirst();
    expect(gone).toBeUndefined();

    const ours = (await asAdmin('GET', '/settings/process-history?pageSize=100')).json();
    const mine = ours.items.filter((item: { action: string; before: unknown; after: unknown }) =>
      JSON.stringify([item.before, item.after]).includes('Borttaget ställe'),
    );
    expect(mine.map((item: { action: string }) => item.action)).toEqual([
      'dimension-object.deleted',
      'dimension-object.created',
    ]);
    const csv = await asAdmin('GET', '/settings/process-history/export?action=dimension-object.deleted');
    expect(csv.body).toContain('Borttaget ställe');

    const theirs = await asOtherOwnAdmin('GET', '/settings/process-history?pageSize=100');
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.body).not.toContain('Borttaget ställe');
    expect(
      (await asOtherOwnAdmin('GET', '/settings/process-history?action=dimension-object.deleted')).json()
        .total,
    ).toBe(0);
  });
});

describe('renaming through the company-info route', () => {
  it('is audited as employer.renamed and shows in the process history', async () => {
    const response = await asAdmin('PUT', '/company-info', { name: 'Omdöpt AB' });
    expect(response.statusCode, response.body).toBe(200);
    const event = await testApp.db
      .selectFrom('audit_event')
      .select(['before', 'after', 'actor_identity_id'])
      .where('action', '=', 'employer.renamed')
      .where('entity_id', '=', employerId)
      .executeTakeFirstOrThrow();
    expect(event.before).toEqual({ name: '=HYPERLINK("http://x")' });
    expect(event.after).toEqual({ name: 'Omdöpt AB' });
    expect(event.actor_identity_id).not.toBeNull();
    const history = (await asAdmin('GET', '/settings/process-history?action=employer.renamed')).json();
    expect(history.total).toBe(1);
    // The settings document shows the new name, and a save from it goes through.
    const info = (await asAdmin('GET', '/settings/company/info')).json();
    expect(info.value.name).toBe('Omdöpt AB');
  });

  it('refuses a name longer than Företagsuppgifter keeps, and keeps the old one', async () => {
    // A 70 000-character name once reached the payslip PDF's letterhead and hung the renderer.
    const response = await asAdmin('PUT', '/company-info', { name: 'x'.repeat(101) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain('Högst 100 tecken');
    const info = (await asAdmin('GET', '/settings/company/info')).json();
    expect(info.value.name).not.toBe('x'.repeat(101));
  });
});

describe('a test company with sample data', () => {
  it('gets an AGI contact and an address at version 1, without an event of their own', async () => {
    const demo = await createCompany(
      testApp.app,
      admin,
      buildNewCompany({
        orgNumber: '',
        companyName: 'Demobolaget AB',
        packagingId: HR_KOMPLETT.id,
        demoData: { demo: true, extraEmployees: 0, monthsBack: 3 },
      }),
    );
    const asDemo = employerClient(testApp.app, admin, demo.employerId, demo.adminRoleId);
    const info = (await asDemo('GET', '/settings/company/info')).json();
    expect(info).toMatchObject({
      version: 1,
      value: {
        name: 'Demobolaget AB',
        agiContact: { name: 'Lena Lönesson', phone: '08-46 500 123', email: 'lon@exempel.se' },
      },
    });
    const address = (await asDemo('GET', '/settings/company/address')).json();
    expect(address).toMatchObject({ version: 1, value: { postalCode: '111 22', city: 'Stockholm' } });
    const history = (await asDemo('GET', '/settings/process-history?action=settings.updated')).json();
    expect(history.total).toBe(0);
  });
});

describe('the history’s summaries', () => {
  it('name every field of the events written above in Swedish, never by an internal key', async () => {
    const history = await asAdmin('GET', '/settings/process-history/export');
    expect(history.statusCode).toBe(200);
    const changes = history.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(1)
      .map((line) => (line.split('";"')[3] ?? '').replace(/"$/, ''));
    expect(changes.length).toBeGreaterThan(5);
    // The field names: each part's text before its value (e-mail addresses are values).
    const fields = changes.flatMap((change) => change.split('; ').map((part) => part.split(': ')[0] ?? ''));
    expect(fields).toContain('Kontaktpersonens e-post');
    for (const field of fields) {
      expect(field).not.toMatch(/[A-Za-z]\.[A-Za-z]/);
      expect(field).not.toMatch(/\b[a-z]+[A-Z][A-Za-z]*\b/);
      expect(field).not.toBe(OTHER_CHANGES_LABEL);
    }
    for (const change of changes) expect(change).not.toMatch(/[{}]/);
  });
});

describe('kept complete', () => {
  const locale = (language: string) =>
    JSON.parse(
      readFileSync(
        path.resolve(import.meta.dirname, `../../../../web/public/locales/${language}/settings-history.json`),
        'utf8',
      ),
    );

  it('every audit action has a Swedish label and texts in both languages', () => {
    const sv = locale('sv-SE');
    const en = locale('en-GB');
    // Nested as i18next reads `actions.settings.updated`.
    const text = (file: { actions: Record<string, Record<string, string>> }, action: string) => {
      const [entity = '', what = ''] = action.split('.');
      return file.actions[entity]?.[what];
    };
    for (const action of Object.keys(AUDIT_ACTIONS)) {
      expect(AUDIT_ACTION_LABELS[action], action).toBeTruthy();
      expect(text(sv, action), action).toBe(AUDIT_ACTION_LABELS[action]);
      expect(text(en, action), action).toBeTruthy();
    }
  });

  it('every settings document has a Swedish name and texts in both languages', () => {
    const sv = locale('sv-SE');
    const en = locale('en-GB');
    for (const [document, label] of Object.entries(SETTINGS_DOCUMENT_LABELS)) {
      expect(sv.documents[document], document).toBe(label);
      expect(en.documents[document], document).toBeTruthy();
    }
  });
});

import { DEFAULT_EVENT_GROUP_SETTINGS, type EventGroup } from '@lonsam/domain/events/event-groups';
import { DEFAULT_EVENT_TEMPLATE_SETTINGS, type EventTemplate } from '@lonsam/domain/events/event-templates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { listEmployerScopedRoutes } from '../../http/employer-scope-guard.ts';
import {
  buildEmployee,
  buildEmployment,
  type EmployerClient,
  employerClient,
  insertWorkplaceAndCostCentre,
  signUpManager,
  signUpWithRole,
} from '../employees/testing/employee-test-helpers.ts';
import {
  buildNewCompany,
  createCompany,
  makeOrgNumber,
  type SignedIn,
  signUpUser,
} from '../employer/testing/employer-test-helpers.ts';
import { HR_KOMPLETT, LON_BAS } from '../privileges/standard-packagings.ts';
import { readStoredSection, settingsAuditRows } from '../settings/testing/settings-test-helpers.ts';
import { readEventGroups, readEventTemplates } from './index.ts';

// Händelsemallar and Händelsegrupper: the settings-document checks for each, then their own rules.

let testApp: TestApp;
let employerId: string;
let otherEmployerId: string;
let employmentId: string;
let otherEmploymentId: string;
let asAdmin: EmployerClient;
let asManager: EmployerClient;
let asUser: EmployerClient;
let asOtherAdmin: EmployerClient;
let asBasAdmin: EmployerClient;

async function addEmployment(client: EmployerClient, inEmployer: string, lastName: string) {
  const created = await client('POST', '/employees', {
    ...buildEmployee({ lastName }),
    employment: buildEmployment(await insertWorkplaceAndCostCentre(testApp.db, inEmployer)),
  });
  expect(created.statusCode, created.body).toBe(201);
  const row = await testApp.db
    .selectFrom('employment')
    .select('id')
    .where('employee_id', '=', created.json().id)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A person with the plain user role at the employer (SQL: no route grants one yet). */
async function signUpPlainUser(inEmployer: string) {
  const { user, roleId } = await signUpWithRole(testApp.app, testApp.db, inEmployer, 'user');
  return employerClient(testApp.app, user, inEmployer, roleId);
}

beforeAll(async () => {
  testApp = await buildTestApp();
  const admin: SignedIn = await signUpUser(testApp.app, testApp.db);
  const company = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({ orgNumber: makeOrgNumber(1771), packagingId: HR_KOMPLETT.id }),
  );
  employerId = company.employerId;
  asAdmin = employerClient(testApp.app, admin, employerId, company.adminRoleId);
  const manager = await signUpManager(testApp.app, testApp.db, employerId);
  asManager = employerClient(testApp.app, manager.user, employerId, manager.roleId);
  asUser = await signUpPlainUser(employerId);
  employmentId = await addEmployment(asAdmin, employerId, 'Gruppsson');

  const other: SignedIn = await signUpUser(testApp.app, testApp.db);
  const otherCompany = await createCompany(
    testApp.app,
    other,
    buildNewCompany({ orgNumber: makeOrgNumber(1772), packagingId: HR_KOMPLETT.id }),
  );
  otherEmployerId = otherCompany.employerId;
  // The other company's admin, naming its own role but this employer's id.
  asOtherAdmin = employerClient(testApp.app, other, employerId, otherCompany.adminRoleId);
  otherEmploymentId = await addEmployment(
    employerClient(testApp.app, other, otherEmployerId, otherCompany.adminRoleId),
    otherEmployerId,
    'Annansson',
  );

  // Lön Bas has no AdvancedEvents: its admin lacks both privileges.
  const bas = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({ orgNumber: makeOrgNumber(1773), packagingId: LON_BAS.id }),
  );
  asBasAdmin = employerClient(testApp.app, admin, bas.employerId, bas.adminRoleId);
});
afterAll(async () => {
  await testApp.close();
});

function storedSection(section: string, inEmployer = employerId) {
  return readStoredSection(testApp.db, inEmployer, section);
}

function auditRows(section: string) {
  return settingsAuditRows(testApp.db, employerId, section);
}

const trip: EventTemplate = {
  id: '5d1f7a52-0b8e-4b0a-9a55-0c4f3d1a1701',
  name: 'Tjänsteresa Göteborg',
  payload: { kind: 'travel', destination: 'Göteborg', country: 'SE', overnight: true, moreThan50Km: true },
};
const groupId = '5d1f7a52-0b8e-4b0a-9a55-0c4f3d1a1702';
const validGroup = (): EventGroup => ({
  id: groupId,
  name: 'Butik',
  employmentIds: [employmentId],
  kinds: ['absence', 'transaction'],
  absenceTypes: ['sick'],
  salaryTypeCodes: ['210', '211'],
});

const SECTIONS = [
  {
    section: 'event-templates',
    privilege: 'TenantManagement.EventTemplates',
    readPrivileges: ['TenantManagement.EventTemplates', 'Employee.Events.Templates'],
    defaults: DEFAULT_EVENT_TEMPLATE_SETTINGS,
    valid: () => ({ templates: [...DEFAULT_EVENT_TEMPLATE_SETTINGS.templates, trip] }),
    invalid: () => ({ templates: [{ ...trip, name: '' }] }),
    errors: { 'templates.0.name': ['Ange mallens namn'] },
  },
  {
    section: 'event-groups',
    privilege: 'TenantManagement.EventGroups',
    readPrivileges: ['TenantManagement.EventGroups'],
    defaults: DEFAULT_EVENT_GROUP_SETTINGS,
    valid: () => ({ groups: [validGroup()] }),
    invalid: () => ({ groups: [{ ...validGroup(), kinds: [], absenceTypes: [], salaryTypeCodes: [] }] }),
    errors: { 'groups.0.kinds': ['Välj minst en typ av händelse'] },
  },
] as const;

describe('the routes declare their privileges', () => {
  it('GET reads and PUT writes with the section’s privilege; templates are also read with Employee.Events.Templates', () => {
    const routes = listEmployerScopedRoutes(testApp.app)
      .filter((route) => /settings\/event-(templates|groups)$/.test(route.url))
      .filter((route) => route.method !== 'HEAD')
      .map((route) => [route.method, route.url.replace(/.*settings\//, ''), route.employerAccess]);
    for (const { section, privilege, readPrivileges } of SECTIONS) {
      const read = routes.find(([method, url]) => method === 'GET' && url === section);
      expect(read?.[2]).toMatchObject({ access: 'read' });
      expect([read?.[2] && (read[2] as { privilege: unknown }).privilege].flat()).toEqual(readPrivileges);
      expect(routes).toContainEqual(['PUT', section, { privilege, access: 'write' }]);
    }
    expect(routes).toHaveLength(4);
  });
});

describe.each(SECTIONS)('settings/$section', ({ section, defaults, valid, invalid, errors }) => {
  const path = `/settings/${section}`;

  it('reads version 0 and the defaults before the first save', async () => {
    const response = await asAdmin('GET', path);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ version: 0, value: defaults, updatedAt: null });
  });

  it('403 for a manager, a plain user, another company’s admin and an admin without the package; nothing saved', async () => {
    for (const client of [asManager, asUser, asOtherAdmin]) {
      expect((await client('GET', path)).statusCode).toBe(403);
      expect((await client('PUT', path, { version: 0, value: valid() })).statusCode).toBe(403);
    }
    expect((await asBasAdmin('GET', path)).statusCode).toBe(403);
    expect((await asBasAdmin('PUT', path, { version: 0, value: defaults })).statusCode).toBe(403);
    expect(await storedSection(section)).toBeUndefined();
  });

  it('400 with Swedish field errors and nothing saved or audited', async () => {
    const response = await asAdmin('PUT', path, { version: 0, value: invalid() });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual(errors);
    expect(await storedSection(section)).toBeUndefined();
    expect(await auditRows(section)).toHaveLength(0);
  });

  it('saves with an audit event, then a stale version gets 409 with the stored value', async () => {
    const saved = await asAdmin('PUT', path, { version: 0, value: valid() });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 1, value: valid() });
    expect((await asAdmin('GET', path)).json()).toMatchObject({ version: 1, value: valid() });
    const audits = await auditRows(section);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actor_identity_id).not.toBeNull();
    expect(audits[0]!.employer_id).toBe(employerId);

    const stale = await asAdmin('PUT', path, { version: 0, value: defaults });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current: valid(), currentVersion: 1 });
    expect((await storedSection(section))?.version).toBe(1);
  });
});

describe('event templates’ own rules', () => {
  const path = '/settings/event-templates';

  it('refuses a name already used (any case) and a salary type employees may not report, nothing saved', async () => {
    const current = (await asAdmin('GET', path)).json();
    const response = await asAdmin('PUT', path, {
      version: current.version,
      value: {
        templates: [
          ...current.value.templates,
          {
            id: '5d1f7a52-0b8e-4b0a-9a55-0c4f3d1a1703',
            // Månadslön (100) exists but is not reportable; 4711 does not exist.
            name: 'Månadslön',
            payload: { kind: 'transaction', salaryTypeCode: '100', quantity: 1 },
          },
          {
            id: '5d1f7a52-0b8e-4b0a-9a55-0c4f3d1a1704',
            name: 'Okänd',
            payload: { kind: 'transaction', salaryTypeCode: '4711', amountOre: 10_000 },
          },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    const index = current.value.templates.length;
    expect(response.json().errors).toEqual({
      [`templates.${index}.payload.salaryTypeCode`]: [
        'Lönearten finns inte, är inaktiv eller får inte rapporteras',
      ],
      [`templates.${index + 1}.payload.salaryTypeCode`]: [
        'Lönearten finns inte, är inaktiv eller får inte rapporteras',
      ],
    });

    const duplicate = await asAdmin('PUT', path, {
      version: current.version,
      value: {
        templates: [
          ...current.value.templates,
          { ...trip, id: '5d1f7a52-0b8e-4b0a-9a55-0c4f3d1a1705', name: 'sjuk HELDAG' },
        ],
      },
    });
    expect(duplicate.statusCode, duplicate.body).toBe(400);
    expect(duplicate.json().errors).toEqual({
      [`templates.${index}.name`]: ['Det finns redan en mall med det namnet'],
    });
    expect((await storedSection('event-templates'))?.version).toBe(current.version);
  });

  it('a stored template keeps its salary type after the type is no longer reportable', async () => {
    const current = (await asAdmin('GET', path)).json();
    await testApp.db
      .updateTable('salary_type')
      .set({ reportable: false })
      .where('employer_id', '=', employerId)
      .where('code', '=', '210')
      .execute();
    const renamed = current.value.templates.map((template: EventTemplate) =>
      template.name === 'Sjuk heldag' ? { ...template, name: 'Sjukdag' } : template,
    );
    const saved = await asAdmin('PUT', path, { version: current.version, value: { templates: renamed } });
    expect(saved.statusCode, saved.body).toBe(200);
    await testApp.db
      .updateTable('salary_type')
      .set({ reportable: true })
      .where('employer_id', '=', employerId)
      .where('code', '=', '210')
      .execute();
    expect((await readEventTemplates(testApp.db, employerId)).map((template) => template.name)).toContain(
      'Sjukdag',
    );
  });

  it('readEventTemplates gives a company without a save the four default templates', async () => {
    expect(await readEventTemplates(testApp.db, otherEmployerId)).toEqual(
      DEFAULT_EVENT_TEMPLATE_SETTINGS.templates,
    );
  });
});

describe('event groups’ own rules', () => {
  const path = '/settings/event-groups';

  it('refuses another company’s employment and an unknown salary type, nothing saved', async () => {
    const current = (await asAdmin('GET', path)).json();
    const response = await asAdmin('PUT', path, {
      version: current.version,
      value: {
        groups: [
          {
            ...validGroup(),
            employmentIds: [employmentId, otherEmploymentId],
            salaryTypeCodes: ['210', '4711'],
          },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual({
      'groups.0.employmentIds.1': ['Anställningen finns inte i företaget'],
      'groups.0.salaryTypeCodes.1': ['Lönearten finns inte i företaget'],
    });
    expect((await storedSection('event-groups'))?.version).toBe(current.version);
  });

  it('readEventGroups gives the saved groups, and none for a company without a save', async () => {
    expect(await readEventGroups(testApp.db, employerId)).toEqual([validGroup()]);
    expect(await readEventGroups(testApp.db, otherEmployerId)).toEqual([]);
  });
});

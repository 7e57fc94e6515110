import { DEFAULT_HOLIDAY_SETTINGS } from '@lonsam/domain/settings/company-holidays';
import { DEFAULT_CUSTOM_FIELD_SETTINGS } from '@lonsam/domain/settings/custom-field-settings';
import { DEFAULT_TIME_BANK_SETTINGS } from '@lonsam/domain/settings/time-bank-settings';
import { DEFAULT_VACATION_SETTINGS } from '@lonsam/domain/settings/vacation-settings';
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
import { HR_KOMPLETT } from '../privileges/standard-packagings.ts';
import { readStoredSection, settingsAuditRows } from '../settings/testing/settings-test-helpers.ts';

// Holidays, vacation and time banks (this module) and custom fields (modules/custom-fields): the
// same settings-document checks for each, then each section's own rules.

let testApp: TestApp;
let employerId: string;
let asAdmin: EmployerClient;
let asManager: EmployerClient;
let asOtherAdmin: EmployerClient;
let asDemoAdmin: EmployerClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  const admin: SignedIn = await signUpUser(testApp.app, testApp.db);
  const company = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({ orgNumber: makeOrgNumber(1671), packagingId: HR_KOMPLETT.id }),
  );
  employerId = company.employerId;
  asAdmin = employerClient(testApp.app, admin, employerId, company.adminRoleId);
  const manager = await signUpManager(testApp.app, testApp.db, employerId);
  asManager = employerClient(testApp.app, manager.user, employerId, manager.roleId);
  const other: SignedIn = await signUpUser(testApp.app, testApp.db);
  const otherCompany = await createCompany(
    testApp.app,
    other,
    buildNewCompany({ orgNumber: makeOrgNumber(1672), packagingId: HR_KOMPLETT.id }),
  );
  // The other company's admin, naming its own role but this employer's id.
  asOtherAdmin = employerClient(testApp.app, other, employerId, otherCompany.adminRoleId);
  const demo = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({
      orgNumber: '',
      packagingId: HR_KOMPLETT.id,
      demoData: { demo: true, extraEmployees: 0, monthsBack: 3 },
    }),
  );
  asDemoAdmin = employerClient(testApp.app, admin, demo.employerId, demo.adminRoleId);
});
afterAll(async () => {
  await testApp.close();
});

function storedSection(section: string) {
  return readStoredSection(testApp.db, employerId, section);
}

function auditRows(section: string) {
  return settingsAuditRows(testApp.db, employerId, section);
}

const [defaultGroup] = DEFAULT_VACATION_SETTINGS.groups;
const fieldId = '5d1f7a52-0b8e-4b0a-9a55-0c4f3d1a0101';

/** Each section: its privilege, a valid change, an invalid value and the Swedish errors it gets. */
const SECTIONS = [
  {
    section: 'holidays',
    privilege: 'TenantManagement.Holidays',
    defaults: DEFAULT_HOLIDAY_SETTINGS,
    valid: { extraDaysOff: [{ date: '2026-05-15', name: 'Klämdag', portion: 'whole' }] },
    invalid: {
      extraDaysOff: [
        { date: '2026-05-15', name: 'Klämdag', portion: 'whole' },
        { date: '2026-05-15', name: 'Klämdag igen', portion: 'half' },
        { date: '2205-01-05', name: 'Trettondagsafton', portion: 'half' },
      ],
    },
    errors: {
      'extraDaysOff.1.date': ['Datumet finns redan bland företagets lediga dagar'],
      'extraDaysOff.2.date': ['Datumet ska ligga mellan 1900-01-01 och 2100-12-31'],
    },
  },
  {
    section: 'vacation',
    privilege: 'TenantManagement.Vacation',
    defaults: DEFAULT_VACATION_SETTINGS,
    valid: {
      vacationYear: 'calendar',
      earningYear: 'same',
      groups: [
        { ...defaultGroup, name: 'Tjänstemän', supplementPercent: 0.8, paidDaysPerYear: 30 },
        {
          ...defaultGroup,
          id: '5d1f7a52-0b8e-4b0a-9a55-0c4f3d1a0102',
          name: 'Kollektivanställda',
          isDefault: false,
          rule: 'procentregeln',
          percent: 13,
        },
      ],
    },
    invalid: { ...DEFAULT_VACATION_SETTINGS, groups: [{ ...defaultGroup, paidDaysPerYear: 20 }] },
    errors: {
      'groups.0.paidDaysPerYear': ['Minst 25 semesterdagar enligt semesterlagen, högst 60'],
      // 20 paid days leave none above twenty to save: the default 5 is refused too.
      'groups.0.savedDays.maxPerYear': [
        'Bara dagar över 20 får sparas: högst antalet betalda dagar minus 20',
      ],
    },
  },
  {
    section: 'time-banks',
    privilege: 'TenantManagement.TimeBanks',
    defaults: DEFAULT_TIME_BANK_SETTINGS,
    valid: {
      ...DEFAULT_TIME_BANK_SETTINGS,
      compBank: { ...DEFAULT_TIME_BANK_SETTINGS.compBank, isEnabled: true, maxHours: 50, expiryMonths: 12 },
    },
    invalid: {
      ...DEFAULT_TIME_BANK_SETTINGS,
      flexBank: { ...DEFAULT_TIME_BANK_SETTINGS.flexBank, minusLimitHours: -5 },
    },
    errors: { 'flexBank.minusLimitHours': ['Gränsen ska vara 0–500 timmar'] },
  },
  {
    section: 'custom-fields',
    privilege: 'TenantManagement.CustomFields',
    defaults: DEFAULT_CUSTOM_FIELD_SETTINGS,
    valid: {
      fields: [
        {
          id: fieldId,
          label: 'Skostorlek',
          type: 'number',
          options: [],
          isRequired: false,
          entity: 'employee',
        },
      ],
    },
    invalid: {
      fields: [
        { id: fieldId, label: 'Tröja', type: 'choice', options: [], isRequired: true, entity: 'employee' },
      ],
    },
    errors: { 'fields.0.options': ['En vallista behöver minst ett alternativ'] },
  },
] as const;

describe('every route declares its own TenantManagement privilege', () => {
  it('GET reads and PUT writes with the section’s privilege', () => {
    const routes = listEmployerScopedRoutes(testApp.app)
      .filter((route) => /settings\/(holidays|vacation|time-banks|custom-fields)$/.test(route.url))
      .filter((route) => route.method !== 'HEAD')
      .map((route) => [route.method, route.url.replace(/.*settings\//, ''), route.employerAccess]);
    for (const { section, privilege } of SECTIONS) {
      const read = routes.find(([method, url]) => method === 'GET' && url === section);
      expect(read?.[2]).toMatchObject({ access: 'read' });
      expect([read?.[2] && (read[2] as { privilege: unknown }).privilege].flat()).toEqual([privilege]);
      expect(routes).toContainEqual(['PUT', section, { privilege, access: 'write' }]);
    }
    expect(routes).toHaveLength(8);
  });
});

describe.each(SECTIONS)('settings/$section', ({ section, defaults, valid, invalid, errors }) => {
  const path = `/settings/${section}`;

  it('reads version 0 and the defaults before the first save', async () => {
    const response = await asAdmin('GET', path);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ version: 0, value: defaults, updatedAt: null });
  });

  it('403 for a manager without the privilege and for another company’s admin; nothing saved', async () => {
    for (const client of [asManager, asOtherAdmin]) {
      expect((await client('GET', path)).statusCode).toBe(403);
      expect((await client('PUT', path, { version: 0, value: valid })).statusCode).toBe(403);
    }
    expect(await storedSection(section)).toBeUndefined();
  });

  it('400 with Swedish field errors and nothing saved or audited', async () => {
    const response = await asAdmin('PUT', path, { version: 0, value: invalid });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual(errors);
    expect(await storedSection(section)).toBeUndefined();
    expect(await auditRows(section)).toHaveLength(0);
  });

  it('saves with an audit event, then a stale version gets 409 with the stored value', async () => {
    const saved = await asAdmin('PUT', path, { version: 0, value: valid });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 1, value: valid });
    expect((await asAdmin('GET', path)).json()).toMatchObject({ version: 1, value: valid });
    const audits = await auditRows(section);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actor_identity_id).not.toBeNull();

    const stale = await asAdmin('PUT', path, { version: 0, value: defaults });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current: valid, currentVersion: 1 });
    expect((await storedSection(section))?.version).toBe(1);
  });
});

describe('custom fields keep their type', () => {
  it('a saved field may be relabelled but not change type (400 on its type, nothing saved)', async () => {
    const path = '/settings/custom-fields';
    const current = (await asAdmin('GET', path)).json();
    const [field] = current.value.fields;
    const changed = await asAdmin('PUT', path, {
      version: current.version,
      value: { fields: [{ ...field, type: 'text' }] },
    });
    expect(changed.statusCode, changed.body).toBe(400);
    expect(changed.json().errors).toEqual({
      'fields.0.type': ['Typen kan inte ändras efter att fältet har sparats'],
    });
    expect((await storedSection('custom-fields'))?.version).toBe(current.version);

    const relabelled = await asAdmin('PUT', path, {
      version: current.version,
      value: { fields: [{ ...field, label: 'Skonummer' }] },
    });
    expect(relabelled.statusCode, relabelled.body).toBe(200);
    // A stale save that changes the type is refused for the type too: the stored field decides.
    const stale = await asAdmin('PUT', path, {
      version: current.version,
      value: { fields: [{ ...field, type: 'date' }] },
    });
    expect(stale.statusCode, stale.body).toBe(400);
    expect((await asAdmin('GET', path)).json().value.fields[0]).toMatchObject({
      label: 'Skonummer',
      type: 'number',
    });
  });
});

it('a test company with sample data has two vacation groups, klämdagar and a comp time bank', async () => {
  const vacation = (await asDemoAdmin('GET', '/settings/vacation')).json();
  expect(vacation.version).toBe(1);
  expect(
    vacation.value.groups.map((group: { name: string; rule: string }) => [group.name, group.rule]),
  ).toEqual([
    ['Tjänstemän', 'sammaloneregeln'],
    ['Kollektivanställda', 'procentregeln'],
  ]);
  const year = new Date().getFullYear();
  const holidays = (await asDemoAdmin('GET', '/settings/holidays')).json();
  expect(holidays.value.extraDaysOff).toContainEqual({
    date: `${year}-01-05`,
    name: 'Trettondagsafton',
    portion: 'half',
  });
  expect(holidays.value.extraDaysOff).toHaveLength(4);
  expect((await asDemoAdmin('GET', '/settings/time-banks')).json().value.compBank.isEnabled).toBe(true);
});

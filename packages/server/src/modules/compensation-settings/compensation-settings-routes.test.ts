import { DEFAULT_PENSION_SETTINGS, itp1LikeRule } from '@lonsam/domain/settings/pension-settings';
import { DEFAULT_SALARY_SUPPLEMENTS, DEFAULT_STANDBY } from '@lonsam/domain/settings/salary-supplements';
import { DEFAULT_TRAVEL_ALLOWANCES, DEFAULT_TRAVEL_MILEAGE } from '@lonsam/domain/settings/travel-settings';
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
import { COMPENSATION_PRIVILEGES, readSalarySupplements } from './compensation-settings-routes.ts';

// Lönetillägg, beredskap, traktamente, milersättning and pension: the settings-document checks
// for each (privilege, 400 with nothing saved, audit, 409, another company), then what is read back.

let testApp: TestApp;
let employerId: string;
let asAdmin: EmployerClient;
let asManager: EmployerClient;
let asOtherAdmin: EmployerClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  const admin: SignedIn = await signUpUser(testApp.app, testApp.db);
  const company = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({ orgNumber: makeOrgNumber(1681), packagingId: HR_KOMPLETT.id }),
  );
  employerId = company.employerId;
  asAdmin = employerClient(testApp.app, admin, employerId, company.adminRoleId);
  const manager = await signUpManager(testApp.app, testApp.db, employerId);
  asManager = employerClient(testApp.app, manager.user, employerId, manager.roleId);
  const other: SignedIn = await signUpUser(testApp.app, testApp.db);
  const otherCompany = await createCompany(
    testApp.app,
    other,
    buildNewCompany({ orgNumber: makeOrgNumber(1682), packagingId: HR_KOMPLETT.id }),
  );
  // The other company's admin, naming its own role but this employer's id.
  asOtherAdmin = employerClient(testApp.app, other, employerId, otherCompany.adminRoleId);
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

const NEGATIVE = ['Värdet får inte vara negativt'];
const OVERLAP = ['Giltighetsperioderna överlappar'];
const planId = '7e000000-0000-4000-8000-000000000001';

const SECTIONS = [
  {
    section: 'salary-supplements',
    defaults: DEFAULT_SALARY_SUPPLEMENTS,
    valid: {
      ...DEFAULT_SALARY_SUPPLEMENTS,
      overtime: [
        {
          kind: 'simple',
          rates: [
            {
              validFrom: '2025-01-01',
              validTo: '2026-06-30',
              rate: { method: 'monthly-divisor', divisor: 94 },
            },
            { validFrom: '2026-07-01', validTo: null, rate: { method: 'hourly-percent', percent: 150 } },
          ],
        },
      ],
    },
    invalid: {
      ...DEFAULT_SALARY_SUPPLEMENTS,
      overtime: [
        {
          kind: 'simple',
          rates: [
            { validFrom: '2025-01-01', validTo: null, rate: { method: 'amount', amountOre: -5000 } },
            { validFrom: '2026-01-01', validTo: null, rate: { method: 'monthly-divisor', divisor: 90 } },
          ],
        },
      ],
    },
    errors: { 'overtime.0.rates.0.rate.amountOre': NEGATIVE, 'overtime.0.rates.1.validFrom': OVERLAP },
  },
  {
    section: 'standby',
    defaults: DEFAULT_STANDBY,
    valid: {
      periods: [
        {
          id: '5b000000-0000-4000-8000-000000000009',
          name: 'Helgberedskap',
          unit: 'weekend',
          rates: [{ validFrom: '2026-01-01', validTo: null, rate: { method: 'amount', amountOre: 150_000 } }],
        },
      ],
    },
    invalid: {
      periods: [
        {
          id: '5b000000-0000-4000-8000-000000000009',
          name: 'Helgberedskap',
          unit: 'day',
          rates: [{ validFrom: '2026-01-01', validTo: null, rate: { method: 'amount', amountOre: -1 } }],
        },
      ],
    },
    errors: { 'periods.0.rates.0.rate.amountOre': NEGATIVE },
  },
  {
    section: 'travel-allowances',
    defaults: DEFAULT_TRAVEL_ALLOWANCES,
    valid: {
      rates: [
        { validFrom: '2026-01-01', validTo: null, wholeDayOre: 35_000, halfDayOre: 17_500, nightOre: 15_000 },
      ],
      // Normalbelopp för utlandstraktamente (Germany 1 000 kr in 2026, made up for the test).
      foreignNormalAmounts: [{ country: 'DE', year: 2026, normalAmountOre: 100_000 }],
    },
    invalid: {
      rates: [
        { validFrom: '2026-01-01', validTo: null, wholeDayOre: 35_000, halfDayOre: -100, nightOre: 15_000 },
        { validFrom: '2026-06-01', validTo: null, wholeDayOre: 36_000, halfDayOre: 18_000, nightOre: 15_000 },
      ],
      foreignNormalAmounts: [
        { country: 'DE', year: 2026, normalAmountOre: 100_000 },
        { country: 'DE', year: 2026, normalAmountOre: 90_000 },
      ],
    },
    errors: {
      'rates.0.halfDayOre': NEGATIVE,
      'rates.1.validFrom': OVERLAP,
      'foreignNormalAmounts.1.country': ['Landet har redan ett normalbelopp för det året'],
    },
  },
  {
    section: 'travel-mileage',
    defaults: DEFAULT_TRAVEL_MILEAGE,
    valid: {
      rates: [
        {
          validFrom: '2026-01-01',
          validTo: null,
          ownCarPerMilOre: 3000,
          companyCarFossilPerMilOre: 1200,
          companyCarElectricPerMilOre: 950,
        },
      ],
    },
    invalid: {
      rates: [
        {
          validFrom: '2026-01-01',
          validTo: '2025-12-31',
          ownCarPerMilOre: -3000,
          companyCarFossilPerMilOre: 1200,
          companyCarElectricPerMilOre: 950,
        },
      ],
    },
    errors: {
      'rates.0.ownCarPerMilOre': NEGATIVE,
      'rates.0.validTo': ['Slutdatumet kan inte vara före startdatumet'],
    },
  },
  {
    section: 'pension',
    defaults: DEFAULT_PENSION_SETTINGS,
    valid: {
      plans: [{ id: planId, name: 'ITP 1', provider: 'collectum', rules: [itp1LikeRule('2025-01-01')] }],
      bookSpecialPayrollTaxMonthly: false,
    },
    invalid: {
      plans: [
        {
          id: planId,
          name: 'ITP 1',
          provider: 'collectum',
          rules: [{ ...itp1LikeRule('2025-01-01'), percentAbove: -30 }, itp1LikeRule('2026-01-01')],
        },
      ],
      bookSpecialPayrollTaxMonthly: true,
    },
    errors: { 'plans.0.rules.0.percentAbove': NEGATIVE, 'plans.0.rules.1.validFrom': OVERLAP },
  },
] as const;

describe('every route declares its own TenantManagement privilege', () => {
  it('GET reads and PUT writes with the section’s privilege', () => {
    const routes = listEmployerScopedRoutes(testApp.app)
      .filter((route) =>
        /settings\/(salary-supplements|standby|travel-allowances|travel-mileage|pension)$/.test(route.url),
      )
      .filter((route) => route.method !== 'HEAD')
      .map((route) => [route.method, route.url.replace(/.*settings\//, ''), route.employerAccess]);
    for (const [section, privilege] of Object.entries(COMPENSATION_PRIVILEGES)) {
      expect(routes).toContainEqual(['GET', section, { privilege: [privilege], access: 'read' }]);
      expect(routes).toContainEqual(['PUT', section, { privilege, access: 'write' }]);
    }
    expect(routes).toHaveLength(10);
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

  it('400 with Swedish field errors (a negative rate, overlapping dates) and nothing saved or audited', async () => {
    const response = await asAdmin('PUT', path, { version: 0, value: invalid });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json().errors).toEqual(errors);
    expect(await storedSection(section)).toBeUndefined();
    expect(await auditRows(section)).toHaveLength(0);
  });

  it('saves with an audit event of the change, then a stale version gets 409 with the stored value', async () => {
    const saved = await asAdmin('PUT', path, { version: 0, value: valid });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 1, value: valid });
    expect((await asAdmin('GET', path)).json()).toMatchObject({ version: 1, value: valid });
    const audits = await auditRows(section);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actor_identity_id).not.toBeNull();
    expect(audits[0]!.before).toMatchObject({ section });

    const stale = await asAdmin('PUT', path, { version: 0, value: defaults });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current: valid, currentVersion: 1 });
    expect((await storedSection(section))?.version).toBe(1);
  });
});

describe('reading for a payroll', () => {
  it('gives the saved overtime rates to the payroll code', async () => {
    const value = await readSalarySupplements(testApp.db, employerId);
    expect(value.overtime.map((item) => item.kind)).toEqual(['simple']);
  });
});

import { defaultChartOfAccounts } from '@lonsam/domain/accounting/chart-of-accounts';
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
import { HR_KOMPLETT, LON_BAS } from '../privileges/standard-packagings.ts';
import { readStoredSection, settingsAuditRows } from '../settings/testing/settings-test-helpers.ts';

const ACCOUNT_MESSAGE = 'Kontot måste vara ett fyrsiffrigt BAS-konto (1000–8999)';

let testApp: TestApp;
let employerId: string;
let asAdmin: EmployerClient;
let asManager: EmployerClient;
let asOtherAdmin: EmployerClient;
let asBasAdmin: EmployerClient;

beforeAll(async () => {
  testApp = await buildTestApp();
  const admin: SignedIn = await signUpUser(testApp.app, testApp.db);
  const company = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({ orgNumber: makeOrgNumber(1661), packagingId: HR_KOMPLETT.id }),
  );
  employerId = company.employerId;
  asAdmin = employerClient(testApp.app, admin, employerId, company.adminRoleId);
  const manager = await signUpManager(testApp.app, testApp.db, employerId);
  asManager = employerClient(testApp.app, manager.user, employerId, manager.roleId);
  const other: SignedIn = await signUpUser(testApp.app, testApp.db);
  const otherCompany = await createCompany(
    testApp.app,
    other,
    buildNewCompany({ orgNumber: makeOrgNumber(1662), packagingId: LON_BAS.id }),
  );
  // The other company's admin naming this employer: denied before any privilege is looked at.
  asOtherAdmin = employerClient(testApp.app, other, employerId, otherCompany.adminRoleId);
  // Lön Bas has no AdvancedAccounting: its admin holds the chart but not voucher series.
  asBasAdmin = employerClient(testApp.app, other, otherCompany.employerId, otherCompany.adminRoleId);
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

describe('every accounting settings route declares its privilege', () => {
  it('reads and writes each section with its own TenantManagement privilege', () => {
    const routes = listEmployerScopedRoutes(testApp.app)
      .filter((route) => /settings\/(chart-of-accounts|social-fee-liability|voucher-series)$/.test(route.url))
      .filter((route) => route.method !== 'HEAD')
      .map((route) => [route.method, route.url.replace(/.*settings\//, ''), route.employerAccess]);
    expect(routes).toEqual(
      expect.arrayContaining([
        [
          'GET',
          'chart-of-accounts',
          {
            privilege: ['TenantManagement.ChartOfAccounts', 'TenantManagement.SocialFeeLiability'],
            access: 'read',
          },
        ],
        ['PUT', 'chart-of-accounts', { privilege: 'TenantManagement.ChartOfAccounts', access: 'write' }],
        [
          'GET',
          'social-fee-liability',
          { privilege: ['TenantManagement.SocialFeeLiability'], access: 'read' },
        ],
        [
          'PUT',
          'social-fee-liability',
          { privilege: 'TenantManagement.SocialFeeLiability', access: 'write' },
        ],
        ['GET', 'voucher-series', { privilege: ['TenantManagement.VoucherSeries'], access: 'read' }],
        ['PUT', 'voucher-series', { privilege: 'TenantManagement.VoucherSeries', access: 'write' }],
      ]),
    );
    expect(routes).toHaveLength(6);
  });
});

describe('Kontoplan (chart of accounts)', () => {
  const path = '/settings/chart-of-accounts';

  it('reads the BAS salary accounts and default mapping before the first save', async () => {
    const response = await asAdmin('GET', path);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.version).toBe(0);
    expect(body.value).toEqual(defaultChartOfAccounts());
    expect(body.value.accounts).toContainEqual({ number: '2710', name: 'Personalskatt' });
    expect(body.value.roleAccounts.netPay).toBe('1930');
  });

  it.each(['12345', '0999'])(
    '400 with a Swedish field error for the account number %s, nothing saved',
    async (number) => {
      const value = defaultChartOfAccounts();
      value.accounts.push({ number, name: 'Eget konto' });
      const response = await asAdmin('PUT', path, { version: 0, value });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toEqual({
        [`accounts.${value.accounts.length - 1}.number`]: [ACCOUNT_MESSAGE],
      });
      expect(await storedSection('chart-of-accounts')).toBeUndefined();
      expect(await auditRows('chart-of-accounts')).toHaveLength(0);
    },
  );

  it('400 when a role books to an account not in the list, nothing saved', async () => {
    const value = defaultChartOfAccounts();
    value.roleAccounts.netPay = '1940';
    const response = await asAdmin('PUT', path, { version: 0, value });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual({ 'roleAccounts.netPay': ['Kontot finns inte i kontoplanen'] });
    expect(await storedSection('chart-of-accounts')).toBeUndefined();
  });

  it('403 for a role without the privilege and for another company', async () => {
    const value = defaultChartOfAccounts();
    for (const client of [asManager, asOtherAdmin]) {
      expect((await client('GET', path)).statusCode).toBe(403);
      expect((await client('PUT', path, { version: 0, value })).statusCode).toBe(403);
    }
    expect(await storedSection('chart-of-accounts')).toBeUndefined();
  });

  it('saves an own account used by a role, audits the change, and refuses the stale version with 409', async () => {
    const value = defaultChartOfAccounts();
    value.accounts.push({ number: '1940', name: 'Lönekonto' });
    value.roleAccounts.netPay = '1940';
    const saved = await asAdmin('PUT', path, { version: 0, value });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 1, value });
    expect((await asAdmin('GET', path)).json().value.roleAccounts.netPay).toBe('1940');

    const audits = await auditRows('chart-of-accounts');
    expect(audits).toHaveLength(1);
    expect(audits[0]!.before).toMatchObject({ 'roleAccounts.netPay': '1930' });
    expect(audits[0]!.after).toMatchObject({ 'roleAccounts.netPay': '1940' });
    expect(audits[0]!.actor_identity_id).not.toBeNull();

    const stale = await asAdmin('PUT', path, { version: 0, value: defaultChartOfAccounts() });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current: value, currentVersion: 1 });
    expect((await storedSection('chart-of-accounts'))?.version).toBe(1);
  });
});

describe('Upplupna sociala avgifter (social fee liability)', () => {
  const path = '/settings/social-fee-liability';

  it('accrues monthly at 31.42 % by default and saves a new rate with an audit event', async () => {
    const read = await asAdmin('GET', path);
    expect(read.json()).toMatchObject({ version: 0, value: { accrueMonthly: true, rateBasisPoints: 3142 } });
    const saved = await asAdmin('PUT', path, {
      version: 0,
      value: { accrueMonthly: false, rateBasisPoints: 3142 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().version).toBe(1);
    expect(await auditRows('social-fee-liability')).toHaveLength(1);
    const stale = await asAdmin('PUT', path, {
      version: 0,
      value: { accrueMonthly: true, rateBasisPoints: 2081 },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('400 for a rate over 100 %, 403 for the manager and another company', async () => {
    const bad = await asAdmin('PUT', path, {
      version: 1,
      value: { accrueMonthly: true, rateBasisPoints: 10_001 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['rateBasisPoints']);
    expect((await storedSection('social-fee-liability'))?.version).toBe(1);
    for (const client of [asManager, asOtherAdmin]) expect((await client('GET', path)).statusCode).toBe(403);
  });
});

describe('Verifikationsserier (voucher series)', () => {
  const path = '/settings/voucher-series';

  it('starts as L "Lön" number 1, saves, audits and answers a stale version with 409', async () => {
    expect((await asAdmin('GET', path)).json()).toMatchObject({
      version: 0,
      value: { series: 'L', name: 'Lön', nextNumber: 1 },
    });
    const value = { series: 'LO', name: 'Löner', nextNumber: 101 };
    const saved = await asAdmin('PUT', path, { version: 0, value });
    expect(saved.statusCode, saved.body).toBe(200);
    const audits = await auditRows('voucher-series');
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toEqual({
      section: 'voucher-series',
      series: 'LO',
      name: 'Löner',
      nextNumber: 101,
    });
    expect((await asAdmin('PUT', path, { version: 0, value })).statusCode).toBe(409);
  });

  it('400 with Swedish field errors for a lower-case series and a zero next number, nothing saved', async () => {
    const response = await asAdmin('PUT', path, {
      version: 1,
      value: { series: 'lö', name: 'Lön', nextNumber: 0 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      series: ['Serien ska vara en eller två versaler A–Z'],
      nextNumber: ['Nästa verifikationsnummer ska vara ett positivt heltal'],
    });
    expect((await storedSection('voucher-series'))?.value).toMatchObject({ series: 'LO' });
  });

  it('403 for a Lön Bas admin (no AdvancedAccounting), the manager and another company', async () => {
    const missing = await asBasAdmin('GET', path);
    expect(missing.statusCode).toBe(403);
    expect(missing.json().code).toBe('PRIVILEGE_MISSING');
    // Lön Bas still holds the chart (CorePayroll).
    expect((await asBasAdmin('GET', '/settings/chart-of-accounts')).statusCode).toBe(200);
    for (const client of [asManager, asOtherAdmin]) expect((await client('GET', path)).statusCode).toBe(403);
  });
});

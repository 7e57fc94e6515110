import { DEFAULT_PAYOUT_SETTINGS } from '@lonsam/domain/settings/payout-settings';
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

const PAYOUT = '/settings/payout';
const FILE_FORMAT = '/settings/file-format';

let testApp: TestApp;
let employerId: string;
let asAdmin: EmployerClient;
let asManager: EmployerClient;
let asOtherAdmin: EmployerClient;
let asBasAdmin: EmployerClient;
let demoEmployerId: string;
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
    buildNewCompany({ orgNumber: makeOrgNumber(1672), packagingId: LON_BAS.id }),
  );
  // The other company's admin naming this employer: denied before any privilege is looked at.
  asOtherAdmin = employerClient(testApp.app, other, employerId, otherCompany.adminRoleId);
  // Lön Bas has no AdvancedIntegrations: its admin holds Utbetalning but not Filformat.
  asBasAdmin = employerClient(testApp.app, other, otherCompany.employerId, otherCompany.adminRoleId);
  const demo = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({
      orgNumber: '',
      packagingId: HR_KOMPLETT.id,
      demoData: { demo: true, extraEmployees: 0, monthsBack: 3 },
    }),
  );
  demoEmployerId = demo.employerId;
  asDemoAdmin = employerClient(testApp.app, admin, demoEmployerId, demo.adminRoleId);
});
afterAll(async () => {
  await testApp.close();
});

function stored(section: string) {
  return readStoredSection(testApp.db, employerId, section);
}

function auditRows(section: string) {
  return settingsAuditRows(testApp.db, employerId, section);
}

const payout = (changes: Record<string, unknown>) => ({ ...DEFAULT_PAYOUT_SETTINGS, ...changes });

it('each route reads and writes with its own TenantManagement privilege', () => {
  const routes = listEmployerScopedRoutes(testApp.app)
    .filter((route) => /settings\/(payout|file-format)$/.test(route.url) && route.method !== 'HEAD')
    .map((route) => [route.method, route.url.replace(/.*settings\//, ''), route.employerAccess]);
  expect(routes).toEqual([
    ['GET', 'payout', { privilege: ['TenantManagement.PayoutSettings'], access: 'read' }],
    ['PUT', 'payout', { privilege: 'TenantManagement.PayoutSettings', access: 'write' }],
    ['GET', 'file-format', { privilege: ['TenantManagement.FileFormat'], access: 'read' }],
    ['PUT', 'file-format', { privilege: 'TenantManagement.FileFormat', access: 'write' }],
  ]);
});

describe('Utbetalning', () => {
  it('reads the defaults before the first save: the 25th, no account', async () => {
    const response = await asAdmin('GET', PAYOUT);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ version: 0, value: DEFAULT_PAYOUT_SETTINGS, updatedAt: null });
  });

  it.each([
    [
      { kind: 'bankgiro', bankgiroNumber: '5050-1056' },
      { 'account.bankgiroNumber': ['Ogiltigt bankgironummer'] },
    ],
    [
      { kind: 'bank-account', clearingNumber: '6789', accountNumber: '123456780' },
      { 'account.accountNumber': ['Ogiltigt kontonummer'] },
    ],
    [
      { kind: 'iban', iban: 'SE46 5000 0000 0583 9825 7466', bic: 'ESSESESS' },
      { 'account.iban': ['Ogiltigt IBAN-nummer'] },
    ],
  ])('400 with a Swedish field error for %j, nothing saved', async (account, errors) => {
    const response = await asAdmin('PUT', PAYOUT, { version: 0, value: payout({ account }) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors });
    expect(await stored('payout')).toBeUndefined();
    expect(await auditRows('payout')).toHaveLength(0);
  });

  it('400 for pay day 31, nothing saved', async () => {
    const response = await asAdmin('PUT', PAYOUT, { version: 0, value: payout({ payDay: 31 }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ payDay: ['Välj en dag mellan 1 och 28 eller sista bankdagen'] });
    expect(await stored('payout')).toBeUndefined();
  });

  it('403 for the manager and for another company', async () => {
    for (const client of [asManager, asOtherAdmin]) {
      expect((await client('GET', PAYOUT)).statusCode).toBe(403);
      expect((await client('PUT', PAYOUT, { version: 0, value: DEFAULT_PAYOUT_SETTINGS })).statusCode).toBe(
        403,
      );
    }
    expect(await stored('payout')).toBeUndefined();
  });

  it('saves the typed numbers in their plain form, audits the change, answers a stale version with 409', async () => {
    const value = payout({
      payDay: 'last',
      account: { kind: 'iban', iban: 'SE45 5000 0000 0583 9825 7466', bic: 'esse sess' },
    });
    const saved = await asAdmin('PUT', PAYOUT, { version: 0, value });
    expect(saved.statusCode, saved.body).toBe(200);
    const account = { kind: 'iban', iban: 'SE4550000000058398257466', bic: 'ESSESESS' };
    expect(saved.json()).toMatchObject({ version: 1, value: { payDay: 'last', account } });
    expect((await asAdmin('GET', PAYOUT)).json().value.account).toEqual(account);

    const audits = await auditRows('payout');
    expect(audits).toHaveLength(1);
    expect(audits[0]!.before).toEqual({ section: 'payout', payDay: 25, account: null });
    expect(audits[0]!.after).toEqual({ section: 'payout', payDay: 'last', account });
    expect(audits[0]!.actor_identity_id).not.toBeNull();

    const stale = await asAdmin('PUT', PAYOUT, { version: 0, value: DEFAULT_PAYOUT_SETTINGS });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', currentVersion: 1, current: { account } });
    expect((await stored('payout'))?.version).toBe(1);
  });
});

describe('Filformat and the sender identities it needs', () => {
  it('403 for a Lön Bas admin (no AdvancedIntegrations), who still holds Utbetalning', async () => {
    const response = await asBasAdmin('GET', FILE_FORMAT);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('PRIVILEGE_MISSING');
    expect((await asBasAdmin('GET', PAYOUT)).statusCode).toBe(200);
    for (const client of [asManager, asOtherAdmin])
      expect((await client('GET', FILE_FORMAT)).statusCode).toBe(403);
  });

  it('refuses Bankgirot Löner until Utbetalning has the customer number and a bankgiro', async () => {
    expect((await asAdmin('GET', FILE_FORMAT)).json()).toMatchObject({
      version: 0,
      value: { format: 'pain.001' },
    });
    const refused = await asAdmin('PUT', FILE_FORMAT, { version: 0, value: { format: 'bankgirot-loner' } });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors).toEqual({
      format: ['Ange först kundnummer hos Bankgirot och bankgironummer under Utbetalning'],
    });
    expect(await stored('file-format')).toBeUndefined();

    const current = (await asAdmin('GET', PAYOUT)).json();
    const senders = {
      ...current.value.senders,
      bankgirotCustomerNumber: '111111',
      bankgiroNumber: '991-2346',
    };
    const filled = await asAdmin('PUT', PAYOUT, {
      version: current.version,
      value: { ...current.value, senders },
    });
    expect(filled.statusCode, filled.body).toBe(200);

    const chosen = await asAdmin('PUT', FILE_FORMAT, { version: 0, value: { format: 'bankgirot-loner' } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(await auditRows('file-format')).toHaveLength(1);
    expect(
      (await asAdmin('PUT', FILE_FORMAT, { version: 0, value: { format: 'pain.001' } })).statusCode,
    ).toBe(409);
  });

  it('then refuses Utbetalning without the customer number, on that field', async () => {
    const current = (await asAdmin('GET', PAYOUT)).json();
    const senders = { ...current.value.senders, bankgirotCustomerNumber: '' };
    const refused = await asAdmin('PUT', PAYOUT, {
      version: current.version,
      value: { ...current.value, senders },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors).toEqual({
      'senders.bankgirotCustomerNumber': ['Kundnummer hos Bankgirot krävs för filformatet Bankgirot Löner'],
    });
    expect((await stored('payout'))?.version).toBe(current.version);
  });
});

it('a test company with sample data pays on the 25th from a valid account', async () => {
  const response = await asDemoAdmin('GET', PAYOUT);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({
    version: 1,
    value: {
      payDay: 25,
      account: { kind: 'bank-account', clearingNumber: '5000', accountNumber: '1234560' },
      senders: { bankgirotCustomerNumber: '111111', bankgiroNumber: '9912346' },
    },
  });
});

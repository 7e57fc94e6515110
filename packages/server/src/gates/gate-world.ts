import { EMPLOYER_IDENTITY_ROLE_HEADER } from '@lonsam/domain/constants/client-limits';
import type { TestApp } from '../db/test-db.ts';
import { saveAgiContact } from '../modules/agi/testing/agi-test-setup.ts';
import {
  buildEmployee,
  buildEmployment,
  nextPersonnummer,
  signUpManager,
} from '../modules/employees/testing/employee-test-helpers.ts';
import {
  buildNewCompany,
  createCompany,
  makeOrgNumber,
  type SignedIn,
  signUpUser,
} from '../modules/employer/testing/employer-test-helpers.ts';
import { insertEmployment, signUpEmployee } from '../modules/events/testing/event-test-setup.ts';
import { insertRun } from '../modules/payslips/testing/payslip-test-setup.ts';
import { LON_KOMPLETT } from '../modules/privileges/standard-packagings.ts';
import { logInOperator } from '../modules/tenant-manager/testing/tenant-manager-test-helpers.ts';

/** Who calls: the headers of one request (cookie, CSRF token, role header), and a name for failures. */
export type Caller = { label: string; headers: Record<string, string> };

/** What one person of company A owns: path parameter values naming their objects, and text that is theirs. */
export type PersonData = { params: Record<string, string>; secrets: string[] };

/**
 * Company A with one object of each kind the routes name, a manager whose team is Anna (not Bo),
 * users Anna and Bo, and company B with an admin, a manager and a user. Every path parameter of every
 * route maps to a value in `params` (A's real ids); a route whose parameter is missing fails the gates,
 * so a new kind of object makes this fixture grow.
 */
export type GateWorld = {
  employerId: string;
  otherEmployerId: string;
  params: Record<string, string>;
  /** A value for each required query parameter of any route (by name), or a route's whole query (by `METHOD url`). */
  query: Record<string, string>;
  /** Text of company A that no caller from company B may ever see: ids, names, personnummer. */
  secrets: string[];
  asAdmin: Caller;
  asManager: Caller;
  asAnna: Caller;
  asBo: Caller;
  anna: PersonData;
  bo: PersonData;
  /** Company B's admin, manager and user, each without a role header, with their own and with A's. */
  callersFromB: Caller[];
  operator: Caller & { tenantManagerId: string };
  /** Every session and CSRF token the world signed in with (never allowed in a log line). */
  tokens: string[];
};

function caller(label: string, user: SignedIn, roleId?: string): Caller {
  return {
    label,
    headers: {
      cookie: user.cookie,
      'x-lonsam-csrf': user.token,
      ...(roleId ? { [EMPLOYER_IDENTITY_ROLE_HEADER]: roleId } : {}),
    },
  };
}

async function expectStatus(response: { statusCode: number; body: string }, status: number, what: string) {
  if (response.statusCode !== status)
    throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
}

const PAYOUT = {
  account: { kind: 'bank-account', clearingNumber: '6789', accountNumber: '123456789' },
  senders: {
    bankgirotCustomerNumber: null,
    bankgiroNumber: null,
    isoSenderId: null,
    isoSenderIdScheme: 'BANK',
  },
};

// Names no other fixture uses, so finding one in a body means a leak (buildNewCompany's admin is "Anna").
const ANNA = { firstName: 'Grindanna', lastName: 'Läcksson' };
const BO = { firstName: 'Grindbo', lastName: 'Spärrsson' };

export async function buildGateWorld(testApp: TestApp, orgSeed: number): Promise<GateWorld> {
  const { app, db } = testApp;
  const admin = await signUpUser(app, db);
  const company = await createCompany(
    app,
    admin,
    buildNewCompany({
      companyName: 'Grindbolaget A',
      orgNumber: makeOrgNumber(orgSeed),
      packagingId: LON_KOMPLETT.id,
    }),
  );
  const employerId = company.employerId;
  const manager = await signUpManager(app, db, employerId);
  const asAdmin = caller('A admin', admin, company.adminRoleId);
  // Through the API, so what is stored is what the routes write (and answer without a 500).
  const createEmployee = async (name: typeof ANNA, managerRoleId: string | null) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/employer/${employerId}/employees`,
      headers: asAdmin.headers,
      payload: { ...buildEmployee(name), employment: buildEmployment() },
    });
    await expectStatus(response, 201, 'POST /employees');
    const created = response.json() as { id: string; employmentId: string };
    await db
      .updateTable('employment')
      .set({ manager_role_id: managerRoleId })
      .where('id', '=', created.employmentId)
      .execute();
    return { employeeId: created.id, employmentId: created.employmentId };
  };
  const anna = await createEmployee(ANNA, manager.roleId);
  const bo = await createEmployee(BO, null);
  const annaUser = await signUpEmployee(app, db, employerId, anna.employmentId);
  const boUser = await signUpEmployee(app, db, employerId, bo.employmentId);
  // A role nobody signs in with: DELETE /users/roles/:roleId may remove it without locking anyone out.
  const spare = await signUpEmployee(
    app,
    db,
    employerId,
    (await insertEmployment(db, employerId, { firstName: 'Reserv', lastName: 'Roll' }, null)).employmentId,
  );

  const createEvent = async (employmentId: string) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/employer/${employerId}/events`,
      headers: asAdmin.headers,
      payload: {
        employmentId,
        payload: { kind: 'transaction', salaryTypeCode: '720', date: '2025-03-10', amountOre: 12_300 },
      },
    });
    await expectStatus(response, 201, 'POST /events');
    return response.json().id as string;
  };
  const annaEventId = await createEvent(anna.employmentId);
  const boEventId = await createEvent(bo.employmentId);

  const { runId, payslipIds } = await insertRun(
    db,
    employerId,
    { period: '2025-03', payDate: '2025-03-25', label: 'Mars', status: 'completed' },
    [
      { ...anna, employeeName: `${ANNA.firstName} ${ANNA.lastName}`, monthlySalaryOre: 3_100_000 },
      { ...bo, employeeName: `${BO.firstName} ${BO.lastName}`, monthlySalaryOre: 2_900_000 },
    ],
  );
  // The AGI of the run's month: the employer's contact first, as the declaration needs one.
  await saveAgiContact(db, employerId);
  const declarationResponse = await app.inject({
    method: 'POST',
    url: `/api/employer/${employerId}/agi/2025-03/declarations`,
    headers: asAdmin.headers,
  });
  await expectStatus(declarationResponse, 201, 'POST /agi/2025-03/declarations');
  const declarationId = declarationResponse.json().id as string;
  // A salary payment file of the run: a paying account, and accounts of the payees.
  await db
    .insertInto('employer_setting')
    .values({ employer_id: employerId, section: 'payout', version: 1, value: JSON.stringify(PAYOUT) })
    .execute();
  await db
    .updateTable('employee')
    .set({ clearing_number: '6789', account_number: '123456789' })
    .where('employer_id', '=', employerId)
    .execute();
  const bankFileResponse = await app.inject({
    method: 'POST',
    url: `/api/employer/${employerId}/payroll-runs/${runId}/bank-files`,
    headers: asAdmin.headers,
    payload: { leaveOut: [] },
  });
  if (bankFileResponse.statusCode >= 300) await expectStatus(bankFileResponse, 201, 'POST bank-files');
  const fileId = bankFileResponse.json().id as string;
  const salaryType = await db
    .selectFrom('salary_type')
    .select('id')
    .where('employer_id', '=', employerId)
    .orderBy('code')
    .executeTakeFirstOrThrow();
  const workplace = await db
    .insertInto('workplace')
    .values({
      employer_id: employerId,
      name: 'Grindverkstaden',
      street_address: 'Grindgatan 1',
      postal_code: '111 52',
      city: 'Stockholm',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const dimensionObject = await db
    .insertInto('dimension_object')
    .values({ employer_id: employerId, dimension: 'cost-centre', code: '901', name: 'Grindkostnad' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const invitation = await db
    .insertInto('user_invitation')
    .values({
      employer_id: employerId,
      role: 'user',
      employment_id: bo.employmentId,
      email: 'grindinbjudan@exempel.se',
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const adminRole = await db
    .selectFrom('employer_identity_role')
    .select('identity_id')
    .where('id', '=', company.adminRoleId)
    .executeTakeFirstOrThrow();
  const privilegeGroup = await db
    .insertInto('privilege_group')
    .values({ employer_id: employerId, name: 'Grindgruppen', created_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const apiToken = await db
    .insertInto('api_token')
    .values({
      identity_id: adminRole.identity_id,
      employer_id: employerId,
      employer_identity_role_id: company.adminRoleId,
      name: 'Grindnyckel',
      token_hash: 'grind-hash',
      token_prefix: 'grind',
      privileges: '[]',
      expires_at: new Date(Date.now() + 86_400_000),
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const other = await signUpUser(app, db);
  const otherCompany = await createCompany(
    app,
    other,
    buildNewCompany({ companyName: 'Annat bolag B', orgNumber: makeOrgNumber(orgSeed + 1) }),
  );
  const otherEmployerId = otherCompany.employerId;
  const otherManager = await signUpManager(app, db, otherEmployerId);
  const otherEmployment = await insertEmployment(
    db,
    otherEmployerId,
    { firstName: 'Olle', lastName: 'Annan' },
    otherManager.roleId,
  );
  const otherUser = await signUpEmployee(app, db, otherEmployerId, otherEmployment.employmentId);
  const callersFromB = [
    ['B admin', other, otherCompany.adminRoleId],
    ['B manager', otherManager.user, otherManager.roleId],
    ['B user', otherUser.user, otherUser.roleId],
  ].flatMap(([label, user, roleId]) => [
    caller(`${label} without role header`, user as SignedIn),
    caller(`${label} with own role header`, user as SignedIn, roleId as string),
    caller(`${label} with A's admin role id`, user as SignedIn, company.adminRoleId),
    caller(`${label} with A's user role id`, user as SignedIn, annaUser.roleId),
  ]);

  const operator = await logInOperator(app);
  const annaPersonnummer = await personnummerOf(testApp, anna.employeeId);
  const boPersonnummer = await personnummerOf(testApp, bo.employeeId);
  return {
    employerId,
    otherEmployerId,
    query: {
      date: '2025-03-15',
      month: '2025-03',
      period: '2025-03',
      to: '2025-03',
      year: '2025',
      version: '1',
      // A month or a run, both optional in the schema.
      'GET /api/employer/:employerId/accounting/sie': 'period=2025-03',
      'HEAD /api/employer/:employerId/accounting/sie': 'period=2025-03',
      'GET /api/employer/:employerId/accounting/vouchers': 'period=2025-03',
      'HEAD /api/employer/:employerId/accounting/vouchers': 'period=2025-03',
      'GET /api/employer/:employerId/reports/journal': 'period=2025-03',
      'HEAD /api/employer/:employerId/reports/journal': 'period=2025-03',
      'GET /api/employer/:employerId/reports/journal/pdf': 'period=2025-03',
      'HEAD /api/employer/:employerId/reports/journal/pdf': 'period=2025-03',
      'GET /api/employer/:employerId/reports/export': 'dataset=employees&from=2025-01&to=2025-03',
      'HEAD /api/employer/:employerId/reports/export': 'dataset=employees&from=2025-01&to=2025-03',
    },
    params: {
      employerId,
      packaging: 'active',
      employeeId: anna.employeeId,
      employmentId: anna.employmentId,
      eventId: annaEventId,
      payslipId: payslipIds[0]!,
      runId,
      step: 'first',
      month: '2025-03',
      period: '2025-03',
      // The vacation year a year end closes (balances/year-end/:year).
      year: '2025',
      declarationId,
      fileId,
      salaryTypeId: salaryType.id,
      workplaceId: workplace.id,
      dimension: 'cost-centre',
      objectId: dimensionObject.id,
      invitationId: invitation.id,
      roleId: spare.roleId,
      groupId: privilegeGroup.id,
      tokenId: apiToken.id,
      // Outside the employer tree: the operator's tenant manager, and values of the signed-in tree.
      tenantManagerId: operator.tenantManagerId,
      packagingId: LON_KOMPLETT.id,
      jobId: '00000000-0000-4000-8000-00000000a0b1',
      companyId: employerId,
      role: 'admin',
      token: 'grind-token-0000000000000000000000',
      codeActivationToken: 'grind-code-0000000000000000000000',
      orderRef: '00000000-0000-4000-8000-00000000a0b2',
    },
    secrets: [
      employerId,
      anna.employeeId,
      anna.employmentId,
      bo.employeeId,
      bo.employmentId,
      annaEventId,
      boEventId,
      runId,
      ...payslipIds,
      workplace.id,
      dimensionObject.id,
      invitation.id,
      declarationId,
      fileId,
      privilegeGroup.id,
      apiToken.id,
      company.adminRoleId,
      'Grindbolaget',
      ANNA.firstName,
      BO.firstName,
      annaPersonnummer,
      boPersonnummer,
      'Grindverkstaden',
      'Grindkostnad',
      'Grindgruppen',
      'Grindnyckel',
    ],
    asAdmin,
    asManager: caller('A manager', manager.user, manager.roleId),
    asAnna: caller('A user Anna', annaUser.user, annaUser.roleId),
    asBo: caller('A user Bo', boUser.user, boUser.roleId),
    anna: {
      params: {
        employeeId: anna.employeeId,
        employmentId: anna.employmentId,
        eventId: annaEventId,
        payslipId: payslipIds[0]!,
      },
      secrets: [ANNA.firstName, ANNA.lastName, annaPersonnummer],
    },
    bo: {
      params: {
        employeeId: bo.employeeId,
        employmentId: bo.employmentId,
        eventId: boEventId,
        payslipId: payslipIds[1]!,
      },
      secrets: [BO.firstName, BO.lastName, boPersonnummer],
    },
    callersFromB,
    operator: { ...caller('operator', operator), tenantManagerId: operator.tenantManagerId },
    tokens: [
      admin,
      manager.user,
      annaUser.user,
      boUser.user,
      other,
      otherManager.user,
      otherUser.user,
      operator,
    ].flatMap((user) => [user.cookie.split('=')[1]!, user.token]),
  };
}

async function personnummerOf(testApp: TestApp, employeeId: string): Promise<string> {
  const row = await testApp.db
    .selectFrom('employee')
    .select('personnummer')
    .where('id', '=', employeeId)
    .executeTakeFirstOrThrow();
  return row.personnummer ?? nextPersonnummer();
}

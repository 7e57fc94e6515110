import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCallerScope } from '../../access/load-caller-scope.ts';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import {
  buildEmployee,
  buildEmployment,
  type EmployerClient,
  employerClient,
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
import {
  acceptInvitation,
  probeRole,
  readInvitationToken,
  signUpFromOutbox,
} from './testing/user-test-helpers.ts';

let testApp: TestApp;
let employerId: string;
let admin: SignedIn;
let adminRoleId: string;
let asAdmin: EmployerClient;
let employmentId: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await signUpUser(testApp.app, testApp.db);
  const company = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({
      orgNumber: makeOrgNumber(2201),
      packagingId: HR_KOMPLETT.id,
      companyName: 'Inbjudan AB',
    }),
  );
  employerId = company.employerId;
  adminRoleId = company.adminRoleId;
  asAdmin = employerClient(testApp.app, admin, employerId, adminRoleId);
  employmentId = await addEmployment('Berg', null);
});

afterAll(async () => {
  await testApp.close();
});

async function addEmployment(lastName: string, endDate: string | null): Promise<string> {
  const created = await asAdmin('POST', '/employees', {
    ...buildEmployee({ lastName }),
    employment: buildEmployment({ endDate }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const row = await testApp.db
    .selectFrom('employment')
    .select('id')
    .where('employee_id', '=', created.json().id)
    .executeTakeFirstOrThrow();
  return row.id;
}

let mailCount = 0;
const newEmail = () => `inbjuden${++mailCount}-${Date.now()}@exempel.se`;

async function auditActions(entityId: string): Promise<string[]> {
  const rows = await testApp.db
    .selectFrom('audit_event')
    .select('action')
    .where('entity_id', '=', entityId)
    .where('employer_id', '=', employerId)
    .orderBy('occurred_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.action);
}

describe('an invitation by email', () => {
  it('mails a link that shows the company, and gives the role to whoever signs up and accepts', async () => {
    const email = newEmail();
    const invited = await asAdmin('POST', '/users/invitations', {
      method: 'email',
      email,
      role: 'manager',
      teamEmploymentIds: [employmentId],
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json()).toMatchObject({ role: 'manager', email, status: 'invited', expired: false });
    // Valid 7 days from now.
    const days = (new Date(invited.json().expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const token = await readInvitationToken(testApp.db, email);
    const page = await testApp.app.inject({ method: 'GET', url: `/api/invitation/${token}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ companyName: 'Inbjudan AB', role: 'manager', email });

    const listedBefore = (await asAdmin('GET', '/users?status=invited')).json().users;
    expect(listedBefore.map((user: { email: string }) => user.email)).toContain(email);

    const manager = await signUpFromOutbox(testApp.app, testApp.db, email);
    const accepted = await acceptInvitation(testApp.app, manager, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ employerId, role: 'manager' });
    const roleId: string = accepted.json().roleId;

    // The manager sees the team named in the invitation.
    const team = await testApp.app.inject({
      method: 'GET',
      url: `/api/employer/${employerId}/employees`,
      headers: sessionHeaders(manager, roleId),
    });
    expect(team.statusCode, team.body).toBe(200);
    expect(team.json().items.map((item: { lastName: string }) => item.lastName)).toEqual(['Berg']);

    // Single use.
    expect((await acceptInvitation(testApp.app, manager, token)).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/invitation/${token}` })).statusCode).toBe(
      404,
    );

    const listed = (await asAdmin('GET', '/users?role=manager')).json().users;
    const row = listed.find((user: { email: string }) => user.email === email);
    expect(row).toMatchObject({ status: 'active', roles: [{ role: 'manager', teamSize: 1 }] });
    expect(row.lastSignInAt).toEqual(expect.any(String));
    expect(await auditActions(invited.json().id)).toEqual([
      'user-invitation.created',
      'user-invitation.accepted',
    ]);
    expect(await auditActions(roleId)).toEqual(['user-role.granted']);

    // Visible in the company's process history, with the invitation's address and role.
    const history = await asAdmin('GET', '/settings/process-history?action=user-invitation.created');
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().items).toContainEqual(
      expect.objectContaining({
        action: 'user-invitation.created',
        after: expect.objectContaining({ email, role: 'manager' }),
      }),
    );
  });

  it('is accepted only by an account with the invited address: another account is refused (INVITATION_EMAIL_MISMATCH) and the link stays open', async () => {
    // Typed with capitals by the admin; the account's address is the same, lower-cased.
    const email = newEmail();
    const invited = await asAdmin('POST', '/users/invitations', {
      method: 'email',
      email: email.toUpperCase(),
      // Not admin: the tests below count on one admin.
      role: 'manager',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const token = await readInvitationToken(testApp.db, invited.json().email);

    // Someone the link was forwarded to, signed in with their own address.
    const countRoles = async () =>
      (
        await testApp.db
          .selectFrom('employer_identity_role')
          .select('id')
          .where('employer_id', '=', employerId)
          .execute()
      ).length;
    const rolesBefore = await countRoles();
    const someoneElse = await signUpUser(testApp.app, testApp.db);
    const refused = await acceptInvitation(testApp.app, someoneElse, token);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().code).toBe('INVITATION_EMAIL_MISMATCH');
    // Nothing was granted and the link still works for the invited person.
    expect(await countRoles()).toBe(rolesBefore);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/invitation/${token}` })).statusCode).toBe(
      200,
    );
    expect(await auditActions(invited.json().id)).toEqual(['user-invitation.created']);

    const invitee = await signUpFromOutbox(testApp.app, testApp.db, email);
    const accepted = await acceptInvitation(testApp.app, invitee, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ employerId, role: 'manager' });
  });

  it('is refused for a user role without its employment, and for a second open one to the same address', async () => {
    const noEmployment = await asAdmin('POST', '/users/invitations', {
      method: 'email',
      email: newEmail(),
      role: 'user',
    });
    expect(noEmployment.statusCode).toBe(400);
    expect(noEmployment.json().errors.employmentId).toEqual(['Välj den anställning rollen hör till']);
    const email = newEmail();
    const body = { method: 'email', email, role: 'admin' };
    expect((await asAdmin('POST', '/users/invitations', body)).statusCode).toBe(200);
    const again = await asAdmin('POST', '/users/invitations', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INVITATION_EXISTS');
  });

  it('resent, mails a new link and the old one stops working; withdrawn, no link works', async () => {
    const email = newEmail();
    const invited = (
      await asAdmin('POST', '/users/invitations', { method: 'email', email, role: 'admin' })
    ).json();
    const first = await readInvitationToken(testApp.db, email);
    const resent = await asAdmin('POST', `/users/invitations/${invited.id}/resend`, {
      version: invited.version,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().resentAt).toEqual(expect.any(String));
    const second = await readInvitationToken(testApp.db, email);
    expect(second).not.toBe(first);
    expect((await testApp.app.inject({ method: 'GET', url: `/api/invitation/${first}` })).statusCode).toBe(
      404,
    );
    expect((await testApp.app.inject({ method: 'GET', url: `/api/invitation/${second}` })).statusCode).toBe(
      200,
    );

    const stale = await asAdmin('POST', `/users/invitations/${invited.id}/withdraw`, {
      version: invited.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('VERSION_CONFLICT');
    const withdrawn = await asAdmin('POST', `/users/invitations/${invited.id}/withdraw`, {
      version: resent.json().version,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().status).toBe('withdrawn');
    expect((await testApp.app.inject({ method: 'GET', url: `/api/invitation/${second}` })).statusCode).toBe(
      404,
    );
    const someone = await signUpUser(testApp.app, testApp.db);
    expect((await acceptInvitation(testApp.app, someone, second)).statusCode).toBe(404);
    expect(await auditActions(invited.id)).toEqual([
      'user-invitation.created',
      'user-invitation.resent',
      'user-invitation.withdrawn',
    ]);
  });

  it('expires after 7 days', async () => {
    const email = newEmail();
    const invited = (
      await asAdmin('POST', '/users/invitations', { method: 'email', email, role: 'admin' })
    ).json();
    const token = await readInvitationToken(testApp.db, email);
    await testApp.db
      .updateTable('user_invitation')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', invited.id)
      .execute();
    const someone = await signUpUser(testApp.app, testApp.db);
    const accepted = await acceptInvitation(testApp.app, someone, token);
    expect(accepted.statusCode).toBe(404);
    expect(accepted.json().code).toBe('INVITATION_INVALID');
  });
});

describe('grant and revoke', () => {
  let second: SignedIn;
  let secondAdminRoleId: string;

  it('refuses to remove the last admin, in Swedish on the web (409 LAST_ADMIN)', async () => {
    const refused = await asAdmin('DELETE', `/users/roles/${adminRoleId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('LAST_ADMIN');
    expect(await probeRole(testApp.app, admin, employerId, adminRoleId)).toBe(200);
  });

  it('gives a known person another role; a revoked role stops at the next request', async () => {
    const email = newEmail();
    await asAdmin('POST', '/users/invitations', { method: 'email', email, role: 'admin' });
    const token = await readInvitationToken(testApp.db, email);
    second = await signUpFromOutbox(testApp.app, testApp.db, email);
    secondAdminRoleId = (await acceptInvitation(testApp.app, second, token)).json().roleId;
    const identityId = (
      await testApp.db
        .selectFrom('identity')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;

    const granted = await asAdmin('POST', '/users/roles', { identityId, role: 'user', employmentId });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({
      role: 'user',
      employmentId,
      employeeName: 'Sara Berg',
      employment: { startDate: '2025-01-01', endDate: null, position: 'Kock', status: 'current' },
    });
    const twice = await asAdmin('POST', '/users/roles', { identityId, role: 'user', employmentId });
    expect(twice.json().code).toBe('ROLE_EXISTS');
    const stranger = await asAdmin('POST', '/users/roles', {
      identityId: crypto.randomUUID(),
      role: 'admin',
    });
    expect(stranger.json().code).toBe('USER_NOT_FOUND');

    const userRoleId: string = granted.json().roleId;
    expect(await probeRole(testApp.app, second, employerId, userRoleId)).toBe(200);
    expect((await asAdmin('DELETE', `/users/roles/${userRoleId}`)).statusCode).toBe(200);
    expect(await probeRole(testApp.app, second, employerId, userRoleId)).toBe(403);
    expect(await auditActions(userRoleId)).toEqual(['user-role.granted', 'user-role.revoked']);
  });

  it('lets one of two admins go, then refuses the other', async () => {
    const asSecond = employerClient(testApp.app, second, employerId, secondAdminRoleId);
    expect((await asSecond('DELETE', `/users/roles/${adminRoleId}`)).statusCode).toBe(200);
    expect(await probeRole(testApp.app, admin, employerId, adminRoleId)).toBe(403);
    const last = await asSecond('DELETE', `/users/roles/${secondAdminRoleId}`);
    expect(last.json().code).toBe('LAST_ADMIN');
    // The first admin is listed as revoked; give the role back for the tests that follow.
    const users = (await asSecond('GET', '/users?status=revoked')).json().users;
    const revoked = users.find((user: { roles: unknown[]; status: string }) => user.status === 'revoked');
    expect(revoked).toBeDefined();
    const back = await asSecond('POST', '/users/roles', { identityId: revoked.identityId, role: 'admin' });
    expect(back.statusCode, back.body).toBe(200);
    adminRoleId = back.json().roleId;
    asAdmin = employerClient(testApp.app, admin, employerId, adminRoleId);
    expect(await probeRole(testApp.app, admin, employerId, adminRoleId)).toBe(200);
  });
});

describe('privileges', () => {
  it('a manager, without Users.Authorization.*, may neither list, invite, grant nor revoke', async () => {
    const email = newEmail();
    await asAdmin('POST', '/users/invitations', { method: 'email', email, role: 'manager' });
    const token = await readInvitationToken(testApp.db, email);
    const manager = await signUpFromOutbox(testApp.app, testApp.db, email);
    const roleId = (await acceptInvitation(testApp.app, manager, token)).json().roleId;
    const asManager = employerClient(testApp.app, manager, employerId, roleId);
    expect((await asManager('GET', '/users')).statusCode).toBe(403);
    const invite = await asManager('POST', '/users/invitations', {
      method: 'email',
      email: newEmail(),
      role: 'manager',
    });
    expect(invite.statusCode).toBe(403);
    expect(invite.json().code).toBe('PRIVILEGE_MISSING');
    expect((await asManager('DELETE', `/users/roles/${adminRoleId}`)).statusCode).toBe(403);
  });

  it('each role needs its own privilege: without Users.Authorization.Admin an admin gives managers, not admins', async () => {
    // Switch the admin's Users.Authorization.Admin off in HR Komplett (this file's own database).
    await testApp.db
      .updateTable('packaging_privilege')
      .set({ enabled_admin: false })
      .where('packaging_id', '=', HR_KOMPLETT.id)
      .where('privilege_id', '=', 'Users.Authorization.Admin')
      .execute();
    await testApp.settle();
    try {
      const asAdminAgain = employerClient(testApp.app, admin, employerId, adminRoleId);
      const adminInvite = await asAdminAgain('POST', '/users/invitations', {
        method: 'email',
        email: newEmail(),
        role: 'admin',
      });
      expect(adminInvite.statusCode).toBe(403);
      expect(adminInvite.json().code).toBe('PRIVILEGE_MISSING');
      const managerInvite = await asAdminAgain('POST', '/users/invitations', {
        method: 'email',
        email: newEmail(),
        role: 'manager',
      });
      expect(managerInvite.statusCode, managerInvite.body).toBe(200);
      // Nor can an admin role be taken away without it.
      const admins = await testApp.db
        .selectFrom('employer_identity_role')
        .select('id')
        .where('employer_id', '=', employerId)
        .where('role', '=', 'admin')
        .where('id', '!=', adminRoleId)
        .execute();
      expect((await asAdminAgain('DELETE', `/users/roles/${admins[0]!.id}`)).statusCode).toBe(403);
    } finally {
      await testApp.db
        .updateTable('packaging_privilege')
        .set({ enabled_admin: true })
        .where('packaging_id', '=', HR_KOMPLETT.id)
        .where('privilege_id', '=', 'Users.Authorization.Admin')
        .execute();
      await testApp.settle();
    }
  });
});

describe('an ended employment', () => {
  it('keeps the user role for the months the company sets (default 13), then loses it', async () => {
    // Ended 14 months ago (the first of the month, so no month-end rounding): past 13 months, within 24.
    const now = new Date();
    const ended = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 14, 1))
      .toISOString()
      .slice(0, 10);
    const recent = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1))
      .toISOString()
      .slice(0, 10);
    const oldEmployment = await addEmployment('Slutad', ended);
    const recentEmployment = await addEmployment('Nyligen', recent);
    const person = await signUpUser(testApp.app, testApp.db);
    const identityId = (
      await testApp.db
        .selectFrom('session')
        .select('identity_id')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow()
    ).identity_id;
    const roles = await testApp.db
      .insertInto('employer_identity_role')
      .values([
        { employer_id: employerId, identity_id: identityId, role: 'user', employment_id: oldEmployment },
        { employer_id: employerId, identity_id: identityId, role: 'user', employment_id: recentEmployment },
      ])
      .returning('id')
      .execute();
    await testApp.settle();
    expect(await probeRole(testApp.app, person, employerId, roles[0]!.id)).toBe(403);
    expect(await probeRole(testApp.app, person, employerId, roles[1]!.id)).toBe(200);
    // The users table tells the two employments apart: each its dates and status.
    const employmentsListed = async () => {
      const listed = (await asAdmin('GET', '/users')).json();
      const user = listed.users.find(
        (entry: { identityId: string | null }) => entry.identityId === identityId,
      );
      // Both roles were made in one statement: the same created_at, so in the order of their end dates.
      return user.roles
        .map((role: { employment: { endDate: string } }) => role.employment)
        .sort((a: { endDate: string }, b: { endDate: string }) => a.endDate.localeCompare(b.endDate));
    };
    expect(await employmentsListed()).toEqual([
      { startDate: '2025-01-01', endDate: ended, position: 'Kock', status: 'accessExpired' },
      { startDate: '2025-01-01', endDate: recent, position: 'Kock', status: 'ended' },
    ]);

    const settings = (await asAdmin('GET', '/settings/user-access')).json();
    expect(settings.value).toEqual({ endedEmploymentAccessMonths: 13 });
    const saved = await asAdmin('PUT', '/settings/user-access', {
      version: settings.version,
      value: { endedEmploymentAccessMonths: 24 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await probeRole(testApp.app, person, employerId, roles[0]!.id)).toBe(200);
    expect((await employmentsListed()).map((employment: { status: string }) => employment.status)).toEqual([
      'ended',
      'ended',
    ]);
    const refused = await asAdmin('PUT', '/settings/user-access', {
      version: saved.json().version,
      value: { endedEmploymentAccessMonths: 500 },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('within its months reads only its own payslips and balances: no reporting, no contact changes, nothing else', async () => {
    // Ended on the first of the month two months ago: inside the 13 months.
    const now = new Date();
    const ended = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1))
      .toISOString()
      .slice(0, 10);
    const endedEmployment = await addEmployment('Avslutad', ended);
    const ongoingEmployment = await addEmployment('Pågående', null);
    const person = await signUpUser(testApp.app, testApp.db);
    const identityId = (
      await testApp.db
        .selectFrom('session')
        .select('identity_id')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow()
    ).identity_id;
    const [endedRole, ongoingRole] = await testApp.db
      .insertInto('employer_identity_role')
      .values([
        { employer_id: employerId, identity_id: identityId, role: 'user', employment_id: endedEmployment },
        { employer_id: employerId, identity_id: identityId, role: 'user', employment_id: ongoingEmployment },
      ])
      .returning('id')
      .execute();
    await testApp.settle();
    const as = (roleId: string) => employerClient(testApp.app, person, employerId, roleId);
    const asEnded = as(endedRole!.id);
    const asOngoing = as(ongoingRole!.id);
    type Entry = { id: string; writeAccess?: boolean };
    const privileges = async (client: EmployerClient): Promise<Entry[]> => {
      const response = await client('GET', '/active/packaging');
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    // The same person's ongoing employment: the user role reports events and changes its contact details.
    const ongoing = await privileges(asOngoing);
    expect(ongoing).toContainEqual(
      expect.objectContaining({ id: 'Employee.Events.Report.Absence', writeAccess: true }),
    );
    expect(ongoing).toContainEqual(
      expect.objectContaining({ id: 'Employee.PersonalData.Phone', writeAccess: true }),
    );

    // The ended one: payslips and balances, read only, and nothing else.
    const held = await privileges(asEnded);
    expect(held.map((entry) => entry.id)).toContain('ReportingAndCompliance.Payslip');
    expect(held.map((entry) => entry.id)).toContain('Employee.Balances.Summary');
    expect(
      held.filter(
        (entry) =>
          entry.id !== 'ReportingAndCompliance.Payslip' && !entry.id.startsWith('Employee.Balances.'),
      ),
    ).toEqual([]);
    expect(held.filter((entry) => entry.writeAccess !== false)).toEqual([]);

    expect((await asEnded('GET', '/payslips')).statusCode).toBe(200);
    const balances = await asEnded('GET', `/employments/${endedEmployment}/balances`);
    expect(balances.statusCode, balances.body).toBe(200);

    const employeeId = (
      await testApp.db
        .selectFrom('employment')
        .select('employee_id')
        .where('id', '=', endedEmployment)
        .executeTakeFirstOrThrow()
    ).employee_id;
    const refusals = [
      await asEnded('POST', '/events', {
        employmentId: endedEmployment,
        payload: {
          kind: 'absence',
          absenceType: 'sick',
          fromDate: ended,
          toDate: ended,
          extent: { mode: 'whole-days' },
        },
      }),
      await asEnded('GET', '/events'),
      await asEnded('PATCH', `/employees/${employeeId}`, { version: 1, phone: '070-123 45 67' }),
      await asEnded('GET', `/employees/${employeeId}`),
    ];
    expect(refusals.map((response) => [response.statusCode, response.json().code])).toEqual([
      [403, 'PRIVILEGE_MISSING'],
      [403, 'PRIVILEGE_MISSING'],
      [403, 'PRIVILEGE_MISSING'],
      [403, 'PRIVILEGE_MISSING'],
    ]);
  });

  it('changes by the clock: read-only from the day after the end date, gone the day after its last month', async () => {
    // 31 January 2027 + 13 months is 29 February 2028 (a leap year: the month's last day, as
    // PostgreSQL's interval arithmetic does). Sweden is on CET (UTC+1) on both midnights below.
    const employment = await addEmployment('Klockan', '2027-01-31');
    const identityId = (
      await testApp.db
        .selectFrom('identity')
        .select('id')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow()
    ).id;
    const role = await testApp.db
      .insertInto('employer_identity_role')
      .values({ employer_id: employerId, identity_id: identityId, role: 'user', employment_id: employment })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The company's 13 months (the test above set 24).
    const settings = (await asAdmin('GET', '/settings/user-access')).json();
    const saved = await asAdmin('PUT', '/settings/user-access', {
      version: settings.version,
      value: { endedEmploymentAccessMonths: 13 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The company's packaging started when it was made (today); dated back so that no packaging is
    // still to come at the instants below, whenever this runs.
    await testApp.db
      .updateTable('tenant_packaging')
      .set({ valid_from: new Date('2026-01-01T00:00:00Z') })
      .where('employer_id', '=', employerId)
      .execute();
    const at = (now: string) =>
      loadCallerScope(testApp.db, {
        employerId,
        identityId,
        roleId: role.id,
        now: new Date(now),
        withPrivileges: true,
      });

    // The last day of the employment, at noon: everything the user role has; next change at midnight.
    const working = await at('2027-01-31T11:00:00Z');
    expect(working).toMatchObject({ employmentEnded: false, nextChangeAt: new Date('2027-01-31T23:00:00Z') });
    expect(working!.privilegeIds).toContain('Employee.Events.Report.Absence');
    // From 1 February 00:00 Swedish time: ended, until 1 March 2028 00:00 Swedish time.
    expect(await at('2027-01-31T23:00:00Z')).toMatchObject({
      employmentEnded: true,
      nextChangeAt: new Date('2028-02-29T23:00:00Z'),
    });
    expect(await at('2028-02-29T22:59:59Z')).toMatchObject({ employmentEnded: true });
    expect(await at('2028-02-29T23:00:00Z')).toBeUndefined();
    await testApp.db.deleteFrom('employer_identity_role').where('id', '=', role.id).execute();
  });
});

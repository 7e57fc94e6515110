import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { TEST_PERSONS } from '../bankid/dev-bankid-routes.ts';
import {
  buildEmployee,
  buildEmployment,
  employerClient,
} from '../employees/testing/employee-test-helpers.ts';
import {
  buildNewCompany,
  createCompany,
  makeOrgNumber,
  sessionHeaders,
} from '../employer/testing/employer-test-helpers.ts';
import { HR_KOMPLETT } from '../privileges/standard-packagings.ts';
import { acceptInvitation, probeRole, readTokenFromText, signUpWith } from './testing/user-test-helpers.ts';

// Real SMTP (smtp-server on 127.0.0.1, as mail/smtp-delivery.test.ts) for every mail of this file,
// and BankID through the in-app simulator.
let smtp: SMTPServer;
const received: { to: string[]; data: string }[] = [];
let testApp: TestApp;

function decodeQuotedPrintable(text: string): string {
  return Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

async function lastMailTo(email: string): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const mail = received.findLast((message) => message.to.includes(email));
    if (mail) return decodeQuotedPrintable(mail.data);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${email}`);
}

async function signUpBySmtp(email: string) {
  return signUpWith(testApp.app, email, async () => {
    const code = /\b(\d{6})\b/.exec(await lastMailTo(email))?.[1];
    if (!code) throw new Error('no code');
    return code;
  });
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  testApp = await buildTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Lönsam <no-reply@lonsam.test>',
      PUBLIC_URL: 'https://lonsam.example',
    },
  });
});

afterAll(async () => {
  await testApp.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function newCompany(n: number) {
  const email = `admin-${n}-${Date.now()}@exempel.se`;
  const admin = await signUpBySmtp(email);
  const company = await createCompany(
    testApp.app,
    admin,
    buildNewCompany({
      orgNumber: makeOrgNumber(n),
      packagingId: HR_KOMPLETT.id,
      companyName: 'Posten Test AB',
    }),
  );
  return {
    admin,
    ...company,
    asAdmin: employerClient(testApp.app, admin, company.employerId, company.adminRoleId),
  };
}

describe('an invitation over real SMTP', () => {
  it('arrives in Swedish with a PUBLIC_URL link that signs the invitee up and in as manager', async () => {
    const { employerId, asAdmin } = await newCompany(2203);
    const email = `chef-${Date.now()}@exempel.se`;
    const invited = await asAdmin('POST', '/users/invitations', { method: 'email', email, role: 'manager' });
    expect(invited.statusCode, invited.body).toBe(200);
    const mail = await lastMailTo(email);
    expect(mail).toContain('Du har bjudits in till Posten Test AB i Lönsam som chef');
    expect(mail).toContain('https://lonsam.example/invitation/');
    const token = readTokenFromText(mail);
    const manager = await signUpBySmtp(email);
    const accepted = await acceptInvitation(testApp.app, manager, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await probeRole(testApp.app, manager, employerId, accepted.json().roleId)).toBe(200);
  });
});

type StreamMessage = { qrCodeData: string | null; bankIdStatus: string; token: string | null };

/** Signs in through the simulator's QR flow as `person`; answers the finalize response. */
async function signInWithBankId(person: (typeof TEST_PERSONS)[number], intent: 'login' | 'signup') {
  const headers = { 'x-lonsam-csrf': 'tab-users-0123456789abcdef' };
  const messages: StreamMessage[] = [];
  const socket = await testApp.app.injectWS(
    '/api/bankid/qr?brand=lonsam',
    {},
    { onInit: (ws) => ws.on('message', (data: unknown) => messages.push(JSON.parse(String(data)))) },
  );
  const waitFor = async (predicate: (message: StreamMessage) => boolean) => {
    for (let tries = 0; tries < 160; tries += 1) {
      const found = messages.find(predicate);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no such message: ${JSON.stringify(messages)}`);
  };
  const first = await waitFor((message) => message.qrCodeData !== null);
  const scanned = await testApp.app.inject({
    method: 'POST',
    url: '/api/dev/bankid/scan',
    headers,
    payload: { qrCodeData: first.qrCodeData },
  });
  const approved = await testApp.app.inject({
    method: 'POST',
    url: `/api/dev/bankid/orders/${scanned.json().orderRef}/approve`,
    headers,
    payload: person,
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const complete = await waitFor((message) => message.bankIdStatus === 'complete');
  socket.close();
  return testApp.app.inject({
    method: 'POST',
    url: `/api/bankid/finalize/${complete.token}?intent=${intent}`,
    headers,
  });
}

describe('an invitation by personnummer', () => {
  it('gives the role when that person signs in with BankID, making the account', async () => {
    const { employerId, asAdmin } = await newCompany(2204);
    const erik = TEST_PERSONS[1]!;
    const created = await asAdmin('POST', '/employees', {
      ...buildEmployee({ firstName: 'Erik', lastName: 'Eriksson', personnummer: erik.personalNumber }),
      employment: buildEmployment(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const employment = await testApp.db
      .selectFrom('employment')
      .select('id')
      .where('employee_id', '=', created.json().id)
      .executeTakeFirstOrThrow();
    // Typed as people write it: ten digits with a hyphen.
    const short = `${erik.personalNumber.slice(2, 8)}-${erik.personalNumber.slice(8)}`;
    const invited = await asAdmin('POST', '/users/invitations', {
      method: 'personnummer',
      personnummer: short,
      role: 'user',
      employmentId: employment.id,
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().personnummer).toBe(`${erik.personalNumber.slice(0, 8)}-****`);

    // Erik has no account: a plain sign-in makes one because he is invited.
    const signedIn = await signInWithBankId(erik, 'login');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
    const user = { cookie, token: signedIn.json().token as string };
    const roles = await testApp.app.inject({
      method: 'GET',
      url: '/api/entry',
      headers: sessionHeaders(user),
    });
    expect(roles.statusCode, roles.body).toBe(200);
    const role = await testApp.db
      .selectFrom('employer_identity_role')
      .select(['id', 'role', 'employment_id'])
      .where('employer_id', '=', employerId)
      .where('role', '=', 'user')
      .executeTakeFirstOrThrow();
    expect(role.employment_id).toBe(employment.id);
    expect(await probeRole(testApp.app, user, employerId, role.id)).toBe(200);

    const listed = (await asAdmin('GET', '/users?role=user')).json().users;
    expect(listed).toEqual([
      expect.objectContaining({
        name: 'Erik Eriksson',
        status: 'active',
        roles: [expect.objectContaining({ role: 'user', employeeName: 'Erik Eriksson' })],
      }),
    ]);
    expect((await asAdmin('GET', '/users?status=invited')).json().users).toEqual([]);
  });
});

describe('an email invitation and a BankID account', () => {
  it('is refused while the account has no email (INVITATION_EMAIL_MISMATCH), the link stays open', async () => {
    const { asAdmin } = await newCompany(2205);
    const email = `bankid-${Date.now()}@exempel.se`;
    const invited = await asAdmin('POST', '/users/invitations', { method: 'email', email, role: 'admin' });
    expect(invited.statusCode, invited.body).toBe(200);
    const token = readTokenFromText(await lastMailTo(email));
    // A BankID sign-up gives an account without an email address: the link alone proves nothing.
    const signedUp = await signInWithBankId(TEST_PERSONS[2]!, 'signup');
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    const user = {
      cookie: String(signedUp.headers['set-cookie']).split(';')[0]!,
      token: signedUp.json().token as string,
    };
    const refused = await acceptInvitation(testApp.app, user, token);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().code).toBe('INVITATION_EMAIL_MISMATCH');
    const listed = (await asAdmin('GET', '/users?status=invited')).json().users;
    expect(listed.map((row: { email: string }) => row.email)).toContain(email);
  });
});

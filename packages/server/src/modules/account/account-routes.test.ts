import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../db/test-db.ts';
import { ANY_CSRF, logIn, readOutboxCode, readSessionCookie } from '../auth/testing/auth-test-helpers.ts';
import { createLoginToken, type IdentifiedPerson, withBankIdTables } from '../bankid/bankid-store.ts';
import {
  ADMIN_PERSONNUMMER,
  buildNewCompany,
  createCompany,
  makeOrgNumber,
  type SignedIn,
  sessionHeaders,
  signUpUser,
} from '../employer/testing/employer-test-helpers.ts';

// Issue 15: one person, one identity — BankID added to an e-mail account, an e-mail added to a
// BankID account, the company creator's declared personnummer signing in, never a second identity.
let testApp: TestApp;
let people = 0;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

/** A valid personnummer of its own per call (Luhn over the 10 digits), born 1990-01-dd. */
function newPerson(firstName = 'Berit', lastName = 'Bankidsson'): IdentifiedPerson {
  people += 1;
  const body = `900101${String(100 + people).padStart(3, '0')}`;
  const digits = body.split('').map(Number);
  const sum = digits.reduce((total, digit, index) => {
    const product = digit * (index % 2 === 0 ? 2 : 1);
    return total + (product > 9 ? product - 9 : product);
  }, 0);
  return { personnummer: `19${body}${(10 - (sum % 10)) % 10}`, givenName: firstName, surname: lastName };
}

/** What BankID hands over after a completed order: the one-time token of that person. */
function bankIdToken(person: IdentifiedPerson): Promise<string> {
  return createLoginToken(withBankIdTables(testApp.db), person, 'lonsam');
}

async function finalize(person: IdentifiedPerson, intent: 'login' | 'signup') {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/bankid/finalize/${await bankIdToken(person)}?intent=${intent}`,
    headers: ANY_CSRF,
  });
}

function signedInFrom(response: Awaited<ReturnType<typeof finalize>>): SignedIn {
  return { cookie: readSessionCookie(response)!, token: response.json().token };
}

async function linkBankId(user: SignedIn, person: IdentifiedPerson) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/account/bankid/link/${await bankIdToken(person)}`,
    headers: sessionHeaders(user),
  });
}

function methods(user: SignedIn) {
  return testApp.app.inject({
    method: 'GET',
    url: '/api/account/sign-in-methods',
    headers: sessionHeaders(user),
  });
}

async function identityIdOf(user: SignedIn): Promise<string> {
  const entry = await testApp.app.inject({ method: 'GET', url: '/api/entry', headers: sessionHeaders(user) });
  expect(entry.statusCode).toBe(200);
  return entry.json().identity.id;
}

function auditRows(identityId: string) {
  return testApp.db
    .selectFrom('audit_event')
    .select(['action', 'actor_identity_id', 'before', 'after'])
    .where('entity_id', '=', identityId)
    .where('action', 'in', ['identity.bankid-linked', 'identity.email-linked'])
    .execute();
}

function countIdentities(personnummer: string) {
  return testApp.db
    .selectFrom('identity')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('personnummer', '=', personnummer)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));
}

describe('adding BankID to an e-mail account', () => {
  it('lists e-mail only, links the BankID person (audited), and BankID then signs in the same account', async () => {
    const user = await signUpUser(testApp.app, testApp.db);
    const identityId = await identityIdOf(user);
    const before = await methods(user);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      email: expect.stringContaining('@'),
      hasPassword: true,
      bankId: null,
    });

    const person = newPerson();
    const linked = await linkBankId(user, person);
    expect(linked.statusCode).toBe(200);
    expect(linked.json().bankId).toEqual({
      personnummerMasked: `${person.personnummer.slice(0, 8)}-XXXX`,
      firstName: 'Berit',
      lastName: 'Bankidsson',
    });
    // Never the whole personnummer in the answer.
    expect(linked.body).not.toContain(person.personnummer);

    const audit = await auditRows(identityId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'identity.bankid-linked', actor_identity_id: identityId });
    expect(audit[0]!.before).toMatchObject({ personnummer: null, hasPassword: true });
    expect(audit[0]!.after).toMatchObject({ personnummer: person.personnummer, hasPassword: true });
    expect(JSON.stringify(audit[0])).not.toMatch(/argon2/);

    const login = await finalize(person, 'login');
    expect(login.statusCode).toBe(200);
    expect(await identityIdOf(signedInFrom(login))).toBe(identityId);
    // Linking the same person again changes nothing.
    expect((await linkBankId(user, person)).statusCode).toBe(200);
    expect(await auditRows(identityId)).toHaveLength(1);
  });

  it('refuses a personnummer that belongs to another identity, and leaves both as they were', async () => {
    const person = newPerson();
    expect((await finalize(person, 'signup')).statusCode).toBe(200);
    const user = await signUpUser(testApp.app, testApp.db);
    const identityId = await identityIdOf(user);

    const refused = await linkBankId(user, person);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('BANKID_PERSONNUMMER_TAKEN');
    expect((await methods(user)).json().bankId).toBeNull();
    expect(await auditRows(identityId)).toEqual([]);
    expect(await countIdentities(person.personnummer)).toBe(1);
  });

  it('refuses a second BankID on an account that has one', async () => {
    const user = await signUpUser(testApp.app, testApp.db);
    expect((await linkBankId(user, newPerson())).statusCode).toBe(200);
    const refused = await linkBankId(user, newPerson());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('BANKID_ALREADY_LINKED');
  });

  it('refuses an unknown token, a request without the CSRF token, and a caller without a session', async () => {
    const user = await signUpUser(testApp.app, testApp.db);
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: `/api/account/bankid/link/${'x'.repeat(43)}`,
      headers: sessionHeaders(user),
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('BANKID_TOKEN_INVALID');
    const noCsrf = await testApp.app.inject({
      method: 'POST',
      url: `/api/account/bankid/link/${await bankIdToken(newPerson())}`,
      headers: { cookie: user.cookie, ...ANY_CSRF },
    });
    expect(noCsrf.statusCode).toBe(403);
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: `/api/account/bankid/link/${await bankIdToken(newPerson())}`,
      headers: ANY_CSRF,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('BankID sign-in of the personnummer a company creator declared', () => {
  it('signs in the creator’s e-mail account and links it (audited) instead of failing or making a second account', async () => {
    const user = await signUpUser(testApp.app, testApp.db);
    const identityId = await identityIdOf(user);
    await createCompany(testApp.app, user, buildNewCompany({ orgNumber: makeOrgNumber(9101) }));
    const admin = {
      personnummer: ADMIN_PERSONNUMMER.replace('-', ''),
      givenName: 'ANNA',
      surname: 'Svensson',
    };
    const identitiesBefore = await testApp.db
      .selectFrom('identity')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();

    const login = await finalize(admin, 'login');
    expect(login.statusCode).toBe(200);
    expect(await identityIdOf(signedInFrom(login))).toBe(identityId);
    const audit = await auditRows(identityId);
    expect(audit).toMatchObject([{ action: 'identity.bankid-linked', actor_identity_id: identityId }]);

    // Sign-up of the same person now signs the same account in, and makes nobody new.
    const signup = await finalize(admin, 'signup');
    expect(signup.statusCode).toBe(200);
    expect(await identityIdOf(signedInFrom(signup))).toBe(identityId);
    const identitiesAfter = await testApp.db
      .selectFrom('identity')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(identitiesAfter.n).toEqual(identitiesBefore.n);
    expect(await countIdentities(admin.personnummer)).toBe(1);
  });

  it('does not hand the account to a BankID person of another name: no account, and sign-up makes their own', async () => {
    const user = await signUpUser(testApp.app, testApp.db);
    const identityId = await identityIdOf(user);
    const declared = newPerson('Carl', 'Claimsson');
    await createCompany(
      testApp.app,
      user,
      buildNewCompany({
        orgNumber: makeOrgNumber(9102),
        defaultAdmin: {
          firstName: 'Carl',
          lastName: 'Claimsson',
          personalIdentityNumber: declared.personnummer,
        },
      }),
    );
    const stranger = { ...declared, givenName: 'Dora', surname: 'Doe' };
    const login = await finalize(stranger, 'login');
    expect(login.statusCode).toBe(401);
    expect(login.json().code).toBe('BANKID_NO_ACCOUNT');
    expect((await methods(user)).json().bankId).toBeNull();
    expect(await auditRows(identityId)).toEqual([]);
  });
});

describe('one personnummer, one identity', () => {
  it('the database refuses a second identity with a linked personnummer', async () => {
    const person = newPerson();
    expect((await finalize(person, 'signup')).statusCode).toBe(200);
    await expect(
      testApp.db
        .insertInto('identity')
        .values({ personnummer: person.personnummer, first_name: 'Twin', last_name: 'Twinsson' })
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await countIdentities(person.personnummer)).toBe(1);
  });

  it('BankID sign-up of a linked personnummer signs the linked account in', async () => {
    const user = await signUpUser(testApp.app, testApp.db);
    const identityId = await identityIdOf(user);
    const person = newPerson();
    expect((await linkBankId(user, person)).statusCode).toBe(200);
    const signup = await finalize(person, 'signup');
    expect(signup.statusCode).toBe(200);
    expect(await identityIdOf(signedInFrom(signup))).toBe(identityId);
    expect(await countIdentities(person.personnummer)).toBe(1);
  });
});

describe('adding an e-mail and password to a BankID account', () => {
  it('mails a code, checks it, links e-mail and password (audited), and the password then signs in the same account', async () => {
    const person = newPerson();
    const signup = await finalize(person, 'signup');
    const user = signedInFrom(signup);
    const identityId = await identityIdOf(user);
    expect((await methods(user)).json()).toMatchObject({ email: null, hasPassword: false });
    const email = `bankid-${Date.now()}@exempel.se`;
    const post = (url: string, payload: object) =>
      testApp.app.inject({ method: 'POST', url, headers: sessionHeaders(user), payload });

    expect((await post('/api/account/email/start', { email })).statusCode).toBe(200);
    const code = await readOutboxCode(testApp.db, email);
    const wrong = await post('/api/account/email/verify', {
      email,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await post('/api/account/email/verify', { email, code })).statusCode).toBe(200);
    const complete = await post('/api/account/email/complete', {
      email,
      code,
      password: 'ett långt lösenord',
    });
    expect(complete.statusCode).toBe(200);
    expect(complete.json()).toMatchObject({ email, hasPassword: true, bankId: { firstName: 'Berit' } });
    expect(complete.body).not.toMatch(/argon2|lösenord/);

    const audit = await auditRows(identityId);
    expect(audit).toMatchObject([{ action: 'identity.email-linked', actor_identity_id: identityId }]);
    expect(audit[0]!.after).toMatchObject({ email, hasPassword: true });

    const login = await logIn(testApp.app, email, 'ett långt lösenord');
    expect(login.response.statusCode).toBe(200);
    expect(await identityIdOf({ cookie: login.cookie!, token: login.token! })).toBe(identityId);
    // The code is used up.
    expect(
      (await post('/api/account/email/complete', { email, code, password: 'ett långt lösenord' })).statusCode,
    ).toBe(409);
  });

  it('refuses an e-mail of another account and an account that has an e-mail', async () => {
    const other = await signUpUser(testApp.app, testApp.db);
    const otherEmail = (await methods(other)).json().email as string;
    const user = signedInFrom(await finalize(newPerson(), 'signup'));
    const post = (signedIn: SignedIn, url: string, payload: object) =>
      testApp.app.inject({ method: 'POST', url, headers: sessionHeaders(signedIn), payload });

    expect((await post(user, '/api/account/email/start', { email: otherEmail })).statusCode).toBe(200);
    const code = await readOutboxCode(testApp.db, otherEmail);
    const taken = await post(user, '/api/account/email/complete', {
      email: otherEmail,
      code,
      password: 'ett långt lösenord',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('ACCOUNT_EXISTS');
    expect((await methods(user)).json().email).toBeNull();

    const already = await post(other, '/api/account/email/start', { email: 'ny@exempel.se' });
    expect(already.statusCode).toBe(409);
    expect(already.json().code).toBe('EMAIL_ALREADY_LINKED');
  });
});

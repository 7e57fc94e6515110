import { isBrandName } from '@lonsam/domain/brands/brands';
import type { SignInMethods } from '@lonsam/domain/contracts/account/sign-in-methods';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  addressKey,
  emailAlreadyLinked,
  findIdentityByEmail,
  findIdentityById,
  hashPassword,
  linkBankIdToIdentity,
  linkEmailToIdentity,
} from '../auth/index.ts';
import { consumeLoginToken, withBankIdTables } from '../bankid/index.ts';
import { checkSignupCode, startSignup, verifySignupCode } from '../signup/index.ts';

type IdentityLike = {
  email: string | null;
  password_hash: string | null;
  personnummer: string | null;
  first_name: string | null;
  last_name: string | null;
};

/** 199003152387 → 19900315-XXXX: the birth date, never the whole number. */
export function maskPersonnummer(personnummer: string): string {
  return `${personnummer.slice(0, personnummer.length - 4)}-XXXX`;
}

export function toSignInMethods(identity: IdentityLike): SignInMethods {
  return {
    email: identity.email,
    hasPassword: identity.password_hash !== null,
    bankId:
      identity.personnummer === null
        ? null
        : {
            personnummerMasked: maskPersonnummer(identity.personnummer),
            firstName: identity.first_name,
            lastName: identity.last_name,
          },
  };
}

async function loadIdentity(db: Kysely<Database>, identityId: string) {
  const identity = await findIdentityById(db, identityId);
  if (!identity) {
    throw new AppError({ status: 404, code: 'IDENTITY_NOT_FOUND', detail: 'The account does not exist.' });
  }
  return identity;
}

export async function getSignInMethods(db: Kysely<Database>, identityId: string): Promise<SignInMethods> {
  return toSignInMethods(await loadIdentity(db, identityId));
}

/**
 * Links the person of a completed BankID order to the signed-in identity. The token is spent
 * either way; a personnummer of another identity is refused (409 BANKID_PERSONNUMMER_TAKEN).
 */
export async function linkBankId(
  request: FastifyRequest,
  db: Kysely<Database>,
  token: string,
): Promise<SignInMethods> {
  const identityId = request.identity!.id;
  const person = await consumeLoginToken(withBankIdTables(db), token);
  if (!person) {
    throw new AppError({
      status: 401,
      code: 'BANKID_TOKEN_INVALID',
      detail: 'The BankID token is unknown, used or expired.',
    });
  }
  const identity = await linkBankIdToIdentity(
    db,
    identityId,
    { personnummer: person.personnummer, firstName: person.givenName, lastName: person.surname },
    { actorIdentityId: identityId, requestId: request.id },
  );
  return toSignInMethods(identity);
}

/** Mails a code as sign-up does (same limits), unless the account has an e-mail already. */
export async function startAddEmail(
  request: FastifyRequest,
  db: Kysely<Database>,
  mailer: Mailer,
  email: string,
): Promise<void> {
  const identity = await loadIdentity(db, request.identity!.id);
  if (identity.email !== null) throw emailAlreadyLinked();
  await startSignup(
    db,
    mailer,
    { email, brand: isBrandName(identity.brand) ? identity.brand : 'lonsam' },
    addressKey(request.ip),
  );
}

export async function verifyAddEmail(
  db: Kysely<Database>,
  body: { email: string; code: string },
): Promise<void> {
  await verifySignupCode(db, body);
}

/** Checks the code again, then links e-mail and password in one audited transaction with using the code up. */
export async function completeAddEmail(
  request: FastifyRequest,
  db: Kysely<Database>,
  body: { email: string; code: string; password: string },
): Promise<SignInMethods> {
  const identityId = request.identity!.id;
  const current = await loadIdentity(db, identityId);
  if (current.email !== null) throw emailAlreadyLinked();
  const row = await checkSignupCode(db, body.email, body.code);
  if (await findIdentityByEmail(db, body.email)) throw accountExists();
  const passwordHash = await hashPassword(body.password);
  const identity = await db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('signup_code')
      .set({ used_at: new Date() })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw accountExists();
    return linkEmailToIdentity(
      trx,
      identityId,
      { email: body.email, passwordHash },
      { actorIdentityId: identityId, requestId: request.id },
    );
  });
  return toSignInMethods(identity);
}

function accountExists(): AppError {
  return new AppError({
    status: 409,
    code: 'ACCOUNT_EXISTS',
    detail: 'An account with this email already exists.',
  });
}

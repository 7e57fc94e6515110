import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  createIdentityFromBankId,
  findIdentityByPersonnummer,
  findIdentityClaimingPersonnummer,
  linkBankIdToIdentity,
  type SessionConfig,
  startSession,
} from '../auth/index.ts';
import { acceptPersonnummerInvitations, hasOpenPersonnummerInvitation } from '../users/index.ts';
import { consumeLoginToken, withBankIdTables } from './bankid-store.ts';

export type FinalizeIntent = 'login' | 'signup';

/**
 * Exchanges a one-time BankID token for a session of the identity with that personnummer. An
 * identity without BankID that gave this personnummer and name as the admin of a company it created
 * gets the personnummer linked (audited) and is signed in — by login and sign-up alike, so sign-up
 * never makes that person a second, empty account. Otherwise sign-up creates the identity from
 * BankID's name; signing up again simply signs the person in.
 */
export async function finalizeBankId(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Kysely<Database>,
  config: SessionConfig,
  input: { token: string; intent: FinalizeIntent },
): Promise<{ token: string }> {
  const person = await consumeLoginToken(withBankIdTables(db), input.token);
  if (!person) {
    throw new AppError({
      status: 401,
      code: 'BANKID_TOKEN_INVALID',
      detail: 'The BankID token is unknown, used or expired.',
    });
  }
  let identity = await findIdentityByPersonnummer(db, person.personnummer);
  if (!identity) identity = await linkClaimingIdentity(request, db, person);
  // Someone invited this personnummer (issue 22): signing in makes the account, as sign-up would.
  const invited = !identity && (await hasOpenPersonnummerInvitation(db, person.personnummer));
  if (!identity && (input.intent === 'signup' || invited)) {
    try {
      identity = await createIdentityFromBankId(
        db,
        {
          personnummer: person.personnummer,
          firstName: person.givenName,
          lastName: person.surname,
          brand: person.brand,
        },
        { actorIdentityId: null, requestId: request.id },
      );
    } catch (error) {
      // Another sign-up of the same person won the race; theirs is the identity.
      identity = await findIdentityByPersonnummer(db, person.personnummer);
      if (!identity) throw error;
    }
  }
  if (!identity) {
    throw new AppError({
      status: 401,
      code: 'BANKID_NO_ACCOUNT',
      detail: 'Nobody with this personal identity number has an account; sign up first.',
    });
  }
  await acceptPersonnummerInvitations(db, {
    identityId: identity.id,
    personnummer: person.personnummer,
    requestId: request.id,
  });
  return startSession(request, reply, db, config, identity.id);
}

async function linkClaimingIdentity(
  request: FastifyRequest,
  db: Kysely<Database>,
  person: { personnummer: string; givenName: string; surname: string },
) {
  const named = { personnummer: person.personnummer, firstName: person.givenName, lastName: person.surname };
  const claiming = await findIdentityClaimingPersonnummer(db, named);
  if (!claiming) return undefined;
  try {
    return await linkBankIdToIdentity(db, claiming.id, named, {
      actorIdentityId: claiming.id,
      requestId: request.id,
    });
  } catch (error) {
    // A parallel finalize linked it first: whoever holds the personnummer now is the person.
    const owner = await findIdentityByPersonnummer(db, person.personnummer);
    if (!owner) throw error;
    return owner;
  }
}

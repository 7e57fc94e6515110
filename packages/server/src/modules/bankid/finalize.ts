import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  createIdentityFromBankId,
  findIdentityByPersonnummer,
  type SessionConfig,
  startSession,
} from '../auth/index.ts';
import { consumeLoginToken, withBankIdTables } from './bankid-store.ts';

export type FinalizeIntent = 'login' | 'signup';

/**
 * Exchanges a one-time BankID token for a session of the identity with that personnummer. Sign-up
 * creates the identity from BankID's name first; signing up again simply signs the person in.
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
  if (!identity && input.intent === 'signup') {
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
  return startSession(request, reply, db, config, identity.id);
}

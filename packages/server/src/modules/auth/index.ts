// What other modules may use of auth (biome.json's server import rules): identities, passwords,
// sessions and attempt counters, as functions taking `db` first. Routes and the plugin stay inside.
export { addressKey } from './client-address.ts';
export {
  createIdentityFromBankId,
  createIdentityWithPassword,
  emailAlreadyLinked,
  findIdentityByEmail,
  findIdentityById,
  findIdentityByPersonnummer,
  findIdentityClaimingPersonnummer,
  linkBankIdToIdentity,
  linkEmailToIdentity,
  updateIdentity,
} from './identity-store.ts';
export { hashPassword, verifyPassword } from './password-hash.ts';
export { releaseAttempt, reserveAttempt } from './rate-limit-store.ts';
export { deleteSessionsOfIdentity } from './session-store.ts';
export { type SessionConfig, startSession } from './start-session.ts';

// What other modules may use of bankid (biome.json's server import rules): the one-time token of a
// completed identification, which the account module exchanges for a link instead of a session.
export { consumeLoginToken, withBankIdTables } from './bankid-store.ts';

// What other modules may use of signup (biome.json's server import rules): the one-time codes that
// password reset shares.
export {
  codeExpiredError,
  codeTriesExhaustedError,
  generateCode,
  hashCode,
  isRightCode,
  wrongCodeError,
} from './one-time-code.ts';

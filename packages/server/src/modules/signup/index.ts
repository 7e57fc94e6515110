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
// The account module's "add e-mail and password" uses the sign-up's code flow as it is.
export { checkSignupCode } from './signup-code-store.ts';
export { startSignup, verifySignupCode } from './signup-service.ts';

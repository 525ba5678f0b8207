// The public face of this feature (session): what other features use of it. They import this
// file only, never one inside the feature (tests may also use its test helpers); keep it to
// what is used across.
export { isTrial, optionalMember, refuseTrial, requireMember } from './auth.js';
export { admitLogin, admitSocialLogin, settleLogin, withdrawLogin } from './brute-force.js';
export type { LoginClient } from './brute-force.js';
export { loginClient } from './client.js';
export { toLoginValue } from './login-answer.js';
export {
  authenticateSession,
  endMemberSessions,
  keepSessionAlive,
  startSession,
} from './service.js';
export type { LoginResult, SessionContext, SessionMember } from './service.js';

import type { LoginResult } from './service.js';

/** The login answer of API.md, shared by every way of logging in. */
export function loginAnswer(result: LoginResult) {
  return {
    token: result.token,
    userName: result.member.username,
    type: result.member.type,
    customerType: result.member.type,
    firstTimeLogin: result.firstTimeLogin,
    merchantCode: result.member.merchantCode,
  };
}

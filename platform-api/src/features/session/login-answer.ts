import type { LoginValue } from '../../contract/accounts.js';
import type { LoginResult } from './service.js';

/** The login answer of the contract, shared by every way of logging in. */
export function toLoginValue(result: LoginResult): LoginValue {
  return {
    token: result.token,
    userName: result.member.username,
    type: result.member.type,
    customerType: result.member.type,
    firstTimeLogin: result.firstTimeLogin,
    merchantCode: result.member.merchantCode,
  };
}

import type { RegisterByMobileBody, RegisterByUsernameBody } from '@lobby/platform-api/contract';
import { detectRegisterMethod } from './register-method';
import type { RegisterInput, RegisterValues } from './register-rules';

/** A register request being built, with the contract's field names. */
export type RegisterBody = Partial<RegisterByUsernameBody> & Partial<RegisterByMobileBody>;

/** The body of the filled fields (screen order), with the link's affiliate code and the dialing code. */
export function registerBody(
  order: readonly RegisterInput[],
  values: RegisterValues,
  affiliateFromLink: string | null,
  dialingCode: string,
): RegisterBody {
  const body: RegisterBody = { registerMethod: detectRegisterMethod() };
  for (const name of order) if (values[name]) body[name] = values[name];
  if (affiliateFromLink) body.affiliateCode = affiliateFromLink;
  if (body.mobileNum) body.countryDialingCode = dialingCode;
  return body;
}

/**
 * The body of PUT /wps/member/register/mobile. The form's rules require the number, the password
 * and its confirmation in this mode, so they are filled by now; the defaults only satisfy the type.
 */
export function mobileBody(body: RegisterBody): RegisterByMobileBody {
  const { mobileNum = '', countryDialingCode = '', password = '', confirmPassword = '' } = body;
  return { ...body, mobileNum, countryDialingCode, password, confirmPassword };
}

/** The body of PUT /wps/member/register (username, password and confirmation are required). */
export function usernameBody(body: RegisterBody): RegisterByUsernameBody {
  const { username = '', password = '', confirmPassword = '' } = body;
  return { ...body, username, password, confirmPassword };
}

import type { RegisterByMobileBody, RegisterByUsernameBody } from '@lobby/platform-api/contract';
import { detectRegisterMethod } from './register-method';
import type { RegisterInput, RegisterValues } from './register-rules';

/**
 * A register request as the contract names its fields; which are required depends on the method
 * (username or mobile), and the form's rules make sure those are filled before it is sent.
 */
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

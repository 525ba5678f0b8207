import type { LoginValue } from '@lobby/platform-api/contract';

/**
 * The login answer as stored under localStorage MC_SESSION_INFO (spec section 3): every way of
 * logging in answers the contract's LoginValue; customerType (a second name of type) is not kept.
 */
export type SessionInfo = Pick<
  LoginValue,
  'token' | 'merchantCode' | 'userName' | 'type' | 'firstTimeLogin'
>;

/** GET /wps/member/info and GET /wps/wallets/gcs, kept in the session store for every app. */
export type { MemberInfo, Wallet } from '@lobby/platform-api/contract';

/** Agents are every account type except 0 (member), 4 (trial) and 40 (spec section 6). */
export function isAgentType(type: number | null | undefined): boolean {
  return typeof type === 'number' && type !== 0 && type !== 4 && type !== 40;
}

/** Type 4 is the guest / free-trial account. */
export function isTrialType(type: number | null | undefined): boolean {
  return type === 4;
}

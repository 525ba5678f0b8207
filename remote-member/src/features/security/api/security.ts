import type {
  ActiveSession,
  BindContactBody,
  CodeSent,
  ContactCodeBody,
  LoginHistoryEntry,
  SecurityCodeBody,
  SecurityOverview,
  TwoFactorDisableBody,
  TwoFactorEnableBody,
  TwoFactorSetup,
} from '@lobby/platform-api/contract';
import { apiDelete, apiGet, apiPost } from '@lobby/shared';

export function fetchSecurityOverview(): Promise<SecurityOverview> {
  return apiGet<SecurityOverview>('/wps/security/overview');
}

/** A code to the member's bound phone or e-mail (proving it before changing it). */
export function sendSecurityCode(body: SecurityCodeBody): Promise<CodeSent> {
  return apiPost<CodeSent>('/wps/security/code', body);
}

/** A code to a new phone or e-mail, to bind it. */
export function sendContactCode(body: ContactCodeBody): Promise<CodeSent> {
  return apiPost<CodeSent>('/wps/security/contact/code', body);
}

export function bindContact(body: BindContactBody): Promise<SecurityOverview> {
  return apiPost<SecurityOverview>('/wps/security/contact', body);
}

export function fetchLoginHistory(): Promise<LoginHistoryEntry[]> {
  return apiGet<LoginHistoryEntry[]>('/wps/security/login-history');
}

export function fetchSessions(): Promise<ActiveSession[]> {
  return apiGet<ActiveSession[]>('/wps/security/sessions');
}

export function endSession(id: number): Promise<boolean> {
  return apiDelete<boolean>(`/wps/security/sessions/${id}`);
}

export function signOutOtherSessions(): Promise<{ signedOut: number }> {
  return apiPost<{ signedOut: number }>('/wps/security/sessions/sign-out-others', {});
}

export function setupTwoFactor(): Promise<TwoFactorSetup> {
  return apiPost<TwoFactorSetup>('/wps/security/two-factor/setup', {});
}

export function enableTwoFactor(body: TwoFactorEnableBody): Promise<{ recoveryCodes: string[] }> {
  return apiPost<{ recoveryCodes: string[] }>('/wps/security/two-factor/enable', body);
}

export function disableTwoFactor(body: TwoFactorDisableBody): Promise<true> {
  return apiPost<true>('/wps/security/two-factor/disable', body);
}

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
import { api } from '@lobby/shared';

export function fetchSecurityOverview(): Promise<SecurityOverview> {
  return api.get('/wps/security/overview');
}

/** A code to the member's bound phone or e-mail (proving it before changing it). */
export function sendSecurityCode(body: SecurityCodeBody): Promise<CodeSent> {
  return api.post('/wps/security/code', { body });
}

/** A code to a new phone or e-mail, to bind it. */
export function sendContactCode(body: ContactCodeBody): Promise<CodeSent> {
  return api.post('/wps/security/contact/code', { body });
}

export function bindContact(body: BindContactBody): Promise<SecurityOverview> {
  return api.post('/wps/security/contact', { body });
}

export function fetchLoginHistory(): Promise<LoginHistoryEntry[]> {
  return api.get('/wps/security/login-history');
}

export function fetchSessions(): Promise<ActiveSession[]> {
  return api.get('/wps/security/sessions');
}

export function endSession(id: number): Promise<boolean> {
  return api.delete('/wps/security/sessions/:id', { params: { id } });
}

export function signOutOtherSessions(): Promise<{ signedOut: number }> {
  return api.post('/wps/security/sessions/sign-out-others', { body: {} });
}

export function setupTwoFactor(): Promise<TwoFactorSetup> {
  return api.post('/wps/security/two-factor/setup', { body: {} });
}

export function enableTwoFactor(body: TwoFactorEnableBody): Promise<{ recoveryCodes: string[] }> {
  return api.post('/wps/security/two-factor/enable', { body });
}

export function disableTwoFactor(body: TwoFactorDisableBody): Promise<true> {
  return api.post('/wps/security/two-factor/disable', { body });
}

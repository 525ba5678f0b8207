import type { TestApp } from '../../test/harness.js';
import { answer, OPERATOR_KEY } from '../../test/harness.js';

export const CLIENT = 'test-client-0123456789';
export const clientHeaders = (clientId = CLIENT) => ({ 'x-client-id': clientId });

/** A fresh captcha and its answer (read through the operator-only endpoint). */
export async function solvedCaptcha(t: TestApp, purpose = 'LOGIN', clientId = CLIENT) {
  const created = await t.request({
    method: 'GET',
    url: `/wps/captcha?purpose=${purpose}`,
    headers: clientHeaders(clientId),
  });
  const { captchaId } = answer('GET /wps/captcha', created).value;
  const read = await t.request({
    method: 'GET',
    url: `/ops/captcha/${captchaId}`,
    headers: { 'x-operator-key': OPERATOR_KEY },
  });
  return { captchaId, captcha: answer('GET /ops/captcha/:id', read).value.answer };
}

/** A client id of its own for each call: keeps one test's SMS sends out of another's limits. */
let clients = 0;
export const freshClient = () => `sms-client-${String((clients += 1)).padStart(8, '0')}`;

/**
 * Asks for an SMS code the way the site does: a solved captcha (purpose SMS) for the client,
 * then the request, from `ip` (default 127.0.0.1).
 */
export async function requestSmsCode(
  t: TestApp,
  phone: { mobileNum: string; countryDialingCode: string },
  purpose: 'REGISTER' | 'LOGIN' | 'SET_PASSWORD' = 'REGISTER',
  { clientId = freshClient(), ip }: { clientId?: string; ip?: string } = {},
) {
  const captcha = purpose === 'SET_PASSWORD' ? {} : await solvedCaptcha(t, 'SMS', clientId);
  return t.request({
    method: 'POST',
    url: '/wps/verification/sms',
    payload: { ...phone, purpose, ...captcha },
    headers: clientHeaders(clientId),
    ...(ip ? { remoteAddress: ip } : {}),
  });
}

/**
 * The newest outbox message to a recipient (operator endpoint), security notices aside: a
 * sign-in from a new device writes one beside the codes these tests read.
 */
export async function latestOutbox(t: TestApp, to: string) {
  const response = await t.request({
    method: 'GET',
    url: `/ops/outbox?to=${encodeURIComponent(to)}`,
    headers: { 'x-operator-key': OPERATOR_KEY },
  });
  const rows = answer('GET /ops/outbox', response).value;
  return rows.find((row) => !row.purpose.startsWith('SECURITY_NOTICE_'));
}

export const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? '';

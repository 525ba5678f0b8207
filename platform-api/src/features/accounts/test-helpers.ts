import type { TestApp } from '../../test/harness.js';
import { body, OPERATOR_KEY } from '../../test/harness.js';

export const CLIENT = 'test-client-0123456789';
export const clientHeaders = (clientId = CLIENT) => ({ 'x-client-id': clientId });

/** A fresh captcha and its answer (read through the operator-only endpoint). */
export async function solvedCaptcha(t: TestApp, purpose = 'LOGIN', clientId = CLIENT) {
  const created = await t.request({
    method: 'GET',
    url: `/wps/captcha?purpose=${purpose}`,
    headers: clientHeaders(clientId),
  });
  const { captchaId } = body<{ captchaId: string }>(created).value;
  const read = await t.request({
    method: 'GET',
    url: `/ops/captcha/${captchaId}`,
    headers: { 'x-operator-key': OPERATOR_KEY },
  });
  return { captchaId, captcha: body<{ answer: string }>(read).value.answer };
}

/** The newest outbox message to a recipient (operator endpoint). */
export async function latestOutbox(t: TestApp, to: string) {
  const response = await t.request({
    method: 'GET',
    url: `/ops/outbox?to=${encodeURIComponent(to)}`,
    headers: { 'x-operator-key': OPERATOR_KEY },
  });
  const rows = body<{ body: string; subject: string | null; purpose: string }[]>(response).value;
  return rows[0];
}

export const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1] ?? '';

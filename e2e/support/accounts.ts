// Helpers of the account e2e tests: reading captchas and outbox messages as an operator.
import { expect, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { operatorKey } from './environment.mjs';

const operator = { 'X-Operator-Key': operatorKey };

/** The answer of a captcha the page just loaded (operator-only test read). */
export async function captchaAnswer(
  request: APIRequestContext,
  captchaId: string,
): Promise<string> {
  const response = await request.get(`/ops/captcha/${captchaId}`, { headers: operator });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { value: { answer: string } }).value.answer;
}

/** Waits for the page's next captcha (of `purpose`, when given) and returns its id. */
export async function nextCaptchaId(
  page: Page,
  load: () => Promise<unknown>,
  purpose?: 'LOGIN' | 'REGISTER' | 'SMS',
): Promise<string> {
  const [response] = await Promise.all([captchaResponse(page, purpose), load()]);
  return ((await response.json()) as { value: { captchaId: string } }).value.captchaId;
}

/** The page's next captcha answer from the server, of `purpose` when given. */
export function captchaResponse(page: Page, purpose?: 'LOGIN' | 'REGISTER' | 'SMS') {
  return page.waitForResponse(
    (r) =>
      r.url().includes('/wps/captcha') &&
      (!purpose || r.url().includes(`purpose=${purpose}`)) &&
      r.ok(),
  );
}

/** The id of a captcha answer (see captchaResponse). */
export async function captchaIdOf(response: Response): Promise<string> {
  return ((await response.json()) as { value: { captchaId: string } }).value.captchaId;
}

/** The newest outbox message to a recipient, polled until it arrives. */
export async function outboxMessage(
  request: APIRequestContext,
  to: string,
  purpose: string,
): Promise<{ body: string; subject: string | null }> {
  let found: { body: string; subject: string | null; purpose: string } | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/ops/outbox?to=${encodeURIComponent(to)}`, {
        headers: operator,
      });
      const rows = (
        (await response.json()) as {
          value: { body: string; subject: string | null; purpose: string }[];
        }
      ).value;
      found = rows.find((row) => row.purpose === purpose);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

export const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1000)}`.toLowerCase();

/**
 * A member of its own for a test: registered through the platform's register call (the
 * captcha read back as an operator), so no seeded account's balance or history is touched.
 */
export async function registerFreshMember(
  request: APIRequestContext,
  prefix: string,
  extra: { affiliateCode?: string } = {},
): Promise<{ username: string; password: string }> {
  const clientId = `e2e-${uniqueName(prefix)}-client`;
  const headers = { 'X-Client-Id': clientId };
  const captcha = await request.get('/wps/captcha?purpose=REGISTER', { headers });
  expect(captcha.ok()).toBe(true);
  const { captchaId } = ((await captcha.json()) as { value: { captchaId: string } }).value;
  const account = { username: uniqueName(prefix), password: 'fresh1234' };
  const registered = await request.put('/wps/member/register', {
    headers,
    data: {
      ...account,
      confirmPassword: account.password,
      captchaId,
      captcha: await captchaAnswer(request, captchaId),
      ...extra,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return account;
}

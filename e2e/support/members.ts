// Fresh members for tests that must not share an account: registered through the platform's
// own register call (with a captcha read back as the operator), as the register screen does.
import { expect, type APIRequestContext } from '@playwright/test';
import { uniqueName } from './accounts';
import { operatorKey } from './environment.mjs';

export const freshPassword = 'fresh1234';

export async function registerFreshMember(
  request: APIRequestContext,
  prefix: string,
  extra: { affiliateCode?: string } = {},
): Promise<{ username: string; password: string }> {
  const clientId = `e2e-${uniqueName('c')}-client`;
  const created = await request.get('/wps/captcha?purpose=REGISTER', {
    headers: { 'X-Client-Id': clientId },
  });
  expect(created.ok()).toBe(true);
  const { captchaId } = ((await created.json()) as { value: { captchaId: string } }).value;
  const peek = await request.get(`/ops/captcha/${captchaId}`, {
    headers: { 'X-Operator-Key': operatorKey },
  });
  const { answer } = ((await peek.json()) as { value: { answer: string } }).value;
  const username = uniqueName(prefix);
  const registered = await request.put('/wps/member/register', {
    headers: { 'X-Client-Id': clientId },
    data: {
      username,
      password: freshPassword,
      confirmPassword: freshPassword,
      captchaId,
      captcha: answer,
      ...extra,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return { username, password: freshPassword };
}

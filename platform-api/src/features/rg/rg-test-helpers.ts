import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { rgLimitRefusal, type RgLimitBody, type RgState } from '../../contract/rg.js';
import { members } from '../../db/schema/index.js';
import { answer, bearer, refusal, type TestApp } from '../../test/harness.js';

/** Moves the test clock forward to an exact instant (never back). */
export function moveClockTo(t: TestApp, iso: string): void {
  const target = new Date(iso).getTime();
  const now = t.clock.now().getTime();
  assert.ok(target >= now, `${iso} is before the test clock (${t.clock.now().toISOString()})`);
  t.clock.advance(target - now);
}

export async function memberIdOf(t: TestApp, username: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.username, username));
  return row!.id;
}

export async function setLimit(t: TestApp, token: string, limit: RgLimitBody): Promise<RgState> {
  const response = await t.request({
    method: 'PUT',
    url: '/wps/rg/limits',
    headers: bearer(token),
    payload: limit,
  });
  assert.equal(response.statusCode, 200, response.body);
  return answer('PUT /wps/rg/limits', response).value;
}

export async function rgState(t: TestApp, token: string): Promise<RgState> {
  const response = await t.request({ method: 'GET', url: '/wps/rg', headers: bearer(token) });
  assert.equal(response.statusCode, 200, response.body);
  return answer('GET /wps/rg', response).value;
}

export const limitOf = (state: RgState, kind: string, period: string) =>
  state.limits.find((limit) => limit.kind === kind && limit.period === period)!;

export const depositRequest = (token: string, amount: number) => ({
  method: 'POST' as const,
  url: '/wps/deposit/orders',
  headers: bearer(token),
  payload: { channelCode: 'EWALLET', amount },
});

/** A refusal by a limit: the limit, its period and when it resets are in the answer. */
export function assertLimitRefusal(
  response: LightMyRequestResponse,
  expected: { limit: string; period: string; resetsAt: string },
): void {
  assert.equal(response.statusCode, 409, response.body);
  const refused = refusal(response, rgLimitRefusal);
  assert.equal(refused.code, 'RG_LIMIT_REACHED');
  assert.equal(refused.messageKey, 'rg_limit_reached');
  assert.equal(refused.value.limit, expected.limit);
  assert.equal(refused.value.period, expected.period);
  assert.equal(refused.value.resetsAt, expected.resetsAt);
  assert.deepEqual(refused.details, [
    { path: `${expected.limit}.${expected.period}`, messageKey: 'rg_limit_reached' },
  ]);
}

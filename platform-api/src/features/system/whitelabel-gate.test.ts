import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app.js';
import { bearer, createTestApp, refusal, type TestApp } from '../../test/harness.js';
import { WHITELABEL_GATES } from './whitelabel-gate.js';

let t: TestApp;
let agent: string;
let member: string;
before(async () => {
  t = await createTestApp();
  agent = await t.login('agent01', 'agent1234');
  member = await t.login('demo', 'demo1234');
});
after(async () => {
  await t.close();
});

/** A gated call as the screens make it (a path for each pattern). */
const CALLS = Object.keys(WHITELABEL_GATES).map((key) => {
  const [method, pattern] = key.split(' ') as [string, string];
  return { key, method, url: pattern.replace(':id', '1') };
});

describe('white-label gating on the server', () => {
  test('with the switches on, no gated call is refused for the switch', async () => {
    for (const call of CALLS) {
      const response = await t.request({
        method: call.method as 'GET',
        url: call.url,
        headers: bearer(call.url.includes('/agent/') ? agent : member),
      });
      // A success, or a refusal of the bare request; never FEATURE_OFF.
      const refused = response.statusCode >= 400 ? refusal(response).code : null;
      assert.notEqual(refused, 'FEATURE_OFF', call.key);
    }
  });

  test('every switch of the table off (AGEINFO3, AFFMAN3, SECPRIV, TRANSREC3, CBS3): every call behind them is 403 FEATURE_OFF', async () => {
    const off = Object.fromEntries(Object.values(WHITELABEL_GATES).map((flag) => [flag, false]));
    await t.database.db.execute(
      sql`UPDATE brands SET whitelabel = whitelabel || ${JSON.stringify(off)}::jsonb`,
    );
    // The brand row is cached per server: a server started after the change reads it.
    const restarted = await buildApp({
      config: t.config,
      database: t.database,
      clock: t.clock,
      logger: false,
    });
    try {
      for (const call of CALLS) {
        // With the right token, without one, and with input the call would refuse: the same 403.
        for (const headers of [bearer(call.url.includes('/agent/') ? agent : member), {}]) {
          const response = await restarted.inject({
            method: call.method as 'GET',
            url: call.url,
            headers,
            ...(call.method === 'GET' ? {} : { payload: { bad: true } }),
          });
          assert.equal(response.statusCode, 403, `${call.key} ${response.body}`);
          assert.deepEqual(
            { code: refusal(response).code, messageKey: refusal(response).messageKey },
            { code: 'FEATURE_OFF', messageKey: 'feature_off' },
            call.key,
          );
        }
      }
      // What other screens need stays open: the own rates, the KPI counters, the contracts.
      for (const url of [
        '/wps/agent/rebate',
        '/wps/agent/team/kpi',
        '/wps/agent/contracts?kind=SALARY',
      ]) {
        const response = await restarted.inject({ method: 'GET', url, headers: bearer(agent) });
        assert.equal(response.statusCode, 200, `${url} ${response.body}`);
      }
    } finally {
      await restarted.close();
      await t.database.db.execute(
        sql`UPDATE brands SET whitelabel = whitelabel || '{"AGEINFO3": true, "AFFMAN3": true,
              "SECPRIV": true, "TRANSREC3": true}'::jsonb`,
      );
    }
  });
});

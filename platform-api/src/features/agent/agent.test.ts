import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { answer, bearer, createTestApp, refusal, type TestApp } from '../../test/harness.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const today = () => t.clock.now().toISOString().slice(0, 10).replaceAll('-', '/');

describe('GET /wps/agent/team/kpi', () => {
  test('the demo agent’s figures for today', async () => {
    const token = await t.login('agent01', 'agent1234');
    const response = await t.request({
      method: 'GET',
      url: `/wps/agent/team/kpi?startDate=${today()}&endDate=${today()}&size=0`,
      headers: bearer(token),
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(answer('GET /wps/agent/team/kpi', response).value, {
      teamLoginMemberCount: 7,
      teamBetMemberCount: 5,
      teamRegisterMemberCount: 3,
      teamOnlineCount: 3,
      startDate: today().replaceAll('/', '-'),
      endDate: today().replaceAll('/', '-'),
      timeZone: 'UTC',
      scope: 'direct',
    });
  });

  test('a team member logging in counts as login and online', async () => {
    const agent = await t.login('agent01', 'agent1234');
    await t.login('team08', 'member1234');
    const { value } = answer(
      'GET /wps/agent/team/kpi',
      await t.request({ method: 'GET', url: '/wps/agent/team/kpi', headers: bearer(agent) }),
    );
    assert.equal(value.teamLoginMemberCount, 8);
    assert.equal(value.teamOnlineCount, 4);
  });

  test('an earlier day without activity is all zero', async () => {
    const agent = await t.login('agent01', 'agent1234');
    const { value } = answer(
      'GET /wps/agent/team/kpi',
      await t.request({
        method: 'GET',
        url: '/wps/agent/team/kpi?startDate=2020/01/01&endDate=2020/01/01',
        headers: bearer(agent),
      }),
    );
    assert.equal(
      value.teamLoginMemberCount! + value.teamBetMemberCount! + value.teamRegisterMemberCount!,
      0,
    );
  });

  test('members of another agent do not count', async () => {
    await t.database.db.execute(sql`
      INSERT INTO members (merchant_code, username, password_hash, type, created_at)
      VALUES ('LOBBY01', 'agent02', 'x', 2, now())`);
    await t.database.db.execute(sql`
      INSERT INTO members (merchant_code, username, password_hash, type, parent_agent_id, created_at)
      SELECT 'LOBBY01', 'other01', 'x', 0, id, now() FROM members WHERE username = 'agent02'`);
    const agent = await t.login('agent01', 'agent1234');
    const { value } = answer(
      'GET /wps/agent/team/kpi',
      await t.request({ method: 'GET', url: '/wps/agent/team/kpi', headers: bearer(agent) }),
    );
    assert.equal(value.teamRegisterMemberCount, 3);
  });

  for (const [type, label] of [
    [0, 'a member'],
    [4, 'a trial'],
    [40, 'type 40'],
  ] as const) {
    test(`${label} gets 403 NON_AGENT`, async () => {
      await t.database.db.execute(sql`UPDATE members SET type = ${type} WHERE username = 'team06'`);
      const token = await t.login('team06', 'member1234');
      const response = await t.request({
        method: 'GET',
        url: '/wps/agent/team/kpi',
        headers: bearer(token),
      });
      assert.equal(response.statusCode, 403);
      assert.equal(refusal(response).code, 'NON_AGENT');
      assert.equal(refusal(response).messageKey, 'non_agent_login');
    });
  }

  for (const type of [2, 41, 42]) {
    test(`type ${type} is an agent`, async () => {
      await t.database.db.execute(sql`UPDATE members SET type = ${type} WHERE username = 'team06'`);
      const token = await t.login('team06', 'member1234');
      const response = await t.request({
        method: 'GET',
        url: '/wps/agent/team/kpi',
        headers: bearer(token),
      });
      assert.equal(response.statusCode, 200);
    });
  }
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/database.js';

import { answer, bearer, createTestApp, refusal, type TestApp } from '../../test/harness.js';
import {
  assertLedgerBalances,
  balanceMinor,
  gameOf,
  openGame,
  play,
} from '../games/test-helpers.js';
import { ApiError } from '../../http/errors.js';
import { multiplierOf, returnToPlayer, spin } from './slot-engine.js';
import { playSlotRound } from './slot-service.js';

let t: TestApp;
let token: string;
let slot: number;
before(async () => {
  t = await createTestApp();
  token = await t.login('team08', 'member1234');
  slot = await gameOf(t, 'LOBBY');
});
after(async () => {
  await t.close();
});

const spinRequest = (playToken: string, payload: unknown) =>
  t.request({
    method: 'POST',
    url: '/wps/play/slot/spin',
    headers: play(playToken),
    payload: payload as object,
  });

describe('slot engine', () => {
  test('pays three of a kind and two cherries, returns less than it takes', () => {
    assert.equal(multiplierOf(['SEVEN', 'SEVEN', 'SEVEN']), 200);
    assert.equal(multiplierOf(['CHERRY', 'BAR', 'CHERRY']), 1.5);
    assert.equal(multiplierOf(['BAR', 'BELL', 'LEMON']), 0);
    const rtp = returnToPlayer();
    assert.ok(rtp > 0.85 && rtp < 1, `RTP ${rtp}`);
    assert.deepEqual(spin(() => 0).reels, ['CHERRY', 'CHERRY', 'CHERRY']);
  });
});

describe('launching and playing the demo slot', () => {
  test('launch answers a URL with a ticket, never the session token', async () => {
    const launch = await t.request({
      method: 'GET',
      url: `/wps/game/launchGame?nodeId=${slot}&language=EN`,
      headers: bearer(token),
    });
    const { url, kind } = answer('GET /wps/game/launchGame', launch).value;
    assert.equal(kind, 'SLOT');
    assert.match(url, /^\/wps\/play\/slot\?ticket=[A-Za-z0-9_-]{43}/);
    assert.ok(!url.includes(token));
    const page = await t.request({ method: 'GET', url });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /text\/html/);
    assert.match(String(page.headers['content-security-policy']), /frame-ancestors 'self'/);
    // The page's own policy, with the nonce of its scripts; the HTML is sent as is, not encoded.
    const nonce = /script-src 'nonce-([^']+)'/.exec(
      String(page.headers['content-security-policy']),
    );
    assert.ok(nonce, String(page.headers['content-security-policy']));
    assert.ok(page.body.startsWith('<!doctype html>'), page.body.slice(0, 40));
    assert.ok(page.body.includes(`nonce="${nonce[1]}"`));
    assert.match(page.body, /Lucky Lobby Slots/);
    assert.ok(!page.body.includes(token), 'the session token is not in the page');
    // Single use: the same URL again is refused.
    const again = await t.request({ method: 'GET', url });
    assert.equal(again.statusCode, 403);
    assert.match(again.body, /expired/);
  });

  test('a ticket expires after a minute', async () => {
    const launch = await t.request({
      method: 'GET',
      url: `/wps/game/launchGame?nodeId=${slot}`,
      headers: bearer(token),
    });
    t.clock.advance(61_000);
    const page = await t.request({
      method: 'GET',
      url: answer('GET /wps/game/launchGame', launch).value.url,
    });
    assert.equal(page.statusCode, 403);
  });

  test('other vendors open the same engine with their own name', async () => {
    const pg = await gameOf(t, 'PG');
    const playToken = await openGame(t, token, pg);
    const before = await balanceMinor(t, 'team08');
    const round = await spinRequest(playToken, { roundId: 'pg-round-0001', stake: 1 });
    assert.equal(round.statusCode, 200, round.body);
    const value = answer('POST /wps/play/slot/spin', round).value;
    assert.equal(value.reels.length, 3);
    assert.equal(Math.round(value.balance * 100), before - 100 + Math.round(value.winAmount * 100));
  });

  test('a spin debits the stake, credits the win, records the bet; replays change nothing', async () => {
    const playToken = await openGame(t, token, slot);
    const before = await balanceMinor(t, 'team08');
    const first = await spinRequest(playToken, { roundId: 'round-abc-0001', stake: 2.5 });
    assert.equal(first.statusCode, 200, first.body);
    const value = answer('POST /wps/play/slot/spin', first).value;
    assert.equal(value.stake, 2.5);
    const after = await balanceMinor(t, 'team08');
    assert.equal(after, before - 250 + Math.round(value.winAmount * 100));
    assert.equal(Math.round(value.balance * 100), after);
    const [record] = await selectRows<{ stake: string; payout: string; status: string }>(
      t.database.db,
      sql`SELECT stake_minor AS stake, payout_minor AS payout, status FROM bet_records WHERE reference LIKE '%:round-abc-0001'`,
    );
    assert.deepEqual(
      { stake: Number(record!.stake), payout: Number(record!.payout), status: record!.status },
      { stake: 250, payout: Math.round(value.winAmount * 100), status: 'SETTLED' },
    );
    for (const replay of [{ stake: 2.5 }, { stake: 5 }]) {
      const again = await spinRequest(playToken, { roundId: 'round-abc-0001', ...replay });
      assert.equal(again.statusCode, 409);
      assert.equal(refusal(again).code, 'ROUND_REPLAYED');
    }
    assert.equal(await balanceMinor(t, 'team08'), after);
    await assertLedgerBalances(t);
  });

  test('bad input is refused with a clear 4xx and changes nothing', async () => {
    const playToken = await openGame(t, token, slot);
    const balance = await balanceMinor(t, 'team08');
    const cases: {
      label: string;
      payload?: unknown;
      headers?: Record<string, string>;
      status: number;
      code: string;
    }[] = [
      {
        label: 'no play token',
        payload: { roundId: 'bad-00001', stake: 1 },
        headers: {},
        status: 403,
        code: 'TICKET_INVALID',
      },
      {
        label: 'garbage play token',
        payload: { roundId: 'bad-00001', stake: 1 },
        headers: play('x'.repeat(43)),
        status: 403,
        code: 'TICKET_INVALID',
      },
      {
        label: 'session token as play token',
        payload: { roundId: 'bad-00001', stake: 1 },
        headers: play(token),
        status: 403,
        code: 'TICKET_INVALID',
      },
      {
        label: 'negative stake',
        payload: { roundId: 'bad-00001', stake: -1 },
        status: 400,
        code: 'INVALID_INPUT',
      },
      {
        label: 'zero stake',
        payload: { roundId: 'bad-00001', stake: 0 },
        status: 400,
        code: 'INVALID_INPUT',
      },
      {
        label: 'absurd stake',
        payload: { roundId: 'bad-00001', stake: 1e12 },
        status: 400,
        code: 'INVALID_INPUT',
      },
      {
        label: 'stake over the table maximum',
        payload: { roundId: 'bad-00001', stake: 5000 },
        status: 400,
        code: 'INVALID_INPUT',
      },
      {
        label: 'stake below the minimum bet',
        payload: { roundId: 'bad-00001', stake: 0.01 },
        status: 400,
        code: 'INVALID_INPUT',
      },
      {
        label: 'three decimals',
        payload: { roundId: 'bad-00001', stake: 1.005 },
        status: 400,
        code: 'INVALID_INPUT',
      },
      {
        label: 'stake as text',
        payload: { roundId: 'bad-00001', stake: '1' },
        status: 400,
        code: 'INVALID_INPUT',
      },
      {
        label: 'short round id',
        payload: { roundId: 'a', stake: 1 },
        status: 400,
        code: 'INVALID_INPUT',
      },
      {
        label: 'round id with symbols',
        payload: { roundId: 'round;drop table', stake: 1 },
        status: 400,
        code: 'INVALID_INPUT',
      },
      {
        label: 'unknown field',
        payload: { roundId: 'bad-00001', stake: 1, win: 1000 },
        status: 400,
        code: 'INVALID_INPUT',
      },
      {
        label: 'stake above balance',
        payload: { roundId: 'bad-00002', stake: 1000 },
        status: 409,
        code: 'INSUFFICIENT_FUNDS',
      },
    ];
    // team08's opening balance is at most 500.00, below the 1,000.00 stake.
    assert.ok(balance < 100_000);
    for (const c of cases) {
      const response = await t.request({
        method: 'POST',
        url: '/wps/play/slot/spin',
        headers: c.headers ?? play(playToken),
        payload: c.payload as object,
      });
      assert.equal(response.statusCode, c.status, `${c.label}: ${response.body}`);
      assert.equal(refusal(response).code, c.code, c.label);
    }
    assert.equal(await balanceMinor(t, 'team08'), balance);
    const launches = [
      { url: `/wps/game/launchGame?nodeId=${slot}`, headers: {}, status: 401 },
      { url: '/wps/game/launchGame?nodeId=999999', headers: bearer(token), status: 404 },
      { url: '/wps/game/launchGame?nodeId=-4', headers: bearer(token), status: 400 },
      { url: '/wps/game/launchGame', headers: bearer(token), status: 400 },
      { url: `/wps/game/launchGame?nodeId=${slot}&x=1`, headers: bearer(token), status: 400 },
      { url: '/wps/play/slot?ticket=nope', headers: {}, status: 403 },
      { url: '/wps/play/slot', headers: {}, status: 400 },
    ];
    for (const c of launches) {
      const response = await t.request({ method: 'GET', url: c.url, headers: c.headers });
      assert.equal(response.statusCode, c.status, `${c.url}: ${response.body}`);
    }
  });

  test('many parallel spins on one wallet never overdraw it and the ledger balances', async () => {
    const playToken = await openGame(t, token, slot);
    const balance = await balanceMinor(t, 'team08');
    // Enough stakes to spend the wallet several times over.
    const stake = Math.max(1, Math.floor(balance / 100 / 8));
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        spinRequest(playToken, { roundId: `parallel-${String(i).padStart(4, '0')}`, stake }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    assert.ok(
      statuses.every((s) => s === 200 || s === 409),
      statuses.join(','),
    );
    const accepted = answers.filter((a) => a.statusCode === 200).length;
    const refused = answers.filter((a) => a.statusCode === 409);
    assert.ok(refused.every((a) => refusal(a).code === 'INSUFFICIENT_FUNDS'));
    const [bets] = await selectRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM bet_records WHERE reference LIKE '%:parallel-%'`,
    );
    assert.equal(bets!.n, accepted);
    assert.ok((await balanceMinor(t, 'team08')) >= 0);
    await assertLedgerBalances(t);
  });

  test('parallel losing spins: exactly as many as the balance pays for are accepted', async () => {
    const [member] = await selectRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM members WHERE username = 'team08'`,
    );
    const balance = await balanceMinor(t, 'team08');
    const stakeMinor = Math.max(10, Math.floor(balance / 7) + 1);
    // CHERRY, LEMON, BELL: never a win, so the wallet pays for floor(balance / stake) spins.
    const losing = [0, 0.4, 0.65];
    let next = 0;
    const random = () => losing[next++ % losing.length]!;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        playSlotRound(t.database.db, {
          memberId: member!.id,
          gameId: slot,
          roundId: `losing-${String(i).padStart(4, '0')}`,
          stakeMinor,
          currencyCode: 'CNY',
          now: t.clock.now(),
          random,
        }),
      ),
    );
    const accepted = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected');
    assert.equal(accepted, Math.floor(balance / stakeMinor));
    assert.ok(
      refused.every(
        (r) =>
          r.status === 'rejected' &&
          r.reason instanceof ApiError &&
          r.reason.code === 'INSUFFICIENT_FUNDS',
      ),
    );
    assert.equal(await balanceMinor(t, 'team08'), balance - accepted * stakeMinor);
    await assertLedgerBalances(t);
  });
});

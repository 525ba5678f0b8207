import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { answer, createTestApp, refusal, type TestApp } from '../../../test/harness.js';
import { gameOf, launchGame, play } from '../../games/test-helpers.js';
import { minuteGame } from './test-support.js';

let t: TestApp;
let member: string;
let lotteryGameId: number;

before(async () => {
  t = await createTestApp();
  member = await t.login('demo', 'demo1234');
  lotteryGameId = (await minuteGame(t)).gameId;
});
after(() => t.close());

/** A launch URL's ticket for the member's game. */
const ticketFor = async (gameId: number) => (await launchGame(t, member, gameId)).ticket;

const redeem = (payload: unknown) =>
  t.request({ method: 'POST', url: '/lgw/session', payload: payload as object });

describe('the lottery page trades its ticket for a play token', () => {
  test("a lottery game launches the lobby's lottery page, never a page of the platform", async () => {
    const { url } = await launchGame(t, member, lotteryGameId);
    assert.match(
      url.pathname,
      new RegExp(`^/m/lotto-h5/[A-Z0-9_]+/(trad|ent)/games/${lotteryGameId}$`),
    );
    assert.equal(url.searchParams.get('prize_mode'), 'lott');
  });

  test('a lottery ticket gives a play token the member calls take, once', async () => {
    const ticket = await ticketFor(lotteryGameId);
    const reply = await redeem({ ticket });
    assert.equal(reply.statusCode, 200, reply.body);
    const session = answer('POST /lgw/session', reply).value;
    assert.equal(typeof session.balance, 'number');
    assert.equal(session.gameId, lotteryGameId);
    assert.notEqual(session.playToken, member);
    assert.ok(Date.parse(session.expiresAt) > t.clock.now().getTime());
    const series = await t.request({
      method: 'GET',
      url: '/lgw/customers/series',
      headers: play(session.playToken),
    });
    assert.equal(series.statusCode, 200, series.body);
    const balance = await t.request({
      method: 'GET',
      url: '/lgw/customers/balance',
      headers: play(session.playToken),
    });
    assert.equal(answer('GET /lgw/customers/balance', balance).value.balance, session.balance);
    const withoutToken = await t.request({ method: 'GET', url: '/lgw/customers/balance' });
    assert.equal(withoutToken.statusCode, 403);
    const again = await redeem({ ticket });
    assert.equal(again.statusCode, 403);
    assert.equal(refusal(again).code, 'TICKET_INVALID');
  });

  test("a slot game's ticket, a made-up one or a bad body opens nothing", async () => {
    const slot = await ticketFor(await gameOf(t, 'LOBBY'));
    const refused = await redeem({ ticket: slot });
    assert.equal(refused.statusCode, 403);
    assert.equal((await redeem({ ticket: 'x'.repeat(43) })).statusCode, 403);
    for (const bad of [{}, { ticket: 7 }, { ticket: 'x'.repeat(65) }, { ticket: 'a', more: 1 }]) {
      assert.equal((await redeem(bad)).statusCode, 400, JSON.stringify(bad));
    }
  });
});

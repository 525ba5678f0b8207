import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../../db/database.js';
import type { lotteryGames } from '../../../db/schema/index.js';
import { answer, OPERATOR_KEY, refusal, type TestApp } from '../../../test/harness.js';
import { assertLedgerBalances } from '../../games/test-helpers.js';
import { settleDue } from './settlement.js';
import {
  bet,
  BIG_SMALL,
  FIRST_DIGIT,
  forceResult,
  minuteGameForTeam01,
  moveIntoSale,
  orderOf,
  suborderStates,
} from './test-support.js';

// The brand's fixed odds of Entertainment plays: the operator sets them within bounds, audited;
// the play menu shows them; an order keeps the odds in force when placed, and is paid those.

let t: TestApp;
let game: typeof lotteryGames.$inferSelect;
let team: string;
let close: () => Promise<void>;

before(async () => {
  ({ t, game, team, close } = await minuteGameForTeam01());
});
after(() => close());

const url = (playId: number) => `/ops/lottery/odds/${playId}`;
const read = (playId: number, key: string | null = OPERATOR_KEY) =>
  t.request({ method: 'GET', url: url(playId), headers: key ? { 'x-operator-key': key } : {} });
const put = (playId: number, payload: unknown, key: string | null = OPERATOR_KEY) =>
  t.request({
    method: 'PUT',
    url: url(playId),
    headers: key ? { 'x-operator-key': key } : {},
    payload: payload as Record<string, unknown>,
  });

const menuOdds = async (playId: number) => {
  const response = await t.request({
    method: 'GET',
    url: `/lgw/games/${game.gameId}/play_menu?prizeMode=Elott`,
  });
  assert.equal(response.statusCode, 200, response.body);
  const menu = answer('GET /lgw/games/:gameId/play_menu', response).value;
  return menu.groups.flatMap((group) => group.plays).find((p) => p.playId === playId)?.odds;
};

describe("the brand's fixed odds", () => {
  test('read: the odds in force, the default and the allowed range (1.00 to fair)', async () => {
    const response = await read(BIG_SMALL.id);
    assert.equal(response.statusCode, 200, response.body);
    const view = answer('GET /ops/lottery/odds/:playId', response).value;
    // An even chance: fair odds 1 / 0.5 = 2.00, what Tradition pays at series 2000.
    assert.deepEqual(
      { ...view, updatedAt: null },
      {
        playId: BIG_SMALL.id,
        playCode: BIG_SMALL.code,
        odds: 1.98,
        defaultOdds: 1.98,
        allowed: { min: 1, max: 2 },
        updatedAt: null,
      },
    );
    assert.equal(await menuOdds(BIG_SMALL.id), 1.98);
  });

  test('bad odds 4xx; a Tradition or unknown play 404; without the operator key 403', async () => {
    for (const odds of [0, -1, 1.985, '1.9', null]) {
      const response = await put(BIG_SMALL.id, { operator: 'alice', odds });
      assert.equal(response.statusCode, 400, `${String(odds)}: ${response.body}`);
    }
    for (const odds of [0.99, 2.01, 500]) {
      const response = await put(BIG_SMALL.id, { operator: 'alice', odds });
      assert.equal(response.statusCode, 422, `${odds}: ${response.body}`);
      assert.equal(refusal(response).code, 'ODDS_OUT_OF_RANGE');
    }
    assert.equal((await put(BIG_SMALL.id, { odds: 1.9 })).statusCode, 400, 'operator required');
    assert.equal((await put(FIRST_DIGIT.id, { operator: 'alice', odds: 1.9 })).statusCode, 404);
    assert.equal((await put(999_999, { operator: 'alice', odds: 1.9 })).statusCode, 404);
    assert.equal((await read(999_999)).statusCode, 404);
    assert.equal((await put(BIG_SMALL.id, { operator: 'alice', odds: 1.9 }, null)).statusCode, 403);
    assert.equal(
      (await put(BIG_SMALL.id, { operator: 'alice', odds: 1.9 }, 'wrong')).statusCode,
      403,
    );
    assert.equal((await read(BIG_SMALL.id, null)).statusCode, 403);
    assert.equal(
      answer('GET /ops/lottery/odds/:playId', await read(BIG_SMALL.id)).value.odds,
      1.98,
      'nothing changed',
    );
  });

  test('set: the next order pays the new odds, an earlier order keeps its own', async () => {
    const slot = moveIntoSale(t, game, 2000);
    const place = async (slip: string) => {
      const response = await bet(t, team, {
        gameId: game.gameId,
        currentNumero: slot.numero,
        bettingSlipString: slip,
      });
      assert.equal(response.statusCode, 200, response.body);
      return orderOf(response).orderNumber;
    };
    const earlier = await place('BIG~1~1002~1~1950~1');

    const set = await put(BIG_SMALL.id, { operator: 'alice', odds: 1.9 });
    assert.equal(set.statusCode, 200, set.body);
    assert.equal(answer('PUT /ops/lottery/odds/:playId', set).value.odds, 1.9);
    assert.equal(
      answer('PUT /ops/lottery/odds/:playId', set).value.updatedAt,
      t.clock.now().toISOString(),
    );
    assert.equal(await menuOdds(BIG_SMALL.id), 1.9);
    const audit = await selectRows<{ operator: string; target: string; detail: unknown }>(
      t.database.db,
      sql`SELECT operator, target, detail FROM ops_audit WHERE action = 'LOTTERY_ODDS_SET'`,
    );
    assert.equal(audit.length, 1);
    assert.equal(audit[0]!.operator, 'alice');
    assert.deepEqual(audit[0]!.detail, { playId: BIG_SMALL.id, from: 1.98, to: 1.9 });

    const later = await place('BIG~1~1002~1~1950~1');
    await forceResult(t, game.gameId, slot.numero, (r) => Number(r[0]) >= 5);
    t.clock.advance(slot.drawAt.getTime() - t.clock.now().getTime());
    await settleDue(t.database.db, t.clock.now());
    // 2.00 staked: × 1.98 = 3.96 for the order placed before the change, × 1.90 = 3.80 after.
    const paid = async (orderNumber: string) =>
      (await suborderStates(t, orderNumber)).map((s) => [s.state, Number(s.win_minor)]);
    assert.deepEqual(await paid(earlier), [[4, 396]]);
    assert.deepEqual(await paid(later), [[4, 380]]);
    await assertLedgerBalances(t);
  });
});

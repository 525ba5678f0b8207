import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { betRecords, gameNameTranslations, games, members } from '../../db/schema/index.js';
import { answer, createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const get = (url: string) => t.request({ method: 'GET', url });

/** GET /wps/lottery/list in a language: game id → name. */
async function lotteryNames(language: string) {
  const reply = await get(`/wps/lottery/list?language=${language}`);
  assert.equal(reply.statusCode, 200, reply.body);
  const list = answer('GET /wps/lottery/list', reply).value.list;
  return new Map(list.map((game) => [game.nodeId, game.gameName]));
}

/** GET /lgw/games in a language: game id → name. */
async function lgwNames(language: string) {
  const reply = await get(`/lgw/games?language=${language}`);
  assert.equal(reply.statusCode, 200, reply.body);
  const list = answer('GET /lgw/games', reply).value.list;
  return new Map(list.map((game) => [game.gameId, game.gameName]));
}

async function gameIdNamed(nameEn: string, vendorCode: string) {
  const [row] = await t.database.db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.nameEn, nameEn), eq(games.vendorCode, vendorCode)));
  assert.ok(row, `${vendorCode} has ${nameEn}`);
  return row.id;
}

describe('lottery game names in the reader language', () => {
  test('the lottery list and /lgw/games agree: Vietnamese, Traditional, English', async () => {
    const north = await gameIdNamed('North Lotto 1 Min', 'TCG_LOTTO_VN');
    const hanoiDaily = await gameIdNamed('Hanoi Lotto 18:15', 'TCG_LOTTO_VN');
    const racing = await gameIdNamed('Speed Racing 1 Min', 'TCG');
    for (const names of [lotteryNames, lgwNames]) {
      const vi = await names('VI');
      assert.equal(vi.get(north), 'Xổ số Miền Bắc 1 phút');
      assert.equal(vi.get(hanoiDaily), 'Xổ số Hà Nội 18:15');
      assert.equal(vi.get(racing), 'Đua xe tốc độ 1 phút');
      assert.equal((await names('vi-VN')).get(north), 'Xổ số Miền Bắc 1 phút');
      const tw = await names('TW');
      assert.equal(tw.get(racing), '極速賽車 1分鐘');
      assert.equal(tw.get(north), '北部彩1分鐘');
      assert.equal((await names('CN')).get(racing), '极速赛车 1分钟');
      assert.equal((await names('TH')).get(hanoiDaily), 'หวยฮานอย 18:15');
      assert.equal((await names('KO')).get(north), '북부 로또 1분');
      assert.equal((await names('ID')).get(north), 'Lotto Utara 1 Menit');
      assert.equal((await names('FR')).get(north), 'North Lotto 1 Min');
      assert.equal((await names('EN')).get(racing), 'Speed Racing 1 Min');
    }
  });

  test('a game without a row of the language falls back to Chinese for CN/TW, else English', async () => {
    const south = await gameIdNamed('South Lotto 3 Min', 'TCG_LOTTO_VN');
    await t.database.db.delete(gameNameTranslations).where(eq(gameNameTranslations.gameId, south));
    for (const names of [lotteryNames, lgwNames]) {
      assert.equal((await names('VI')).get(south), 'South Lotto 3 Min');
      assert.equal((await names('TW')).get(south), '南部彩3分钟');
      assert.equal((await names('CN')).get(south), '南部彩3分钟');
    }
  });

  test('the catalogue search finds a game by the name its reader sees', async () => {
    const north = await gameIdNamed('North Lotto 1 Min', 'TCG_LOTTO_VN');
    const reply = await get(
      `/wps/game/list?language=VI&pageSize=100&gameName=${encodeURIComponent('Xổ số Miền Bắc 1')}`,
    );
    assert.equal(reply.statusCode, 200, reply.body);
    const found = answer('GET /wps/game/list', reply).value.games;
    assert.ok(found.length > 0);
    assert.ok(found.every((game) => game.gameName.startsWith('Xổ số Miền Bắc 1')));
    assert.ok(found.some((game) => game.nodeId === north));
  });

  test('the winner board names a lottery win in the reader language', async () => {
    const north = await gameIdNamed('North Lotto 1 Min', 'TCG_LOTTO_VN');
    const [demo] = await t.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, 'demo'));
    assert.ok(demo);
    const at = new Date('2099-01-01T00:00:00Z');
    await t.database.db.insert(betRecords).values({
      memberId: demo.id,
      gameId: north,
      reference: 'display-name-test',
      stakeMinor: 200,
      payoutMinor: 5000,
      status: 'SETTLED',
      placedAt: at,
      settledAt: at,
    });
    const first = async (language: string) => {
      const reply = await get(`/wps/game/winners?language=${language}&limitNum=1`);
      assert.equal(reply.statusCode, 200, reply.body);
      return answer('GET /wps/game/winners', reply).value.list[0]!.gameName;
    };
    assert.equal(await first('VI'), 'Xổ số Miền Bắc 1 phút');
    assert.equal(await first('TW'), '北部彩1分鐘');
    assert.equal(await first('JA'), '北部ロト 1分');
    assert.equal(await first('XX'), 'North Lotto 1 Min');
  });
});

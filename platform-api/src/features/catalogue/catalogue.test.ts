import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { answer, createTestApp, type TestApp } from '../../test/harness.js';
import {
  gameListAnswer,
  hotGamesAnswer,
  vendorGameTypesAnswer,
  type GamePage,
} from '../../contract/games.js';
import { answerEncoder } from '../../http/contract-compilers.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

async function list(query: string): Promise<GamePage> {
  const response = await t.request({ method: 'GET', url: `/wps/game/list?${query}` });
  assert.equal(response.statusCode, 200, response.body);
  return answer('GET /wps/game/list', response).value;
}

describe('GET /wps/game/vendorGameTypes', () => {
  test('categories and vendors in server order, with sorting and mapping', async () => {
    const { value } = answer(
      'GET /wps/game/vendorGameTypes',
      await t.request({ method: 'GET', url: '/wps/game/vendorGameTypes?typeId=1' }),
    );
    assert.deepEqual(
      value.categories.map((c) => c.gameCategory),
      ['LOTT', 'ELOTT', 'LIVE', 'RNG', 'FISH', 'SPORTS', 'PVP'],
    );
    const vendors = value.categories.flatMap((c) => c.vendors);
    assert.ok(vendors.length >= 25);
    assert.ok(vendors.every((v) => v.gameCount > 0));
    assert.ok(
      vendors.every(
        (v) => v.iconUrl.includes('variant=color') && v.iconWhiteUrl.includes('variant=white'),
      ),
    );
    assert.ok(vendors.reduce((sum, v) => sum + v.gameCount, 0) >= 1500);
    assert.deepEqual(value.mapping.ESPORTS, ['AV', 'IA', 'TF']);
    assert.deepEqual(value.mapping.COCKFIGHT, ['DS88']);
    assert.deepEqual(value.mapping.BINGO, ['YBG']);
    assert.ok(value.mapping.ELOTT?.includes('TCG_LOTTO_VN'));
    assert.ok(value.sorting.every((s) => s.vendorNames.every((v) => v.accountTypeName.length > 0)));
    const sports = value.categories.find((c) => c.gameCategory === 'SPORTS')!;
    assert.ok(
      sports.vendors.some((v) => v.vassalage === 'DS88'),
      'cockfight vendors are SPORTS vendors',
    );
  });
});

describe('GET /wps/game/hot', () => {
  test('hot games, optionally of one category', async () => {
    const { value } = answer(
      'GET /wps/game/hot',
      await t.request({
        method: 'GET',
        url: '/wps/game/hot?isPlatform=2&language=EN&platform=html5&gameType=',
      }),
    );
    assert.ok(value.list.length >= 20);
    const rng = answer(
      'GET /wps/game/hot',
      await t.request({ method: 'GET', url: '/wps/game/hot?gameType=RNG' }),
    ).value.list;
    assert.ok(rng.length > 0);
    assert.ok(rng.every((g) => g.gameType === 'RNG'));
  });
});

describe('GET /wps/game/list', () => {
  test('default page: 24 games, totals over 1,500', async () => {
    const page = await list('');
    assert.equal(page.games.length, 24);
    assert.equal(page.pageNum, 1);
    assert.ok(page.total >= 1500);
    assert.equal(page.totalPages, Math.ceil(page.total / 24));
    const game = page.games[0]!;
    for (const key of [
      'nodeId',
      'vassalage',
      'gameName',
      'nodeName',
      'displayName',
      'showIcon',
      'iconUrl',
      'gameId',
      'gameType',
      'mobileLargeIcon',
      'roomId',
      'supportPlay',
      'gameClassifyNew',
      'gameCode',
      'isGameH5',
      'playType',
      'minBet',
    ]) {
      assert.ok(key in game, key);
    }
  });

  test('pages do not overlap and a page past the end is empty', async () => {
    const one = await list('pageNo=1&pageSize=25');
    const two = await list('pageNo=2&pageSize=25');
    const ids = new Set(one.games.map((g) => g.nodeId));
    assert.ok(two.games.every((g) => !ids.has(g.nodeId)));
    const past = await list(`pageNo=${one.totalPages + 1}&pageSize=25`);
    assert.deepEqual(past.games, []);
    assert.equal(past.total, one.total);
  });

  test('gameName: contains, case-insensitive, English or Chinese', async () => {
    const page = await list('gameName=DrAgOn&pageSize=100');
    assert.ok(page.total > 5);
    assert.ok(page.games.every((g) => /dragon/i.test(g.gameName)));
    const zh = await list(`gameName=${encodeURIComponent('龙')}&pageSize=100&language=CN`);
    assert.ok(zh.total > 0);
    assert.ok(zh.games.every((g) => g.gameName.includes('龙')));
    const none = await list('gameName=%25%25%25');
    assert.equal(none.total, 0, '% is a literal character, not a wildcard');
  });

  test('gameType narrows by category, with the special categories of spec section 4', async () => {
    const live = await list('gameType=LIVE&pageSize=100');
    assert.ok(live.total > 0 && live.games.every((g) => g.gameType === 'LIVE'));
    const esports = await list('gameType=ESPORTS&pageSize=100');
    assert.deepEqual([...new Set(esports.games.map((g) => g.vassalage))].sort(), [
      'AV',
      'IA',
      'TF',
    ]);
    const cockfight = await list('gameType=COCKFIGHT&pageSize=100');
    assert.deepEqual([...new Set(cockfight.games.map((g) => g.vassalage))], ['DS88']);
    // SPORTS is the platform category: e-sport and cockfight vendors are sports vendors.
    const sports = await list('gameType=SPORTS&pageSize=100');
    assert.deepEqual([...new Set(sports.games.map((g) => g.vassalage))].sort(), [
      'AV',
      'CMD',
      'DS88',
      'IA',
      'SABA',
      'TF',
    ]);
    const bingo = await list('gameType=BINGO&pageSize=100');
    assert.ok(bingo.total > 0);
    assert.ok(bingo.games.every((g) => g.gameType === 'RNG' && g.gameClassifyNew === 'BG'));
    assert.deepEqual(await list('gameType=RNG&gameClassify=BG&pageSize=100'), bingo);
    // Plain RNG is the slot list: bingo games only when classify BG is asked for.
    const rng = await list('gameType=rng&pageSize=100');
    assert.ok(rng.games.every((g) => g.gameClassifyNew !== 'BG'));
    assert.equal((await list('gameType=RNG&vassalage=YBG')).total, 0);
    const all = await list('gameType=ALL');
    assert.equal(all.total, (await list('')).total);
  });

  test('every vendor with games is reachable by the lobby: its category request returns them', async () => {
    const { value } = answer(
      'GET /wps/game/vendorGameTypes',
      await t.request({ method: 'GET', url: '/wps/game/vendorGameTypes?typeId=1' }),
    );
    const { mapping } = value;
    const bingo = new Set(mapping.BINGO ?? []);
    // The lobby's request for a category (spec section 4, as remote-lobby's categoryRequest
    // sends it): ESPORTS and COCKFIGHT are SPORTS narrowed to their vendors, BINGO is RNG
    // classified BG; other categories are asked for by name.
    const lobbyQuery = (category: string, vendors: string[]): string => {
      if (category === 'BINGO') return `gameType=RNG&gameClassify=BG&vassalage=${vendors}`;
      if (category === 'ESPORTS' || category === 'COCKFIGHT') {
        return `gameType=SPORTS&vassalage=${vendors}`;
      }
      return `gameType=${category}&vassalage=${vendors}`;
    };
    // The lobby's category of a vendor: its own group (sorting) for e-sport, cockfight and
    // bingo vendors, else the platform category.
    const lobbyCategory = (vassalage: string, platformCategory: string): string =>
      ['ESPORTS', 'COCKFIGHT', 'BINGO'].find((group) => mapping[group]?.includes(vassalage)) ??
      platformCategory;

    const vendors = value.categories.flatMap((c) => c.vendors).filter((v) => v.gameCount > 0);
    assert.ok(vendors.length >= 25);
    const byCategory = new Map<string, typeof vendors>();
    for (const vendor of vendors) {
      const category = lobbyCategory(vendor.vassalage, vendor.gameCategory);
      byCategory.set(category, [...(byCategory.get(category) ?? []), vendor]);
      // The vendor chosen in its category: exactly its games, all of them.
      const page = await list(`${lobbyQuery(category, [vendor.vassalage])}&pageSize=100`);
      assert.equal(page.total, vendor.gameCount, `${category} ${vendor.vassalage}`);
      assert.ok(page.games.length > 0, `${category} ${vendor.vassalage} shows games`);
      assert.ok(page.games.every((g) => g.vassalage === vendor.vassalage));
    }
    assert.deepEqual([...byCategory.keys()].sort(), [
      'BINGO',
      'COCKFIGHT',
      'ELOTT',
      'ESPORTS',
      'FISH',
      'LIVE',
      'LOTT',
      'PVP',
      'RNG',
      'SPORTS',
    ]);
    // Each category's own list (no vendor chosen) holds every game of its vendors.
    for (const [category, members] of byCategory) {
      const codes = members.map((v) => v.vassalage);
      const query =
        category === 'ESPORTS' || category === 'COCKFIGHT' || category === 'BINGO'
          ? lobbyQuery(category, codes)
          : `gameType=${category}`;
      const expected = members.reduce((sum, v) => sum + v.gameCount, 0);
      if (category === 'SPORTS') {
        // The sports list also holds the e-sport and cockfight vendors (they are SPORTS).
        const all = vendors.filter((v) => v.gameCategory === 'SPORTS');
        assert.equal(
          (await list(query)).total,
          all.reduce((sum, v) => sum + v.gameCount, 0),
        );
      } else {
        assert.equal((await list(query)).total, expected, category);
      }
    }
    // Nothing of the catalogue is left out: every game belongs to a vendor counted above.
    assert.equal(
      vendors.reduce((sum, v) => sum + v.gameCount, 0),
      (await list('')).total,
    );
    assert.ok(bingo.size > 0);
  });

  test('vassalage, gameClassify, minBet and minLine filters', async () => {
    const pg = await list('vassalage=PG&pageSize=100');
    assert.ok(pg.total > 100 && pg.games.every((g) => g.vassalage === 'PG'));
    const two = await list('vassalage=PG,JDB&pageSize=100');
    assert.ok(two.total > pg.total);
    const jackpots = await list('gameClassify=JP&pageSize=100');
    assert.ok(jackpots.total > 0 && jackpots.games.every((g) => g.gameClassifyNew === 'JP'));
    const cheap = await list('minBet=0.05&pageSize=100');
    assert.ok(cheap.total > 0 && cheap.games.every((g) => g.minBet <= 0.05));
    assert.ok(cheap.total < (await list('minBet=1')).total);
    const lines = await list('minLine=243&gameType=RNG&pageSize=100');
    assert.ok(lines.total > 0);
    assert.ok(lines.total < (await list('gameType=RNG')).total);
    const combined = await list('gameType=RNG&vassalage=PP&gameClassify=SC&minBet=0.5&gameName=a');
    assert.ok(
      combined.games.every(
        (g) => g.vassalage === 'PP' && g.gameClassifyNew === 'SC' && g.minBet <= 0.5,
      ),
    );
  });

  test('language picks the display name', async () => {
    const en = await list('vassalage=PG&pageSize=1&language=EN');
    const zh = await list('vassalage=PG&pageSize=1&language=CN');
    assert.equal(en.games[0]!.nodeId, zh.games[0]!.nodeId);
    assert.match(zh.games[0]!.gameName, /[\u4e00-\u9fff]/);
    assert.doesNotMatch(en.games[0]!.gameName, /[\u4e00-\u9fff]/);
  });

  test('answers are cached: the same query gives the same answer', async () => {
    const a = await list('gameType=FISH&pageNo=2&pageSize=10');
    const b = await list('gameType=FISH&pageSize=10&pageNo=2');
    assert.deepEqual(a, b);
  });
});

describe('cached answers are the contract encoding, sent as text', () => {
  const CALLS = [
    ['/wps/game/list?gameType=RNG&pageNo=1&pageSize=24&language=EN', gameListAnswer],
    ['/wps/game/hot?isPlatform=2&language=EN&platform=html5&gameType=', hotGamesAnswer],
    ['/wps/game/vendorGameTypes', vendorGameTypesAnswer],
  ] as const;

  test('each answer is the text the route schema encodes, the same on a cache hit', async () => {
    for (const [url, schema] of CALLS) {
      const first = await t.request({ method: 'GET', url });
      const second = await t.request({ method: 'GET', url });
      assert.equal(first.statusCode, 200, first.body);
      assert.match(String(first.headers['content-type']), /^application\/json; charset=utf-8$/);
      const encode = answerEncoder(schema) as (answer: unknown) => string;
      assert.equal(first.body, encode(schema.parse(JSON.parse(first.body))), url);
      assert.equal(second.body, first.body, url);
    }
  });

  test('a URL refused is refused again, and a URL answered once is answered the same', async () => {
    for (const url of ['/wps/game/list?pageSize=0', '/wps/game/hot?gameType=%00']) {
      for (let i = 0; i < 2; i += 1) {
        const refused = await t.request({ method: 'GET', url });
        assert.equal(refused.statusCode, 400, `${url} #${i}`);
      }
    }
    const url = '/wps/game/list?gameType=LIVE&pageSize=5';
    const [first, again] = [
      await t.request({ method: 'GET', url }),
      await t.request({ method: 'GET', url }),
    ];
    assert.equal(again.statusCode, 200);
    assert.equal(again.body, first.body);
    assert.equal(again.headers['content-type'], first.headers['content-type']);
  });

  test('encoding refuses a field the contract lacks, so it never reaches a cache', async () => {
    const page = answer(
      'GET /wps/game/list',
      await t.request({ method: 'GET', url: '/wps/game/list?pageSize=1' }),
    ).value;
    const encode = answerEncoder(gameListAnswer);
    assert.doesNotThrow(() => encode({ success: true, value: page }));
    const leaky = { ...page, games: [{ ...page.games[0]!, secret: 'x' }] };
    assert.throws(() => encode({ success: true, value: leaky }));
  });
});

describe('a kept answer is sent again exactly as the first time', () => {
  /** One request over a socket: status, header lines as sent (no Date) and body bytes. */
  const fetchRaw = async (
    base: string,
    url: string,
    method: 'GET' | 'HEAD',
    headers: Record<string, string> = {},
  ) => {
    const { request } = await import('node:http');
    return new Promise<{ status: number; lines: string[]; body: Buffer }>((resolve, reject) => {
      const outgoing = request(base + url, { method, headers }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const lines: string[] = [];
          for (let i = 0; i < incoming.rawHeaders.length; i += 2) {
            if (incoming.rawHeaders[i]!.toLowerCase() === 'date') continue;
            lines.push(`${incoming.rawHeaders[i]}: ${incoming.rawHeaders[i + 1]}`);
          }
          resolve({ status: incoming.statusCode ?? 0, lines, body: Buffer.concat(chunks) });
        });
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  };

  test('GET, HEAD, with a token, conditional and compressed: the hit is the miss (compressed: the same JSON)', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { brotliDecompressSync } = await import('node:zlib');
    const cases: [string, 'GET' | 'HEAD', Record<string, string>][] = [
      ['/wps/game/list?gameType=RNG&pageNo=3&pageSize=24&language=EN', 'GET', {}],
      ['/wps/game/list?gameType=LIVE&pageNo=1&pageSize=7&language=VI', 'HEAD', {}],
      ['/wps/game/hot?gameType=FISH&language=TH', 'GET', { authorization: 'Bearer not-a-token' }],
      ['/wps/game/list?gameName=dragon&pageSize=3', 'GET', { 'if-none-match': '"anything"' }],
      ['/wps/game/vendorGameTypes?typeId=7', 'GET', { 'accept-encoding': 'gzip, deflate, br' }],
    ];
    for (const [url, method, headers] of cases) {
      const miss = await fetchRaw(base, url, method, headers);
      const hit = await fetchRaw(base, url, method, headers);
      assert.equal(miss.status, 200, `${method} ${url}`);
      assert.equal(hit.status, 200, `${method} ${url}`);
      if (headers['accept-encoding']) {
        // compressed once and kept: its length is known (the live path streams it chunked)
        const framing = /^(content-length|transfer-encoding):/i;
        assert.deepEqual(
          hit.lines.filter((line) => !framing.test(line)),
          miss.lines.filter((line) => !framing.test(line)),
        );
        assert.ok(hit.lines.includes(`content-length: ${hit.body.length}`));
        assert.ok(brotliDecompressSync(hit.body).equals(brotliDecompressSync(miss.body)));
      } else {
        assert.deepEqual(hit.lines, miss.lines, `${method} ${url}`);
        assert.ok(hit.body.equals(miss.body), `${method} ${url}`);
      }
      assert.ok(hit.lines.includes('X-Content-Type-Options: nosniff'), `${method} ${url}`);
      assert.ok(
        hit.lines.includes(
          "Content-Security-Policy: default-src 'none';frame-ancestors 'self';base-uri 'none';form-action 'none'",
        ),
        `${method} ${url}`,
      );
      if (method === 'HEAD') assert.equal(hit.body.length, 0);
      if (headers.authorization) assert.ok(hit.lines.includes('cache-control: no-store'));
      if (headers['accept-encoding']) {
        assert.ok(hit.lines.includes('content-encoding: br'));
        JSON.parse(brotliDecompressSync(hit.body).toString('utf8'));
      }
    }
    // The same URL in another language is another answer, kept on its own.
    const vi = await fetchRaw(base, '/wps/game/list?vassalage=PG&pageSize=1&language=VI', 'GET');
    const cn = await fetchRaw(base, '/wps/game/list?vassalage=PG&pageSize=1&language=CN', 'GET');
    assert.ok(!vi.body.equals(cn.body));
  });
});

import type { Executor } from '../db/database.js';
import {
  games,
  vendors,
  type GameClassify,
  type VendorCategory,
  type VendorKind,
} from '../db/schema/index.js';
import {
  ADJECTIVES,
  BINGO_GAMES,
  CARD_GAMES,
  FISH_GAMES,
  LIVE_TABLES,
  NOUNS,
  SPORTS_GAMES,
  SUFFIXES,
} from './names.js';
import { lotteryGameSpec } from './lottery-games.js';
import { SeededRandom } from './random.js';

interface VendorSeed {
  code: string;
  displayName: string;
  category: VendorCategory;
  kind?: VendorKind;
  games: number;
}

/** In server order: categories, then vendors within each. */
export const VENDOR_SEEDS: readonly VendorSeed[] = [
  { code: 'TCG', displayName: 'TCG Lottery', category: 'LOTT', games: 40 },
  { code: 'GPI', displayName: 'GPI Lottery', category: 'LOTT', games: 30 },
  { code: 'TCG_LOTTO_VN', displayName: 'Vietnam Lotto', category: 'ELOTT', games: 32 },
  { code: 'SEAL', displayName: 'SEA Lotto', category: 'ELOTT', games: 24 },
  { code: 'AG', displayName: 'Asia Gaming', category: 'LIVE', games: 18 },
  { code: 'EVO', displayName: 'Evolution', category: 'LIVE', games: 20 },
  { code: 'SA', displayName: 'SA Gaming', category: 'LIVE', games: 14 },
  { code: 'DG', displayName: 'Dream Gaming', category: 'LIVE', games: 12 },
  { code: 'WM', displayName: 'WM Casino', category: 'LIVE', games: 12 },
  { code: 'PG', displayName: 'PG Soft', category: 'RNG', games: 190 },
  { code: 'JDB', displayName: 'JDB Gaming', category: 'RNG', games: 170 },
  { code: 'CQ9', displayName: 'CQ9 Gaming', category: 'RNG', games: 180 },
  { code: 'PP', displayName: 'Pragmatic Play', category: 'RNG', games: 210 },
  { code: 'JILI', displayName: 'JILI Games', category: 'RNG', games: 170 },
  { code: 'FC', displayName: 'Fa Chai', category: 'RNG', games: 120 },
  { code: 'SPADE', displayName: 'Spadegaming', category: 'RNG', games: 130 },
  { code: 'YBG', displayName: 'YB Bingo', category: 'RNG', kind: 'BINGO', games: 30 },
  { code: 'JDBF', displayName: 'JDB Fishing', category: 'FISH', games: 16 },
  { code: 'JILIF', displayName: 'JILI Fishing', category: 'FISH', games: 18 },
  { code: 'KA', displayName: 'KA Fish', category: 'FISH', games: 12 },
  { code: 'SABA', displayName: 'SABA Sports', category: 'SPORTS', games: 3 },
  { code: 'CMD', displayName: 'CMD368', category: 'SPORTS', games: 3 },
  { code: 'AV', displayName: 'AV Esports', category: 'SPORTS', kind: 'ESPORTS', games: 6 },
  { code: 'IA', displayName: 'IA Esports', category: 'SPORTS', kind: 'ESPORTS', games: 6 },
  { code: 'TF', displayName: 'TF Gaming', category: 'SPORTS', kind: 'ESPORTS', games: 6 },
  { code: 'DS88', displayName: 'DS88 Sabong', category: 'SPORTS', kind: 'COCKFIGHT', games: 4 },
  { code: 'KY', displayName: 'Kaiyuan Poker', category: 'PVP', games: 40 },
  { code: 'V8', displayName: 'V8 Poker', category: 'PVP', games: 36 },
];

const MIN_BETS_MINOR = [1, 5, 10, 50, 75, 100] as const;
const SLOT_LINES = [1, 5, 9, 10, 15, 20, 25, 30, 40, 50, 243, 1024] as const;
const ESPORTS_TITLES: readonly (readonly [string, string])[] = [
  ['League of Legends', '英雄联盟'],
  ['Dota 2', '刀塔2'],
  ['Counter-Strike 2', '反恐精英2'],
  ['Valorant', '无畏契约'],
  ['King of Glory', '王者荣耀'],
  ['Mobile Legends', '无尽对决'],
];
const COCKFIGHT_TITLES: readonly (readonly [string, string])[] = [
  ['Sabong Arena', '斗鸡竞技场'],
  ['Derby Live', '斗鸡直播'],
  ['Cockpit Classic', '经典斗鸡'],
  ['Champion Sabong', '冠军斗鸡'],
];

type GameInsert = typeof games.$inferInsert;

/** Distinct names for one vendor: `make(i)` proposals, repeats numbered. */
function uniqueNames(count: number, make: (i: number) => readonly [string, string]) {
  const seen = new Map<string, number>();
  const names: [string, string][] = [];
  for (let i = 0; names.length < count; i += 1) {
    const [en, zh] = make(i);
    const n = (seen.get(en) ?? 0) + 1;
    seen.set(en, n);
    names.push(n === 1 ? [en, zh] : [`${en} ${toRoman(n)}`, `${zh} ${n}`]);
  }
  return names;
}

function toRoman(n: number): string {
  const numerals: [number, string][] = [
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let rest = n;
  let out = '';
  for (const [value, symbol] of numerals) {
    while (rest >= value) {
      out += symbol;
      rest -= value;
    }
  }
  return out;
}

function gamesFor(vendor: VendorSeed, random: SeededRandom): GameInsert[] {
  const cycle = <T>(list: readonly T[], i: number) => list[i % list.length]!;
  let names: [string, string][];
  switch (vendor.kind ?? vendor.category) {
    case 'LOTT':
    case 'ELOTT':
      names = uniqueNames(vendor.games, (i) => lotteryGameSpec(vendor, i).names);
      break;
    case 'LIVE':
      names = uniqueNames(vendor.games, (i) => {
        const [g, gz] = cycle(LIVE_TABLES, i);
        return [
          `${g} ${String.fromCharCode(65 + Math.floor(i / LIVE_TABLES.length))}`,
          `${gz}${String.fromCharCode(65 + Math.floor(i / LIVE_TABLES.length))}`,
        ];
      });
      break;
    case 'BINGO':
      names = uniqueNames(vendor.games, (i) => cycle(BINGO_GAMES, i));
      break;
    case 'FISH':
      names = uniqueNames(vendor.games, (i) => cycle(FISH_GAMES, i));
      break;
    case 'SPORTS':
      names = uniqueNames(vendor.games, (i) => cycle(SPORTS_GAMES, i));
      break;
    case 'ESPORTS':
      names = uniqueNames(vendor.games, (i) => cycle(ESPORTS_TITLES, i));
      break;
    case 'COCKFIGHT':
      names = uniqueNames(vendor.games, (i) => cycle(COCKFIGHT_TITLES, i));
      break;
    case 'PVP':
      names = uniqueNames(vendor.games, (i) => cycle(CARD_GAMES, i));
      break;
    default:
      names = uniqueNames(vendor.games, () => {
        const [a, az] = random.pick(ADJECTIVES);
        const [n, nz] = random.pick(NOUNS);
        const [s, sz] = random.weighted(SUFFIXES.map((suffix) => [suffix, 1] as const));
        return [`${a} ${n}${s}`, `${az}${nz}${sz}`];
      });
  }

  return names.map(([nameEn, nameZh], index) => {
    const isSlotVendor = vendor.category === 'RNG' && !vendor.kind;
    const classify: GameClassify | null =
      vendor.kind === 'BINGO'
        ? 'BG'
        : isSlotVendor
          ? random.weighted<GameClassify>([
              ['SC', 45],
              ['JP', 15],
              ['VP', 10],
              ['TG', 15],
              ['AC', 15],
            ])
          : vendor.category === 'FISH'
            ? 'AC'
            : vendor.category === 'PVP' || vendor.category === 'LIVE'
              ? 'TG'
              : null;
    const isLottery = vendor.category === 'LOTT' || vendor.category === 'ELOTT';
    return {
      vendorCode: vendor.code,
      gameCode: `${vendor.code.slice(0, 4)}${String(index + 1).padStart(4, '0')}`,
      nameEn,
      nameZh,
      classify,
      minBetMinor: random.pick(MIN_BETS_MINOR),
      lines: classify === 'SC' || classify === 'JP' ? random.pick(SLOT_LINES) : null,
      playType: isLottery && index % 2 === 1 ? 'trad' : 'ent',
      roomId: vendor.category === 'LIVE' ? `R${String(index + 1).padStart(2, '0')}` : null,
      isH5: true,
      supportPlay: !random.chance(0.02),
      hotRank: null,
      sortOrder: index + 1,
    };
  });
}

/** Rows in chunks: multi-row inserts keep seeding 1,500+ games fast on both engines. */
async function insertInChunks(executor: Executor, rows: GameInsert[], size = 400): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await executor
      .insert(games)
      .values(rows.slice(start, start + size))
      .onConflictDoNothing();
  }
}

export async function seedCatalogue(executor: Executor): Promise<number> {
  await executor
    .insert(vendors)
    .values(
      VENDOR_SEEDS.map((vendor, index) => ({
        code: vendor.code,
        displayName: vendor.displayName,
        accountTypeName: vendor.displayName,
        category: vendor.category,
        kind: vendor.kind ?? null,
        sortOrder: (index + 1) * 10,
      })),
    )
    .onConflictDoNothing();

  const random = new SeededRandom(20240601);
  const rows = VENDOR_SEEDS.flatMap((vendor) => gamesFor(vendor, random));
  // About one in twenty-five games is hot, ranked in a stable shuffled order.
  const hot = rows.filter(() => random.chance(0.04));
  for (let i = hot.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [hot[i], hot[j]] = [hot[j]!, hot[i]!];
  }
  hot.forEach((row, index) => {
    row.hotRank = index + 1;
  });
  await insertInChunks(executor, rows);
  return rows.length;
}

import { count } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { brands } from '../db/schema/index.js';
import { systemClock, type Clock } from '../clock.js';
import { seedAccounts } from './accounts.js';
import { seedAgentMoney } from './agent-money.js';
import { refreshDemoActivity } from './activity.js';
import { seedAgentTree, seedTeamHistory } from './agent-team.js';
import { seedBrand } from './brand.js';
import { seedCatalogue } from './catalogue.js';
import { seedContent } from './content.js';
import { seedContentTranslations } from './content-translations.js';
import { seedLegalPages } from './legal-pages.js';
import { seedDemoWallet } from './demo-wallet.js';
import { seedGamesExtra, seedTeamSpins } from './games-extra.js';
import { seedInbox } from './inbox.js';
import { seedLotteryGames, seedLotterySeries } from './lottery-games.js';
import { seedGameNameTranslations } from './game-name-translations.js';
import { seedPromotionRules } from './promotion-rules.js';
import { seedBrandOdds } from '../features/lottery/platform/odds.js';

export interface SeedResult {
  /** True when the full seed ran (empty database or forced); false when only activity was refreshed. */
  full: boolean;
  games: number;
}

/**
 * Loads the demo data into an empty database, in one transaction. Every insert is keyed on a
 * natural key and skips existing rows, so `force` re-runs it safely on a seeded database.
 */
export async function seed(
  db: Db,
  options: {
    force?: boolean;
    clock?: Clock;
    /**
     * Also write agent01's team 30 days of history through the ledger (seedTeamHistory): the
     * real start and the seed command do; test databases do not, as it takes several seconds
     * on PGlite and the tests build the small teams they add up themselves.
     */
    teamHistory?: boolean;
  } = {},
): Promise<SeedResult> {
  const now = (options.clock ?? systemClock).now();
  const [brandCount] = await db.select({ n: count() }).from(brands);
  const empty = Number(brandCount?.n ?? 0) === 0;
  let gamesSeeded = 0;
  await db.transaction(async (tx) => {
    if (empty || options.force) {
      await seedBrand(tx);
      gamesSeeded = await seedCatalogue(tx);
      await seedContent(tx);
      await seedContentTranslations(tx);
      await seedLegalPages(tx, now);
      await seedAccounts(tx, now);
      await seedDemoWallet(tx, now);
      await seedAgentTree(tx, now);
      await seedGamesExtra(tx);
      // Money in the order it happened: the team's earlier days, then its spins of the last days.
      if (options.teamHistory) await seedTeamHistory(tx, now);
      await seedTeamSpins(tx, now);
      await seedInbox(tx, now);
      await seedAgentMoney(tx, now);
      await seedPromotionRules(tx, now);
      await seedLotterySeries(tx, now);
    }
    await seedLotteryGames(tx);
    // Every start: a play added since gets its default odds; odds a brand set are kept.
    await seedBrandOdds(tx, now);
    await seedGameNameTranslations(tx);
    await refreshDemoActivity(tx, now);
  });
  return { full: empty || Boolean(options.force), games: gamesSeeded };
}

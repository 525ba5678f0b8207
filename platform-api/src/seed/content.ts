import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import {
  announcements,
  banners,
  helpArticles,
  promotionCategories,
  promotions,
} from '../db/schema/index.js';
import { MOBILE_HELP, PC_HELP } from './help-articles.js';
import { promotionTerms } from './promotion-terms.js';

const SINCE = '2024-01-01';
const UNTIL = '2099-12-31';

const PROMO_CATEGORIES = ['New Member', 'Daily', 'Slots', 'Live Casino', 'Sports', 'VIP'];

// Operator HTML as an operator should write it for a site with a dark and a light theme: no
// text colour of its own unless it brings its background too (the site's styles colour the rest).
// The terms (reward, turnover) are written from the promotion's rule (promotion-terms.ts).
const richHtml = (heading: string, body: string) =>
  `<h2>${heading}</h2><p>${body}</p>${promotionTerms(heading, 'EN')}`;

const PROMOTIONS: { title: string; categories: string[]; noExpiry: boolean; body: string }[] = [
  {
    title: 'Welcome Bonus 100%',
    categories: ['New Member'],
    noExpiry: true,
    body: 'Double your first deposit up to ￥1,888.',
  },
  {
    title: 'Daily Reload 10%',
    categories: ['Daily'],
    noExpiry: true,
    body: 'Reload every day and get 10% extra.',
  },
  {
    title: 'Slots Rebate 1.2%',
    categories: ['Slots', 'Daily'],
    noExpiry: true,
    body: 'Unlimited rebate on every slot spin.',
  },
  {
    title: 'Live Casino Cashback',
    categories: ['Live Casino'],
    noExpiry: false,
    body: 'Weekly cashback of 5% on live tables.',
  },
  {
    title: 'Sports First Bet Insurance',
    categories: ['Sports', 'New Member'],
    noExpiry: false,
    body: 'Lose your first bet and get it back.',
  },
  {
    title: 'VIP Birthday Gift',
    categories: ['VIP'],
    noExpiry: true,
    body: 'A gift from us on your birthday month.',
  },
  {
    title: 'Weekend Jackpot Race',
    categories: ['Slots'],
    noExpiry: false,
    body: 'Top 50 players share ￥88,888 every weekend.',
  },
  {
    title: 'Invite Friends Reward',
    categories: ['New Member', 'VIP'],
    noExpiry: true,
    body: 'Earn ￥38 for every friend who joins.',
  },
  {
    title: 'Esports Parlay Boost',
    categories: ['Sports'],
    noExpiry: false,
    body: 'Boosted odds on esports parlays.',
  },
  {
    title: 'Red Envelope Rain',
    categories: ['Daily'],
    noExpiry: false,
    body: 'Catch red envelopes at 12:00 and 20:00.',
  },
];

export async function seedContent(executor: Executor): Promise<void> {
  await executor
    .insert(promotionCategories)
    .values(PROMO_CATEGORIES.map((name, index) => ({ name, sortOrder: index + 1 })))
    .onConflictDoNothing();
  const categoryRows = await executor
    .select({ id: promotionCategories.id, name: promotionCategories.name })
    .from(promotionCategories)
    .where(inArray(promotionCategories.name, PROMO_CATEGORIES));
  const categoryId = new Map(categoryRows.map((row) => [row.name, row.id]));
  const idsOf = (names: string[]) => names.map((name) => categoryId.get(name)!);

  await executor
    .insert(promotions)
    .values(
      PROMOTIONS.map((promo, index) => ({
        title: promo.title,
        content: richHtml(promo.title, promo.body),
        startDate: SINCE,
        endDate: promo.noExpiry ? null : UNTIL,
        noExpiry: promo.noExpiry,
        categoryIds: idsOf(promo.categories),
        sortOrder: index + 1,
      })),
    )
    .onConflictDoNothing();

  await executor
    .insert(banners)
    .values([
      {
        groupName: 'm_home',
        title: 'Welcome Bonus 100%',
        link: '/m/activity',
        width: 750,
        height: 300,
        sortOrder: 1,
      },
      {
        groupName: 'm_home',
        title: 'Weekend Jackpot Race',
        link: '/m/activity',
        width: 750,
        height: 300,
        sortOrder: 2,
      },
      {
        groupName: 'm_home',
        title: 'Live Casino Cashback',
        link: '/m/live',
        width: 750,
        height: 300,
        sortOrder: 3,
      },
      {
        groupName: 'm_deposit20',
        title: 'Deposit and get 20% more',
        link: '/m/activity',
        width: 750,
        height: 200,
        sortOrder: 1,
      },
      {
        groupName: 'm_bet20',
        title: 'Bet 20 rounds, win a spin',
        link: '/m/activity',
        width: 750,
        height: 200,
        sortOrder: 1,
      },
    ])
    .onConflictDoNothing();

  const announcementRows: (typeof announcements.$inferInsert)[] = [
    {
      type: 'A',
      title: 'Scheduled maintenance notice',
      content: '<p>PG Soft games will be under maintenance on <b>Tuesday 03:00–05:00</b>.</p>',
      startDate: SINCE,
      noExpiry: true,
      sortOrder: 1,
    },
    {
      type: 'A',
      title: 'New games every week',
      content:
        '<p>Discover <a href="/m/rng">new slots</a> every Monday. <span style="background:#c62839;color:#ffffff;padding:0 4px;border-radius:4px">Hot!</span></p>',
      startDate: SINCE,
      endDate: UNTIL,
      sortOrder: 2,
    },
    {
      type: 'A',
      title: 'Old lucky draw results',
      content: '<p>The lucky draw has ended.</p>',
      startDate: '2023-01-01',
      endDate: '2023-12-31',
      sortOrder: 3,
    },
    {
      type: 'PL',
      title: 'Verify your mobile number',
      content:
        '<p>Verify your mobile number in the <a href="/m/securityCenter">security centre</a> to protect your account.</p>',
      startDate: SINCE,
      noExpiry: true,
      sortOrder: 1,
    },
    {
      type: 'PL',
      title: 'Withdrawal times',
      content:
        '<table><tr><th>Method</th><th>Time</th></tr><tr><td>Bank</td><td>5–15 min</td></tr><tr><td>E-wallet</td><td>1–5 min</td></tr></table>',
      startDate: SINCE,
      noExpiry: true,
      sortOrder: 2,
    },
    {
      type: 'B',
      title: 'Home carousel: welcome',
      content: '<p>Welcome to Lobby.</p>',
      groupName: 'm_home',
      startDate: SINCE,
      noExpiry: true,
      imageUrls: ['/wps/img/promo/1.svg'],
      sortOrder: 1,
    },
    {
      type: 'PU',
      title: 'Welcome to Lobby',
      content:
        '<div style="padding:16px;font-size:14px"><h2 style="font-size:20px">Welcome!</h2><p>Claim your <b>100% welcome bonus</b> today.</p><img src="/wps/img/promo/1.svg" width="345" height="140" alt="Welcome bonus"></div>',
      startDate: SINCE,
      noExpiry: true,
      imageUrls: ['/wps/img/promo/1.svg'],
      sortOrder: 1,
    },
    {
      type: 'PU',
      title: 'Download our app',
      content:
        '<div style="padding:12px"><p>Get faster access with the <a href="/m/download">Lobby app</a>.</p></div>',
      startDate: SINCE,
      endDate: UNTIL,
      sortOrder: 2,
    },
    ...PROMOTIONS.slice(0, 4).map((promo, index) => ({
      type: 'PR' as const,
      title: promo.title,
      content: richHtml(promo.title, promo.body),
      startDate: SINCE,
      noExpiry: promo.noExpiry,
      endDate: promo.noExpiry ? null : UNTIL,
      imageUrls: [`/wps/img/promo/${index + 1}.svg`],
      promoCategoryIds: idsOf(promo.categories),
      sortOrder: index + 1,
    })),
  ];
  await executor.insert(announcements).values(announcementRows).onConflictDoNothing();

  const help = [
    ...Object.entries(MOBILE_HELP).flatMap(([language, articles]) =>
      articles.map(([title, content]) => ({ device: 'MOBILE' as const, language, title, content })),
    ),
    ...PC_HELP.map(([title, content]) => ({
      device: 'PC' as const,
      language: 'EN',
      title,
      content,
    })),
  ];
  await executor
    .insert(helpArticles)
    .values(help.map((article, i) => ({ ...article, sortOrder: i })))
    .onConflictDoNothing();
}

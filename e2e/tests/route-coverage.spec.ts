import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { PathName } from '../../shared/src/routing/paths';
import { demoAgent, demoMember, header, startLoggedIn } from '../support/actions';
import { UNBUILT_ROUTES } from '../support/unbuilt-routes';

// Issue 10: every route of the route table shows something. Each route is visited as a
// visitor, a member and an agent; each must show a heading in the page and throw no error.
// Routes of UNBUILT_ROUTES show the coming-soon screen, every other route a screen of its own.

// The route table's paths from the one typed table in shared. That package is CommonJS to Node
// (no "type": "module"), so this ES module loads it with require, as Node allows.
const { paths } = createRequire(import.meta.url)(
  '../../shared/src/routing/paths.ts',
) as typeof import('../../shared/src/routing/paths');

interface Samples {
  /** A lottery of the catalogue, for the embedded-lottery path. */
  lottery: { vassalage: string; playType: string; nodeId: number };
  /** A running promotion, for its detail page. */
  promotionId: number;
}

/**
 * A URL a person would open for each path of the table (parametrised paths with real ids).
 * Typed by every path name, so a path added to the table without a URL here fails typecheck,
 * and the first test fails at run time too.
 */
function sampleUrls(samples: Samples): Record<PathName, string> {
  const { lottery } = samples;
  return {
    root: '/',
    m: '/m',
    mSlash: '/m/',
    index: '/m/index',
    indexHtml: '/m/index.html',
    home: '/m/home',
    login: '/m/login',
    register: '/m/register',
    registerHtml: '/m/register.html',
    forget: '/m/forget',
    changePsw: '/m/changePsw',
    set: '/m/set',
    trail: '/m/trail',
    gameList: '/m/gameList?gameType=RNG&vassalage=PG',
    game: '/m/game',
    games: '/m/games',
    gameCenter: '/m/gameCenter',
    slotsCenter: '/m/slotsCenter',
    hot: '/m/hot',
    live: '/m/live',
    rng: '/m/rng',
    sports: '/m/sports',
    esports: '/m/esports',
    fish: '/m/fish',
    pvp: '/m/pvp',
    lott: '/m/lott',
    elott: '/m/elott',
    lottery: '/m/lottery',
    startLottery: `/m/startLottery?mui=${lottery.vassalage}&playType=${lottery.playType}&gameId=${lottery.nodeId}`,
    lottoH5: `/m/lotto-h5/${lottery.vassalage}/${lottery.playType}/games/${lottery.nodeId}`,
    memberHome: '/m/member/home',
    voucherCenter: '/m/voucherCenter',
    withdraw: '/m/withdraw',
    transactionRecord: '/m/transaction/record',
    gameRecord: '/m/gameRecord',
    profitAndLoss: '/m/profitandloss',
    securityCenter: '/m/securityCenter',
    mallHome: '/m/mall/mallHome',
    message: '/m/message',
    webEmail: '/m/webEmail',
    notice: '/m/notice?index=1',
    help: '/m/help?i=1',
    download: '/m/download',
    app: '/m/app',
    down: '/m/down',
    activity: '/m/activity',
    activityDetail: `/m/activityDetail?id=${samples.promotionId}`,
    rewardCenter: '/m/rewardCenter',
    inviteFriends: '/m/inviteFriends',
    redRain: '/m/redRain',
    depositRank: '/deposit-rank',
    betRank: '/bet-rank',
    agentHome: '/m/agent',
    agentHomeAlias: '/m/agent-home',
    agentRegister: '/m/agentRegister',
    agentTeamOverview: '/m/agent/team/overview',
    agentTeamPnl: '/m/agent/team/pnl',
    memberTeam: '/m/member/team',
    memberTeamRebate: '/m/member/teamRebate',
    teamBetting: '/m/teamBetting',
    memberNotice: '/m/member/notice?types=A',
    agentSalaryContract: '/m/member/agent/getSalaryContract',
    agentDividendContract: '/m/member/agent/getDevidendContract',
    agentHourContract: '/m/member/agent/getHourContract',
    agentRebate: '/m/member/agent/agentRebeat',
    agentDividend: '/m/member/agent/agentDivident',
  };
}

async function loadSamples(request: APIRequestContext): Promise<Samples> {
  const lotteries = await request.get('/wps/lottery/list?language=EN');
  expect(lotteries.ok()).toBe(true);
  const lottery = ((await lotteries.json()) as { value: { list: Samples['lottery'][] } }).value
    .list[0]!;
  const promotions = await request.get('/wps/promotions');
  expect(promotions.ok()).toBe(true);
  const promotion = ((await promotions.json()) as { value: { list: { id: number }[] } }).value
    .list[0]!;
  return { lottery, promotionId: promotion.id };
}

/**
 * The path names in visiting order: the trial page last, since for a visitor it starts a trial
 * session that would make every later page a trial user's.
 */
const VISIT_ORDER = (Object.keys(paths) as PathName[]).sort(
  (a, b) => Number(a === 'trail') - Number(b === 'trail'),
);

const comingSoon = (page: Page) => page.getByRole('heading', { name: 'Coming soon', level: 2 });

test('the test knows a URL for every path of the route table', async ({ request }) => {
  const urls = sampleUrls(await loadSamples(request));
  expect(Object.keys(urls).sort()).toEqual(Object.keys(paths).sort());
  for (const name of UNBUILT_ROUTES) expect(Object.keys(paths)).toContain(name);
});

const ROLES = [
  { role: 'visitor', account: null },
  { role: 'member', account: demoMember },
  { role: 'agent', account: demoAgent },
] as const;

/**
 * Opens a URL inside the running app, as its links do (the router follows the history), so a
 * walk through some 65 routes per reader does not boot the whole site 65 times.
 */
async function openInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/**
 * Marks the headings on screen, so the next route's check waits for a heading of its own and
 * is not satisfied by the previous page's while the next one is still loading.
 */
async function markSeenHeadings(page: Page): Promise<void> {
  await page
    .getByRole('heading')
    .evaluateAll(
      (headings, mark) => headings.forEach((heading) => heading.setAttribute(mark, '')),
      SEEN,
    );
}
const SEEN = 'data-route-coverage-seen';

for (const { role, account } of ROLES) {
  test(`every route shows a heading and no page error to a ${role}`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const urls = sampleUrls(await loadSamples(request));
    if (account) await startLoggedIn(page, request, account);
    const errors: string[] = [];
    let current = '';
    page.on('pageerror', (error) => errors.push(`${current}: ${error.message}`));
    await page.goto(paths.home);
    const main = page.getByRole('main').first();
    const newHeading = main
      .getByRole('heading')
      .and(page.locator(`:not([${SEEN}])`))
      .first();

    for (const name of VISIT_ORDER) {
      current = urls[name];
      await test.step(`${name} ${current}`, async () => {
        await markSeenHeadings(page);
        await openInApp(page, current);
        await expect.soft(newHeading, `${current} shows a heading`).toBeVisible();
        if (UNBUILT_ROUTES.has(name)) {
          await expect.soft(comingSoon(page), `${current} is coming soon`).toBeVisible();
          await page.getByRole('link', { name: 'Back to home' }).click();
          await expect.soft(page, `Back to home from ${current}`).toHaveURL(/\/m\/home$/);
        } else {
          await expect.soft(comingSoon(page), `${current} is built`).toHaveCount(0);
        }
      });
    }
    expect(errors).toEqual([]);
  });
}

test('back on a coming-soon page returns to the page before, or home on the first page', async ({
  page,
  request,
}) => {
  await startLoggedIn(page, request, demoMember);
  await page.goto(paths.mallHome);
  await expect(comingSoon(page)).toBeVisible();
  await header(page).getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  await page.goto(paths.memberHome);
  await page.getByRole('link', { name: 'Security center' }).click();
  await expect(page.getByRole('heading', { name: 'Security center', level: 1 })).toBeVisible();
  await expect(comingSoon(page)).toBeVisible();
  await header(page).getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
});

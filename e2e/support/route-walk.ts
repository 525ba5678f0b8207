// Walking every path of the shared route table inside one running app: the sample URL of each
// path, the visiting order and the wait for a page's own heading. Used by the route coverage
// and the accessibility tests.
import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { PathName } from '../../shared/src/routing/paths';
import { demoAgent } from './actions';

// The route table's paths from the one typed table in shared. That package is CommonJS to Node
// (no "type": "module"), so this ES module loads it with require, as Node allows.
export const { paths } = createRequire(import.meta.url)(
  '../../shared/src/routing/paths.ts',
) as typeof import('../../shared/src/routing/paths');

export interface Samples {
  /** A lottery of the catalogue, for the embedded-lottery path. */
  lottery: { vassalage: string; playType: string; nodeId: number };
  /** A running promotion, for its detail page. */
  promotionId: number;
  /** A direct member and a direct sub-agent of the demo agent, for its team pages. */
  teamMemberId: number;
  subAgentId: number;
}

/**
 * A URL a person would open for each path of the table: the path itself, or with the query or
 * the real ids the screen needs. A path with a parameter (`:id`) that gets no URL here fails at
 * once, so a new parametrised path cannot be walked as its pattern.
 */
export function sampleUrls(samples: Samples): Record<PathName, string> {
  const { lottery } = samples;
  const urls: Record<PathName, string> = {
    ...paths,
    gameList: '/m/gameList?gameType=RNG&vassalage=PG',
    startLottery: `/m/startLottery?mui=${lottery.vassalage}&playType=${lottery.playType}&gameId=${lottery.nodeId}`,
    lottoH5: `/m/lotto-h5/${lottery.vassalage}/${lottery.playType}/games/${lottery.nodeId}`,
    notice: '/m/notice?index=1',
    help: '/m/help?i=1',
    activityDetail: `/m/activityDetail?id=${samples.promotionId}`,
    memberNotice: '/m/member/notice?types=A',
    memberTeamDetail: `/m/member/team/${samples.teamMemberId}`,
    agentSubContracts: `/m/member/agent/offers/${samples.subAgentId}`,
  };
  const unfilled = Object.entries(urls).filter(([, url]) => url.includes(':'));
  if (unfilled.length > 0) {
    throw new Error(`route-walk: give these paths a sample URL: ${unfilled.map(([name]) => name)}`);
  }
  return urls;
}

export async function loadSamples(request: APIRequestContext): Promise<Samples> {
  const lotteries = await request.get('/wps/lottery/list?language=EN');
  expect(lotteries.ok()).toBe(true);
  const lottery = ((await lotteries.json()) as { value: { list: Samples['lottery'][] } }).value
    .list[0]!;
  const promotions = await request.get('/wps/promotions');
  expect(promotions.ok()).toBe(true);
  const promotion = ((await promotions.json()) as { value: { list: { id: number }[] } }).value
    .list[0]!;
  return { lottery, promotionId: promotion.id, ...(await loadTeamSamples(request)) };
}

/** Ids from the demo agent's own team list, as its team screen links them. */
async function loadTeamSamples(
  request: APIRequestContext,
): Promise<Pick<Samples, 'teamMemberId' | 'subAgentId'>> {
  const login = await request.post('/wps/session/login', { data: demoAgent });
  expect(login.ok()).toBe(true);
  const { token } = ((await login.json()) as { value: { token: string } }).value;
  const firstOfKind = async (kind: 'member' | 'agent'): Promise<number> => {
    const answer = await request.get(`/wps/agent/team/members?kind=${kind}&pageSize=1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.ok()).toBe(true);
    const { list } = ((await answer.json()) as { value: { list: { id: number }[] } }).value;
    expect(list.length, `the demo agent has a direct ${kind}`).toBeGreaterThan(0);
    return list[0]!.id;
  };
  return { teamMemberId: await firstOfKind('member'), subAgentId: await firstOfKind('agent') };
}

/**
 * The path names in visiting order: the trial page last, since for a visitor it starts a trial
 * session that would make every later page a trial user's.
 */
export const VISIT_ORDER = (Object.keys(paths) as PathName[]).sort(
  (a, b) => Number(a === 'trail') - Number(b === 'trail'),
);

/**
 * Opens a URL inside the running app, as its links do (the router follows the history), so a
 * walk through some 65 routes per reader does not boot the whole site 65 times.
 */
export async function openInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

const SEEN = 'data-route-walk-seen';

/**
 * Marks the headings on screen, so the next route's check waits for a heading of its own and
 * is not satisfied by the previous page's while the next one is still loading.
 */
export async function markSeenHeadings(page: Page): Promise<void> {
  await page
    .getByRole('heading')
    .evaluateAll(
      (headings, mark) => headings.forEach((heading) => heading.setAttribute(mark, '')),
      SEEN,
    );
}

/** The first heading in the page's main region not marked by markSeenHeadings. */
export function newHeading(page: Page): Locator {
  return page
    .getByRole('main')
    .first()
    .getByRole('heading')
    .and(page.locator(`:not([${SEEN}])`))
    .first();
}

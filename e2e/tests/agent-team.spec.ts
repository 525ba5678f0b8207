import { expect, test, type APIRequestContext } from '@playwright/test';
import { registerFreshMember } from '../support/accounts';
import { demoAgent, startLoggedIn } from '../support/actions';

// Issue 13, the team half: agent01 reads its team over the seeded 30 days of play and drills
// down its three-level tree (agent01 → sub01 → sub03); a plain member cannot open agent screens.

/**
 * How many members agent01's team has this month, as the platform counts them: the seeded tree
 * (29, 16 direct) plus any member an earlier test created under agent01 (agent-rebate.spec).
 */
async function agent01Members(request: APIRequestContext, scope: 'all' | 'direct') {
  const login = await request.post('/wps/session/login', { data: demoAgent });
  const { token } = ((await login.json()) as { value: { token: string } }).value;
  const answer = await request.get(`/wps/agent/team/overview?period=thisMonth&scope=${scope}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { value: { summary: { members: number } } }).value.summary
    .members;
}

test('agent01 opens the team overview from the agent home and switches period and scope', async ({
  page,
  request,
}) => {
  await startLoggedIn(page, request, demoAgent);
  await page.goto('/m/agent');
  const tools = page.getByRole('navigation', { name: 'Agent tools' });
  await tools.getByRole('link', { name: 'Team overview' }).click();
  await expect(page).toHaveURL(/\/m\/agent\/team\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
  await expect(page.getByText('First deposits')).toBeVisible();

  await page.getByRole('button', { name: 'This month' }).click();
  const members = page.locator('.team-figure', { hasText: 'Members' }).locator('dd');
  // The whole tree: 14 + sub01 (5 + sub03 with 3) + sub02 (4) = 14 + 2 + 5 + 1 + 3 + 4 = 29
  // seeded, and the direct members 16, each plus what earlier tests added under agent01.
  const [whole, direct] = [
    await agent01Members(request, 'all'),
    await agent01Members(request, 'direct'),
  ];
  expect(whole - direct).toBe(13);
  expect(direct).toBeGreaterThanOrEqual(16);
  await expect(members).toHaveText(String(whole));
  await page.getByRole('tab', { name: 'Direct members' }).click();
  await expect(members).toHaveText(String(direct));
  // The seeded month has bets: stakes are not zero.
  await expect(page.locator('.team-money', { hasText: 'Stakes' }).locator('dd')).not.toHaveText(
    /^\D*0\.00$/,
  );
});

test('agent01 drills down team PnL into sub01, then sub03, and back up', async ({
  page,
  request,
}) => {
  await startLoggedIn(page, request, demoAgent);
  await page.goto('/m/agent');
  await page
    .getByRole('navigation', { name: 'Agent tools' })
    .getByRole('link', { name: 'Team PnL' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team profit and loss' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "agent01's team" })).toBeVisible();
  const direct = await agent01Members(request, 'direct');
  await expect(page.getByRole('heading', { name: `${direct} direct members` })).toBeVisible();

  await page.getByRole('link', { name: "Open sub01's team" }).click();
  await expect(page).toHaveURL(/\/m\/agent\/team\/pnl\?agentId=\d+$/);
  await expect(page.getByRole('heading', { name: "sub01's team" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'sub01m01' })).toBeVisible();
  await page.getByRole('link', { name: "Open sub03's team" }).click();
  await expect(page.getByRole('heading', { name: "sub03's team" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'sub03m01' })).toBeVisible();

  const levels = page.getByRole('navigation', { name: 'Team levels' });
  await expect(levels.getByRole('listitem')).toHaveText(['agent01', 'sub01', 'sub03']);
  await levels.getByRole('link', { name: 'agent01' }).click();
  await expect(page.getByRole('heading', { name: "agent01's team" })).toBeVisible();
});

test('a drill-down outside the own downline shows an error and nothing of it', async ({
  page,
  request,
}) => {
  await startLoggedIn(page, request, demoAgent);
  await page.goto('/m/agent/team/pnl?agentId=1');
  await expect(page.getByRole('alert')).toContainText('The team report could not be loaded.');
  await expect(page.getByRole('heading', { name: /'s team$/ })).toHaveCount(0);
});

test('agent01 sees its members and their bets', async ({ page, request }) => {
  await startLoggedIn(page, request, demoAgent);
  await page.goto('/m/member/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team members' })).toBeVisible();
  await page.getByLabel('Username').fill('sub0');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: '2 members' })).toBeVisible();

  await page.goto('/m/teamBetting');
  await page.getByRole('button', { name: 'This month' }).click();
  await expect(page.getByRole('heading', { name: /^\d[\d,]* bets?$/ })).toBeVisible();
  await expect(page.getByText('No bets in this period.')).toHaveCount(0);
});

for (const path of [
  '/m/agent',
  '/m/agent/team/overview',
  '/m/agent/team/pnl',
  '/m/member/team',
  '/m/teamBetting',
]) {
  test(`a member opening ${path} lands on /m/home`, async ({ page, request }) => {
    await startLoggedIn(page, request, await registerFreshMember(request, 'nag'));
    await page.goto(path);
    await expect(page).toHaveURL(/\/m\/home$/);
  });
}

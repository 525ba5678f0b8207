import { expect, test } from '@playwright/test';
import { demoAgent } from '../support/actions';
import { operatorKey, port } from '../support/environment.mjs';
import {
  removeOwnData,
  runSqlOn,
  startOwnPlatform,
  type OwnPlatform,
} from '../support/own-platform';

// Issue 35 item 2: a phone in Manila and a brand doing business in Manila (UTC+8) see the same
// "today" as the server. Between 16:00 and 24:00 UTC the UTC date is still the day before
// Manila's, so both clocks are put at 16:30 UTC: the agent's screens must show Manila's date,
// the one the server counts, never the UTC one nor a zone note. The brand's zone is read at
// start-up (a change re-keys the daily tables), so this runs on a platform of its own.

const MANILA = 'Asia/Manila';
let platform: OwnPlatform;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const ownPort = port + 400;
  const first = await startOwnPlatform(ownPort);
  await first.stop();
  await runSqlOn(first.dataDir, `UPDATE brands SET business_time_zone = '${MANILA}'`);
  platform = await startOwnPlatform(ownPort, first.dataDir);
});

test.afterAll(async () => {
  if (!platform) return;
  await platform.stop();
  await removeOwnData(platform.dataDir);
});

test.use({ timezoneId: MANILA });

/** YYYY-MM-DD of an instant in a zone. */
const dayIn = (at: number, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(at));
const slashed = (day: string) => day.replaceAll('-', '/');

test("an agent's phone in Manila shows the brand's Manila today, as the server counts it", async ({
  page,
  request,
}) => {
  // 16:30 UTC, already the next day in Manila: the next such moment, as the platform's test
  // clock only moves ahead of real time (a run after 16:30 UTC takes tomorrow's).
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 16, 30);
  const at = today > now.getTime() + 60_000 ? today : today + 86_400_000;
  const manilaDay = dayIn(at, MANILA);
  const utcDay = dayIn(at, 'UTC');
  expect(manilaDay).not.toBe(utcDay);

  const clock = await request.put(`${platform.baseURL}/ops/clock`, {
    data: { offsetSeconds: Math.round((at - Date.now()) / 1000) },
    headers: { 'X-Operator-Key': operatorKey },
  });
  expect(clock.ok()).toBe(true);
  await page.clock.install({ time: at });

  // The server's today for this brand.
  const login = await request.post(`${platform.baseURL}/wps/session/login`, { data: demoAgent });
  const { value: session } = (await login.json()) as { value: { token: string } };
  const kpi = await request.get(`${platform.baseURL}/wps/agent/team/kpi?scope=all`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  const { value: figures } = (await kpi.json()) as {
    value: { startDate: string; endDate: string; timeZone: string };
  };
  expect(figures).toMatchObject({ startDate: manilaDay, endDate: manilaDay, timeZone: MANILA });

  await page.goto(`${platform.baseURL}/m/login`);
  await page.getByRole('textbox', { name: 'Username' }).fill(demoAgent.username);
  await page.getByLabel('Password', { exact: true }).fill(demoAgent.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  // The agent centre's counters: no zone note beside them, as phone and brand agree on the day
  // (a phone elsewhere reads 'Counting: Whole team · Today (UTC+8)').
  await page.goto(`${platform.baseURL}/m/agent`);
  await expect(page.getByText(/^Counting: Whole team$/)).toBeVisible();

  // Team overview, today: Manila's date, not UTC's.
  await page.goto(`${platform.baseURL}/m/agent/team/overview`);
  const caption = page.getByText(/^Showing: /);
  await expect(caption).toContainText(`${slashed(manilaDay)} – ${slashed(manilaDay)}`);
  await expect(caption).not.toContainText(slashed(utcDay));
  await expect(caption).not.toContainText('(');
});

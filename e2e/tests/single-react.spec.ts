import { expect, test } from '@playwright/test';
import { demoAgent, logIn } from '../support/actions';

// Text only the React core bundle contains, and text only react-dom's client contains.
const reactCoreMarker = '__COMPILER_RUNTIME';
const reactDomMarker = '__reactContainer$';

test('one copy of React and of react-dom is downloaded across the host and every remote', async ({
  page,
}) => {
  const scriptUrls = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok())
      scriptUrls.add(response.url());
  });

  await logIn(page, demoAgent);
  for (const path of ['/m/home', '/m/activity', '/m/member/home', '/m/agent', '/m/set']) {
    await page.goto(path, { waitUntil: 'networkidle' });
  }

  const remotesSeen = new Set(
    [...scriptUrls].map((url) => new URL(url).pathname.split('/')[2]).filter(Boolean),
  );
  expect([...remotesSeen]).toEqual(
    expect.arrayContaining(['auth', 'lobby', 'member', 'promo', 'agent']),
  );
  // Fetch each distinct file the browser ran (a full page load runs the same file again).
  const scripts = await Promise.all(
    [...scriptUrls].map(async (url) => ({ url, text: await (await page.request.get(url)).text() })),
  );
  const filesWith = (marker: string) =>
    scripts.filter((s) => s.text.includes(marker)).map((s) => s.url);
  expect(filesWith(reactCoreMarker)).toHaveLength(1);
  expect(filesWith(reactDomMarker)).toHaveLength(1);
});

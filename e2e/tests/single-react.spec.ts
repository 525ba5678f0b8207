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

  // Scripts the page ran, as its own resource timing lists them: a file the browser took from a
  // cache (or from the service worker) is listed there even when no response event reached us.
  const scriptsOfPage = async () => {
    const names = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    for (const name of names) if (/\.js(\?|$)/.test(name)) scriptUrls.add(name);
  };
  const remotesSeen = async () => {
    await scriptsOfPage();
    return [...scriptUrls].map((url) => new URL(url).pathname.split('/')[2]).filter(Boolean);
  };

  await logIn(page, demoAgent);
  // Each page with the remote that renders it, waited for by name: one CI run saw no promo
  // script on /m/activity by network idle.
  const pages = [
    ['/m/home', 'lobby'],
    ['/m/activity', 'promo'],
    ['/m/member/home', 'member'],
    ['/m/agent', 'agent'],
    ['/m/set', 'auth'],
  ] as const;
  for (const [path, remote] of pages) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect.poll(remotesSeen, { message: path }).toContain(remote);
  }

  // Fetch each distinct file the browser ran (a full page load runs the same file again).
  const scripts = await Promise.all(
    [...scriptUrls].map(async (url) => ({ url, text: await (await page.request.get(url)).text() })),
  );
  const filesWith = (marker: string) =>
    scripts.filter((s) => s.text.includes(marker)).map((s) => s.url);
  expect(filesWith(reactCoreMarker)).toHaveLength(1);
  expect(filesWith(reactDomMarker)).toHaveLength(1);
});

#!/usr/bin/env node
/* global window, document, requestAnimationFrame -- code run inside the page (addInitScript, evaluate) */
// Front-end figures for /m/home against the production build:
// - first load: JavaScript and CSS bytes (gzip) and requests, for a visitor and a signed-in member;
// - Lighthouse 12.8.2 mobile (simulated Slow 4G, 4x CPU), median of 5, home and a static
//   reference page (home's header, first banner and bottom menu with the same CSS, no script;
//   reference-page.mjs) measured in one session, interleaved, with home/reference ratios; with
//   them the stack's floor: the reference plus one script of react + react-dom rendering it, and
//   the same with the rest of the design card's packages started (stack-floor-pages.mjs), and
//   that script as a module-federation host loading one tiny remote, to tell the federation
//   runtime's cost from the app's (federation-floor-page.mjs); and for each page its main
//   thread's wall and CPU time after the first paint, from Lighthouse's trace, to tell the
//   page's own work from the waits for a core (main-thread-time.mjs);
// - a repeat visit with the service worker warm: Lighthouse LCP, median of 5;
// - a tap on a bottom-menu item whose remote is not loaded yet, to the next screen's heading
//   (GUIDE.md section 6: one round trip plus render), on the local network and at Slow 4G's
//   150 ms round trip, with the files that tap fetched.
// Prints figures; budgets are GUIDE.md section 6. Ratios are what compare from run to run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../support/environment.mjs';
import { captureReferencePage, htmlRoute, startFrontServer } from './reference-page.mjs';
import { buildFederationFloorPage } from './federation-floor-page.mjs';
import { mainThreadFigures } from './main-thread-time.mjs';
import { freePort, startServer } from './server.mjs';
import { buildFloorPages } from './stack-floor-pages.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** BENCH_ONLY=first-load, taps or lighthouse runs that part alone, to iterate on it. */
const ONLY = process.env.BENCH_ONLY ?? '';
if (!['', 'first-load', 'taps', 'lighthouse'].includes(ONLY))
  throw new Error(`BENCH_ONLY must be first-load, taps or lighthouse, not ${ONLY}`);
const part = (name) => ONLY === '' || ONLY === name;
const MEMBER = { username: 'demo', password: 'demo1234' };
/** Bottom-menu items a visitor taps on home, each leading to a remote home has not loaded. */
const MENU_TAPS = [
  { item: 'Promotion', remote: 'promo' },
  { item: 'Member', remote: 'auth' },
];
/** Slow 4G as Lighthouse simulates it: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = { latency: 150, downloadThroughput: 204_800, uploadThroughput: 96_000 };

const server = await startServer();
let front;
try {
  await warmUp(`${server.baseURL}/m/home`);
  let floor = null;
  let federation = null;
  const routes = {};
  if (part('lighthouse')) {
    const referenceHtml = await captureReferencePage(`${server.baseURL}/m/home`);
    floor = await buildFloorPages(referenceHtml);
    federation = await buildFederationFloorPage(referenceHtml);
    Object.assign(
      routes,
      { '/reference': htmlRoute(referenceHtml) },
      floor.routes,
      federation.routes,
    );
  }
  front = await startFrontServer(server.baseURL, routes);
  const home = `${front.baseURL}/m/home`;
  const reference = `${front.baseURL}/reference`;
  if (part('first-load')) {
    printFirstLoad('visitor', await measureFirstLoad(home));
    printFirstLoad(
      'signed-in member',
      await measureFirstLoad(home, await memberSession(server.baseURL)),
    );
  }
  if (part('taps')) await printMenuTaps(home);
  if (part('lighthouse')) {
    // one run of each page in turn, so a change of the machine's load touches all of them alike
    const pages = { home, reference, ...floorUrls(front.baseURL, floor, federation) };
    const cold = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
    for (let i = 0; i < RUNS; i += 1)
      for (const [name, url] of Object.entries(pages)) cold[name].push(await runLighthouse(url));
    printSideBySide(cold);
    printFloorScripts(floor, federation);
    printRepeatVisit(await runRepeatVisits(home), cold.reference);
  }
} finally {
  await front?.stop();
  await server.stop();
}

/** The session a login leaves in local storage, for a member's first load. */
async function memberSession(baseURL) {
  const response = await fetch(`${baseURL}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MEMBER),
  });
  const { value } = await response.json();
  return JSON.stringify({
    token: value.token,
    merchantCode: value.merchantCode,
    userName: value.userName,
    type: value.type,
    firstTimeLogin: value.firstTimeLogin,
  });
}

async function warmUp(url) {
  // The first request after start pays for database start-up and caches; a visitor of a
  // running site does not.
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await browser.close();
}

async function measureFirstLoad(url, session = null) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    // the first load itself, without the service worker's precaching after it
    serviceWorkers: 'block',
  });
  if (session)
    await context.addInitScript(
      (stored) => window.localStorage.setItem('MC_SESSION_INFO', stored),
      session,
    );
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(url, { waitUntil: 'networkidle' });
  const rows = [];
  for (const response of responses) {
    const type = response.request().resourceType();
    let body = Buffer.alloc(0);
    try {
      body = await response.body();
    } catch {
      // Redirects and aborted requests have no body.
    }
    rows.push({ url: response.url(), type, raw: body.length, gzip: gzipSync(body).length });
  }
  await browser.close();
  return rows;
}

function printFirstLoad(who, rows) {
  const sum = (type) =>
    rows
      .filter((r) => r.type === type)
      .reduce((acc, r) => ({ raw: acc.raw + r.raw, gzip: acc.gzip + r.gzip }), { raw: 0, gzip: 0 });
  const js = sum('script');
  const css = sum('stylesheet');
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`\nFirst load of /m/home (${who}, cold cache)`);
  console.log(`  requests:   ${rows.length}`);
  console.log(
    `  JavaScript: ${kb(js.gzip)} gzip (${kb(js.raw)} raw) in ${rows.filter((r) => r.type === 'script').length} files`,
  );
  console.log(`  CSS:        ${kb(css.gzip)} gzip (${kb(css.raw)} raw)`);
  for (const r of rows)
    console.log(`    ${r.type.padEnd(10)} ${kb(r.gzip).padStart(9)}  ${new URL(r.url).pathname}`);
}

async function printMenuTaps(url) {
  console.log(
    "\nTap on a bottom-menu item to the next screen's heading, its remote not loaded yet (median of 3)",
  );
  for (const network of [null, SLOW_4G]) {
    for (const { item, remote } of MENU_TAPS) {
      const runs = [];
      for (let i = 0; i < 3; i += 1) runs.push(await measureMenuTap(url, item, remote, network));
      const times = runs.map((run) => run.ms).sort((a, b) => a - b);
      const where = network ? `${network.latency} ms round trip` : 'local network';
      const rtt = network ? ` = ${(times[1] / network.latency).toFixed(1)} round trips` : '';
      console.log(
        `  ${item.padEnd(9)} (${remote} remote, ${where}): ${Math.round(times[1])} ms${rtt}; runs ${times.map(Math.round).join(' ')}`,
      );
      console.log(`    fetched after the tap: ${runs[0].fetched.join(', ') || 'nothing'}`);
      const { depth, kilobytes } = runs[0].chain;
      // the least any code could take over this link: the chain's round trips plus the bytes
      const floor = network
        ? `; network floor ${depth} × ${network.latency} ms + ${kilobytes.toFixed(1)} KB at ${network.downloadThroughput / 1024} KB/s = ${Math.round(depth * network.latency + (kilobytes * 1024 * 1000) / network.downloadThroughput)} ms`
        : '';
      console.log(
        `    request chain after the tap: ${depth} round trip${depth === 1 ? '' : 's'} deep, ${kilobytes.toFixed(1)} KB transferred${floor}`,
      );
    }
  }
}

/**
 * Opens home as a cold visitor (no service worker), waits until it is idle, taps the item and
 * times, inside the page, from the tap to the frame where a new level-1 heading is in the page.
 */
async function measureMenuTap(url, item, remote, network) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    // the visitor's app download offer, and any popup that opens later (on a busy machine it
    // can open after network idle, under the tap): Playwright closes it before it taps
    await page.addLocatorHandler(page.getByRole('dialog').first(), (popup) =>
      popup.getByRole('button', { name: 'Close', exact: true }).click(),
    );
    // home may read the remote's manifest (JSON) ahead of a tap, never its scripts or styles
    const loaded = await page.evaluate(
      (name) =>
        performance
          .getEntriesByType('resource')
          .some((e) => e.name.includes(name) && !e.name.endsWith('/mf-manifest.json')),
      `/remotes/${remote}/`,
    );
    if (loaded) throw new Error(`home already loaded the ${remote} remote`);
    if (network) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
    }
    await page.evaluate(() => {
      // a full resource timing buffer (home's many images) would drop the tap's entries; the
      // preloads start at pointerdown, before the click
      performance.clearResourceTimings();
      document.addEventListener(
        'pointerdown',
        () => (window.__menuPointerAt = window.__menuPointerAt ?? performance.now()),
        { capture: true },
      );
      window.__menuTap = new Promise((resolve) => {
        // the tap on the menu, not the Close of a popup closed before it
        const onClick = (event) => {
          if (!event.target.closest?.('nav')) return;
          document.removeEventListener('click', onClick, { capture: true });
          const tappedAt = performance.now();
          const before = document.querySelector('h1')?.textContent ?? '';
          const watch = () => {
            const heading = document.querySelector('h1');
            if (heading && heading.textContent && heading.textContent !== before)
              resolve({ ms: performance.now() - tappedAt, heading: heading.textContent });
            else requestAnimationFrame(watch);
          };
          watch();
        };
        document.addEventListener('click', onClick, { capture: true });
      });
    });
    const requests = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: item })
      .tap();
    const result = await page.evaluate(() => window.__menuTap);
    const chain = requestChain(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime >= (window.__menuPointerAt ?? 0))
          .map((e) => ({ start: e.startTime, end: e.responseEnd, bytes: e.transferSize })),
      ),
    );
    return { ms: result.ms, heading: result.heading, fetched: requests, chain };
  } finally {
    await browser.close();
  }
}

/**
 * How many round trips deep the requests after a tap are: a request that started after another
 * one's answer had arrived may have waited for it (one more round trip); requests started
 * together are one round trip however many they are. The tap's time is this depth times the
 * round trip, plus the transfer of the bytes at the link's speed, plus render.
 */
function requestChain(entries) {
  const depthOf = new Map();
  const byStart = [...entries].sort((a, b) => a.start - b.start);
  for (const entry of byStart) {
    const before = byStart.filter((other) => other.end <= entry.start).map((o) => depthOf.get(o));
    depthOf.set(entry, 1 + Math.max(0, ...before));
  }
  return {
    depth: Math.max(0, ...depthOf.values()),
    kilobytes: entries.reduce((sum, entry) => sum + entry.bytes, 0) / 1024,
  };
}

/**
 * One Lighthouse run in a fresh Chromium (cold: no cache, no service worker), with the CPU time
 * the site's server spent meanwhile: what one page load (and the service worker's precaching
 * after it) costs the server, which on a small machine shares its cores with the browser.
 */
async function runLighthouse(url) {
  return withChromium(async (port) => {
    const before = server.cpuMs();
    const figures = await lighthouseFigures(url, port, false);
    const after = server.cpuMs();
    return { ...figures, serverCpu: before === null || after === null ? NaN : after - before };
  });
}

/**
 * Repeat visits: one Chromium opens home twice (the service worker installs, then keeps what
 * home reads), then Lighthouse measures home RUNS times without clearing storage.
 */
async function runRepeatVisits(url) {
  return withChromium(async (port) => {
    for (let visit = 0; visit < 2; visit += 1) {
      const tab = await (
        await fetch(`http://127.0.0.1:${port}/json/new?${url}`, { method: 'PUT' })
      ).json();
      await new Promise((resolve) => setTimeout(resolve, 8000));
      await fetch(`http://127.0.0.1:${port}/json/close/${tab.id}`);
    }
    const results = [];
    for (let i = 0; i < RUNS; i += 1) results.push(await lighthouseFigures(url, port, true));
    return results;
  });
}

async function lighthouseFigures(url, port, keepStorage) {
  const { lhr, artifacts } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
  });
  const mainThread = mainThreadFigures(artifacts.Trace?.traceEvents ?? []);
  return {
    score: lhr.categories.performance.score,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    // Lighthouse's measure of this machine's speed at the run (higher is faster): the simulation
    // multiplies the observed task times by 4, so a busy machine shows here and in TBT together
    benchmarkIndex: lhr.environment.benchmarkIndex,
    // the main thread after the first paint: wall and CPU time, and TBT's rule applied to each
    // (main-thread-time.mjs); NaN when the trace has no thread times
    mainWall: mainThread?.wallMs ?? NaN,
    mainCpu: mainThread?.cpuMs ?? NaN,
    tbtFromWall: mainThread?.blockingFromWallMs ?? NaN,
    tbtFromCpu: mainThread?.blockingFromCpuMs ?? NaN,
    // bytes over the wire as served (the site and the floor scripts: brotli)
    jsTransfer: (lhr.audits['network-requests'].details?.items ?? [])
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + request.transferSize, 0),
    lcpElement:
      lhr.audits['largest-contentful-paint-element'].details?.items?.[0]?.items?.[0]?.node
        ?.selector ?? '?',
  };
}

async function withChromium(use) {
  const port = await freePort();
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'lobby-lh-'));
  const chrome = spawn(chromiumLaunchOptions.executablePath, [
    ...chromiumLaunchOptions.args,
    '--headless=new',
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${userDataDir}`,
    'about:blank',
  ]);
  try {
    await waitForDevTools(port);
    return await use(port);
  } finally {
    // Chromium writes to its profile until it has exited: remove the folder only then.
    const exited = new Promise((resolve) => chrome.once('exit', resolve));
    chrome.kill('SIGKILL');
    await exited;
    try {
      rmSync(userDataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      // Chromium's crash handler can outlive the browser and still write there: a leftover
      // temporary folder is not worth losing the figures for.
      console.warn(`could not remove ${userDataDir}: ${error.message}`);
    }
  }
}

async function waitForDevTools(port) {
  for (let i = 0; i < 100; i += 1) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) return;
    } catch {
      // Chromium is still starting.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Chromium did not open its DevTools port');
}

function median(results, key) {
  const sorted = results.map((r) => r[key]).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The floor pages by the names the figures print them under. */
function floorUrls(baseURL, floor, federation) {
  const names = { '/reference-react': 'react floor', '/reference-stack': 'stack floor' };
  return {
    ...Object.fromEntries(floor.pages.map((page) => [names[page.path], `${baseURL}${page.path}`])),
    'federation floor': `${baseURL}${federation.path}`,
  };
}

/** Every page's medians in one column, with its ratio to the static reference. */
function printSideBySide(cold) {
  const names = Object.keys(cold);
  const { reference } = cold;
  const column = (text) => text.padStart(18);
  const row = (label, cell) =>
    console.log(`  ${label.padEnd(16)}${names.map((name) => column(cell(cold[name]))).join('')}`);
  const ratio = (runs, key) => {
    const base = median(reference, key);
    return base > 0 ? ` (${(median(runs, key) / base).toFixed(2)}x)` : '';
  };
  const ms = (key) => (runs) => `${Math.round(median(runs, key))} ms${ratio(runs, key)}`;
  // no ratio: the reference has no script and its TBT is 0 to a few ms of noise
  const tbt = (runs) => `${Math.round(median(runs, 'tbt'))} ms`;
  console.log(
    `\nLighthouse 12.8.2 mobile, cold visitor, median of ${reference.length}, pages interleaved; (x) = FCP, LCP to the static reference's`,
  );
  console.log(`  ${''.padEnd(16)}${names.map(column).join('')}`);
  row('FCP', ms('fcp'));
  row('LCP', ms('lcp'));
  row('TBT', tbt);
  row('CLS', (runs) => median(runs, 'cls').toFixed(3));
  row('score', (runs) => median(runs, 'score').toFixed(2));
  row('JS transferred', (runs) => `${(median(runs, 'jsTransfer') / 1024).toFixed(1)} KB`);
  row('benchmarkIndex', (runs) => `${Math.round(median(runs, 'benchmarkIndex'))}`);
  row('server CPU', (runs) => `${Math.round(median(runs, 'serverCpu'))} ms`);
  console.log(
    "  observed main thread after the first paint (main-thread-time.mjs): its tasks' wall and CPU time, and TBT's rule (4 x task - 50 ms) on each; the wall time also holds the waits for a core",
  );
  row(
    'main wall / CPU',
    (runs) => `${Math.round(median(runs, 'mainWall'))} / ${Math.round(median(runs, 'mainCpu'))} ms`,
  );
  row('TBT from wall', (runs) => `${Math.round(median(runs, 'tbtFromWall'))} ms`);
  row('TBT from CPU', (runs) => `${Math.round(median(runs, 'tbtFromCpu'))} ms`);
  for (const name of names) {
    console.log(`  ${name} LCP runs: ${cold[name].map((r) => Math.round(r.lcp)).join(' ')}`);
    console.log(`  ${name} TBT runs: ${cold[name].map((r) => Math.round(r.tbt)).join(' ')}`);
    console.log(
      `  ${name} TBT from CPU runs: ${cold[name].map((r) => Math.round(r.tbtFromCpu)).join(' ')}`,
    );
    console.log(`  ${name} scores:   ${cold[name].map((r) => r.score.toFixed(2)).join(' ')}`);
    console.log(
      `  ${name} benchmarkIndex runs: ${cold[name].map((r) => Math.round(r.benchmarkIndex)).join(' ')}`,
    );
    console.log(
      `  ${name} server CPU runs: ${cold[name].map((r) => Math.round(r.serverCpu)).join(' ')} ms`,
    );
  }
  for (const name of names)
    console.log(
      `  ${name} LCP elements: ${[...new Set(cold[name].map((r) => r.lcpElement))].join(' | ')}`,
    );
  console.log(
    '  budgets (GUIDE.md 6): LCP <= 1.3x reference, TBT <= 50 ms, CLS <= 0.02, score >= 0.99',
  );
}

/** What the floor pages' scripts hold, and how big they are. */
function printFloorScripts(floor, federation) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    "\nFloor pages: the static reference plus their script, requested once the first banner's paint is reported (its LCP entry; home too holds its app until its first banner has painted); the federation floor's main.js and start-up chunks requested then by home's own start script (shared/webpack/preload-startup-chunks.cjs)",
  );
  for (const page of floor.pages)
    console.log(
      `  ${page.path}.js: ${kb(page.gzip)} gzip, ${kb(page.brotli)} brotli (served), ${kb(page.raw)} minified`,
    );
  const versions = Object.entries(floor.versions).map(([name, version]) => `${name} ${version}`);
  console.log(`  bundled (webpack production, the site's swc minifier): ${versions.join(', ')}`);
  console.log(
    '  react floor: react-dom + one render of the view; stack floor: + BrowserRouter, i18next + react-i18next, a zustand store, an axios client (not called)',
  );
  console.log(
    '  left out of the stack floor: swiper, module federation (its runtime and the shared-module negotiation)',
  );
  const files = (list) => list.map(({ name, gzip }) => `${name} ${kb(gzip)}`).join(', ');
  const total = (list) => kb(list.reduce((sum, file) => sum + file.gzip, 0));
  console.log(
    "  federation floor: the stack floor's start as a federation host (create-config.cjs' federation options, host/src/index.ts' async boundary and staged imports), and after its first render one remote registered by its mf-manifest.json and its exposed module (react + useTranslation, one line) loaded and rendered below the banner",
  );
  console.log(
    `    host's first load (main.js + the start-up chunks it preloads): ${total(federation.hostFirstLoad)} gzip; ${files(federation.hostFirstLoad)}`,
  );
  console.log(
    `    remote read by the host: ${total(federation.remoteLoaded)} gzip; ${files(federation.remoteLoaded)}`,
  );
  console.log(
    `    remote's shared-package copies (not read: the host's fit): ${total(federation.remoteUnused)} gzip`,
  );
}

function printRepeatVisit(repeat, reference) {
  const lcp = median(repeat, 'lcp');
  const referenceLcp = median(reference, 'lcp');
  console.log(`\nRepeat visit of /m/home with the service worker warm, median of ${repeat.length}`);
  console.log(
    `  LCP: ${Math.round(lcp)} ms (reference cold: ${Math.round(referenceLcp)} ms, ratio ${(lcp / referenceLcp).toFixed(2)}x; budget <= 1.0x)`,
  );
  console.log(
    `  FCP: ${Math.round(median(repeat, 'fcp'))} ms, TBT: ${Math.round(median(repeat, 'tbt'))} ms, score: ${median(repeat, 'score').toFixed(2)}`,
  );
  console.log(`  runs: ${repeat.map((r) => Math.round(r.lcp)).join(' ')}`);
  console.log(`  LCP elements: ${[...new Set(repeat.map((r) => r.lcpElement))].join(' | ')}`);
}

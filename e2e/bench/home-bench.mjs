#!/usr/bin/env node
// Front-end figures for /m/home as a first-time visitor, against the production build:
// JavaScript and CSS bytes (gzip) and requests on first load, then Lighthouse 12.8.2 mobile
// (simulated Slow 4G, 4x CPU) median of 5 runs. Prints figures; budgets are GUIDE.md section 6.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../support/environment.mjs';
import { freePort, startServer } from './server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const server = await startServer();
try {
  const url = `${server.baseURL}/m/home`;
  await warmUp(url);
  printFirstLoad(await measureFirstLoad(url));
  printLighthouse(await runLighthouse(url));
} finally {
  await server.stop();
}

async function warmUp(url) {
  // The first request after start pays for database start-up and caches; a visitor of a
  // running site does not.
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await browser.close();
}

async function measureFirstLoad(url) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
  });
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

function printFirstLoad(rows) {
  const sum = (type) =>
    rows
      .filter((r) => r.type === type)
      .reduce((acc, r) => ({ raw: acc.raw + r.raw, gzip: acc.gzip + r.gzip }), { raw: 0, gzip: 0 });
  const js = sum('script');
  const css = sum('stylesheet');
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log('\nFirst load of /m/home (visitor, cold cache)');
  console.log(`  requests:   ${rows.length}`);
  console.log(
    `  JavaScript: ${kb(js.gzip)} gzip (${kb(js.raw)} raw) in ${rows.filter((r) => r.type === 'script').length} files`,
  );
  console.log(`  CSS:        ${kb(css.gzip)} gzip (${kb(css.raw)} raw)`);
  for (const r of rows)
    console.log(`    ${r.type.padEnd(10)} ${kb(r.gzip).padStart(9)}  ${new URL(r.url).pathname}`);
}

async function runLighthouse(url) {
  const results = [];
  for (let i = 0; i < RUNS; i += 1) {
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
      const { lhr } = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      results.push({
        score: lhr.categories.performance.score,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
      });
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
  return results;
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

function printLighthouse(results) {
  const median = (key) => {
    const sorted = results.map((r) => r[key]).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  };
  console.log(
    `\nLighthouse 12.8.2 mobile, /m/home, median of ${results.length} (budget: score >= 0.95, LCP <= 2000 ms, TBT <= 100 ms, CLS <= 0.05)`,
  );
  console.log(`  score: ${median('score').toFixed(2)}`);
  console.log(`  FCP:   ${Math.round(median('fcp'))} ms`);
  console.log(`  LCP:   ${Math.round(median('lcp'))} ms`);
  console.log(`  TBT:   ${Math.round(median('tbt'))} ms`);
  console.log(`  CLS:   ${median('cls').toFixed(3)}`);
  console.log(`  runs:  ${results.map((r) => r.score.toFixed(2)).join(' ')}`);
}

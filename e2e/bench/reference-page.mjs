/* global document -- code run inside the page by page.evaluate */
// The static reference of the home benchmark (GUIDE.md section 6): home's first view — header,
// first banner and bottom menu, with home's own style sheets — as plain HTML without any
// script, and a front server that answers it at /reference (and the bench's other pages) and
// passes everything else to the site, so all are measured on one origin under the same
// conditions.
import { createServer, request as httpRequest } from 'node:http';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/environment.mjs';
import { freePort } from './server.mjs';

/** Home's first view as the app renders it for a visitor, copied without its scripts. */
export async function captureReferencePage(homeUrl) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(homeUrl, { waitUntil: 'networkidle' });
    await page.locator('.host-banner img').first().waitFor();
    const parts = await page.evaluate(() => {
      const html = (selector) => document.querySelector(selector)?.outerHTML ?? '';
      const banner = document.querySelector('.host-banner')?.cloneNode(true);
      // the first slide only, as the page shows it before the carousel moves
      banner?.querySelectorAll('.host-banner__slide').forEach((slide, index) => {
        if (index > 0) slide.remove();
      });
      // without the carousel's controls; the slides are buttons too, and the first one (with
      // its image, home's LCP element) stays
      banner
        ?.querySelectorAll('button:not(.host-banner__slide), [class*="dots"]')
        .forEach((node) => node.remove());
      return {
        styles: [...document.querySelectorAll('link[rel="stylesheet"]')].map(
          (link) => new URL(link.href).pathname,
        ),
        inlineStyle: document.head.querySelector('style')?.textContent ?? '',
        header: html('.host-header'),
        banner: banner?.outerHTML ?? '',
        menu: html('.host-bottom-menu'),
      };
    });
    const links = parts.styles.map((href) => `<link rel="stylesheet" href="${href}" />`).join('');
    return (
      '<!doctype html><html lang="en" data-theme="dark"><head><meta charset="utf-8" />' +
      '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />' +
      `<title>Lobby (static reference)</title>${links}<style>${parts.inlineStyle}</style></head>` +
      '<body><div id="root"><div class="host-shell has-header has-bottom-menu">' +
      `${parts.header}<main class="host-main"><div class="host-page">${parts.banner}</div></main>` +
      `${parts.menu}</div></div></body></html>`
    ).replace(/<script\b[\s\S]*?<\/script>/gi, '');
  } finally {
    await browser.close();
  }
}

/** The answer of /reference (and of the floor pages built on it): the page as it is, fresh. */
export function htmlRoute(html) {
  return (_incoming, outgoing) => {
    outgoing.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
    });
    outgoing.end(html);
  };
}

/**
 * A front server on a free port: the bench's own pages (`routes`, path -> handler: /reference,
 * the floor pages of stack-floor-pages.mjs and federation-floor-page.mjs and their files),
 * everything else passed to the site.
 */
export async function startFrontServer(siteBaseURL, routes) {
  const site = new URL(siteBaseURL);
  const port = await freePort();
  const server = createServer((incoming, outgoing) => {
    const route = Object.hasOwn(routes, incoming.url) ? routes[incoming.url] : null;
    if (route) {
      route(incoming, outgoing);
      return;
    }
    const forward = httpRequest(
      {
        host: site.hostname,
        port: site.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: site.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { inlineScriptHashes } from './document-policy.js';

/** The home paths of shared/src/routing/paths.ts (HOME_PATHS), as host/public/index.html has them. */
const HOME = /^\/(m(\/(home|index(\.html)?)?)?)?\/?$/i;

export function isHomePath(pathname: string): boolean {
  return HOME.test(pathname);
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The empty banner slot of home's frame in host/public/index.html, built (quotes minified) or not. */
const EMPTY_BANNER_SLOT =
  /(<div\b[^>]*\sid=(?:"early-banner"|'early-banner'|early-banner(?=[\s>]))[^>]*>)\s*(<\/div>)/i;

/**
 * index.html with home's first banner in it: a preload at the top of <head>, so the browser
 * fetches the page's largest paint with the document, and the picture itself in the home frame's
 * banner slot (`id="early-banner"` of host/public/index.html), so it paints as the HTML is parsed,
 * before any script has run or the banner list has been asked for. The host's carousel then
 * takes over in the same box (host/src/features/home-banner). A document without the slot only
 * gets the preload.
 */
export function withFirstBanner(indexHtml: string, bannerUrl: string): string {
  const url = escapeAttribute(bannerUrl);
  const link = `<link rel="preload" as="image" href="${url}" fetchpriority="high" />`;
  const picture = `<img src="${url}" alt="" fetchpriority="high" />`;
  return indexHtml
    .replace(/<head>/i, (head) => `${head}\n    ${link}`)
    .replace(EMPTY_BANNER_SLOT, (slot, open: string, close: string) => `${open}${picture}${close}`);
}

export interface IndexDocument {
  html: string;
  /** CSP sources of its inline start-up scripts (document-policy.ts). */
  scriptHashes: string[];
}

/** The host's index.html and its script hashes, read again only when the file changes (a build). */
export function indexHtmlReader(hostDist: string): () => Promise<IndexDocument> {
  const file = path.join(hostDist, 'index.html');
  let cached: { mtimeMs: number; document: IndexDocument } | undefined;
  return async () => {
    const { mtimeMs } = await fs.stat(file);
    if (cached?.mtimeMs !== mtimeMs) {
      const html = await fs.readFile(file, 'utf8');
      cached = { mtimeMs, document: { html, scriptHashes: inlineScriptHashes(html) } };
    }
    return cached.document;
  };
}

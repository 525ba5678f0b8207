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

/**
 * index.html with a preload of home's first banner at the top of <head>: the banner is the
 * page's largest paint, and the browser then fetches it with the document instead of after the
 * page's own script has asked for the banner list (one round trip later on a phone).
 */
export function withBannerPreload(indexHtml: string, bannerUrl: string): string {
  const link = `<link rel="preload" as="image" href="${escapeAttribute(bannerUrl)}" fetchpriority="high" />`;
  return indexHtml.replace(/<head>/i, (head) => `${head}\n    ${link}`);
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

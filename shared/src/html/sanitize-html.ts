import { useEffect, useMemo, useState } from 'react';
import type { Config } from 'dompurify';
import { toSafeUrl } from '../url/safe-url';

type Purifier = (typeof import('dompurify'))['default'];

/**
 * Operator HTML keeps its formatting; scripts, event handlers (on*), javascript: URLs and
 * other active content are removed before anything reaches the DOM. Links follow the shared
 * safe-URL rule, and the HTML is shown inside <ServerHtml> (which contains positioned boxes).
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
};

let purifier: Purifier | null = null;
let loading: Promise<Purifier> | null = null;

/** Links in operator HTML: an href the safe-URL rule refuses (`mailto:`, `//other.site`) goes. */
function restrictLinks(element: Element): void {
  if (element.hasAttribute('href') && !toSafeUrl(element.getAttribute('href'))) {
    element.removeAttribute('href');
  }
}

// DOMPurify is fetched on first use: pages without server HTML (home) do not carry it.
function loadPurifier(): Promise<Purifier> {
  loading ??= import('dompurify').then(
    (module) => {
      module.default.addHook('afterSanitizeAttributes', restrictLinks);
      return (purifier = module.default);
    },
    (error: unknown) => {
      loading = null; // the next use tries again
      throw error;
    },
  );
  return loading;
}

/** Sanitized operator HTML: `el.innerHTML = await sanitizeHtml(promotion.content)`. */
export async function sanitizeHtml(html: string): Promise<string> {
  return (await loadPurifier()).sanitize(html, CONFIG);
}

/**
 * Sanitized HTML for `<ServerHtml html={…} />`; null until the sanitizer has loaded (the first
 * time only), so callers show something else meanwhile and never the raw HTML.
 */
export function useSanitizedHtml(html: string): string | null {
  const [ready, setReady] = useState<Purifier | null>(() => purifier);
  useEffect(() => {
    if (ready) return;
    let active = true;
    loadPurifier().then(
      (loaded) => active && setReady(() => loaded),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [ready]);
  return useMemo(() => (ready ? ready.sanitize(html, CONFIG) : null), [ready, html]);
}

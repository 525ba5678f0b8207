import { paths } from '@lobby/shared';

const APP_PAGES = new Set<string>([paths.download, paths.app]);

/**
 * Whether a popup's (sanitized) HTML leads to the site's app download page: then it already
 * offers the app, and the platform's own download popup would say the same thing twice.
 */
export function offersApp(html: string): boolean {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('a[href]')].some((link) => {
    const url = new URL(link.getAttribute('href') ?? '', window.location.origin);
    return url.origin === window.location.origin && APP_PAGES.has(url.pathname);
  });
}

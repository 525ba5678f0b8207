/** Block-level closings after which the text of the next block must not stick to this one. */
const BLOCK_END =
  /<\/(p|div|li|tr|td|th|h[1-6]|blockquote|pre|section|article|ul|ol|table)\s*>|<br\s*\/?>/gi;

/**
 * The plain text of operator HTML (a collapsed notice). Parsed in an inert document, so
 * nothing in it runs or loads; scripts and styles give no text.
 */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html.replace(BLOCK_END, '$& '), 'text/html');
  doc.querySelectorAll('script, style, template, noscript').forEach((node) => node.remove());
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

import DOMPurify from 'dompurify';

/**
 * Operator HTML keeps its formatting; scripts, event handlers (on*), javascript: URLs and
 * other active content are removed before anything reaches the DOM.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
  });
}

import type { CSSProperties, HTMLAttributes } from 'react';

/**
 * Operator HTML keeps its inline styles (DOMPurify allows `style`), so a notice, popup,
 * promotion or inbox message could lay a full-screen `position: fixed` box over the app and
 * catch its taps. This box contains it: layout containment makes it the containing block of
 * fixed and absolute descendants, paint containment and `overflow: hidden` clip them to it,
 * and `isolation` keeps their z-index inside. Inline, so it holds even before a stylesheet
 * loads and in every app that renders server HTML.
 */
export const SERVER_HTML_CONTAINMENT: CSSProperties = {
  position: 'relative',
  overflow: 'hidden',
  contain: 'layout paint',
  isolation: 'isolate',
};

type ServerHtmlProps = Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML' | 'style'
> & {
  /** HTML already sanitized (sanitizeHtml / useSanitizedHtml); never raw server HTML. */
  html: string;
};

/** The one element that puts server HTML in the page: sanitized, and contained. */
export function ServerHtml({ html, className, ...rest }: ServerHtmlProps) {
  return (
    <div
      {...rest}
      className={className ? `lb-server-html ${className}` : 'lb-server-html'}
      style={SERVER_HTML_CONTAINMENT}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

import { SERVER_HTML_CONTAINMENT } from '../html/ServerHtml';

/**
 * Component tests of pages that show operator HTML: the box around `node` that contains the
 * operator's fixed or absolute boxes, or an Error naming what is missing.
 */
export function containingServerHtmlBox(node: Element): HTMLElement {
  const box = node.closest<HTMLElement>('.lb-server-html');
  if (!box) throw new Error('the server HTML is not inside a <ServerHtml> box');
  for (const [property, value] of Object.entries(SERVER_HTML_CONTAINMENT)) {
    const actual = box.style.getPropertyValue(property);
    if (actual !== String(value)) {
      throw new Error(`the server HTML box has ${property}: "${actual}", not "${String(value)}"`);
    }
  }
  return box;
}

/** Operator HTML that tries to cover the whole app and catch its taps. */
export const FULL_SCREEN_OVERLAY_HTML =
  '<div style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:2147483647;' +
  'background:rgba(255,0,0,.5)">Covering box</div>';

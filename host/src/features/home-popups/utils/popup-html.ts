import { sanitizeHtml } from '@lobby/shared';

const ROOT_FONT_PX = 16;
const PX = /(-?\d*\.?\d+)px\b/gi;

/** Inline `px` lengths as `rem` (spec section 3: popup px converted to rem), so they scale. */
export function pxToRem(style: string): string {
  return style.replace(PX, (_, value: string) => `${Number(value) / ROOT_FONT_PX}rem`);
}

/**
 * A popup's operator HTML made safe to show: sanitized first, then the px lengths of its style
 * attributes converted to rem (text that mentions "px" is left as it is).
 */
export async function popupHtml(html: string): Promise<string> {
  const template = document.createElement('template');
  template.innerHTML = await sanitizeHtml(html);
  for (const element of template.content.querySelectorAll<HTMLElement>('[style]')) {
    element.setAttribute('style', pxToRem(element.getAttribute('style') ?? ''));
  }
  return template.innerHTML;
}

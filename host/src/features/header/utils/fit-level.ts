/**
 * The header's fit levels, widest first. Each level gives up a little more than the one before,
 * so the header keeps every control on screen whatever the language and the phone's width:
 * - full: everything, with the wordmark beside the crown;
 * - compact: the wordmark gives way (the crown stays, the link keeps its name "Home");
 * - tight: narrower buttons and gaps;
 * - icons: the secondary action (a visitor's Login, a member's Deposit) shows only its icon;
 *   its label stays in the page for screen readers, so its accessible name does not change.
 */
export const HEADER_FIT_LEVELS = ['full', 'compact', 'tight', 'icons'] as const;
export type HeaderFitLevel = (typeof HEADER_FIT_LEVELS)[number];

/**
 * Whether the box's content does not fit it: wider than the box, or (what scrollWidth misses:
 * it leaves out the end padding and rounds) a child reaching into the box's end padding.
 */
export function overflows(element: HTMLElement): boolean {
  if (element.scrollWidth > element.clientWidth) return true;
  const contentEnd =
    element.getBoundingClientRect().right -
    (parseFloat(getComputedStyle(element).paddingRight) || 0);
  return Array.from(element.children).some(
    (child) => child.getBoundingClientRect().right > contentEnd + 0.5,
  );
}

/**
 * Tries each level in turn on the element (as its data-fit attribute) and keeps the first whose
 * content fits; the last level if none does. Reading the widths forces a layout per level, which
 * is cheap for a header of a few controls and happens only when its size or words change.
 */
export function applyFitLevel<Level extends string>(
  element: HTMLElement,
  levels: readonly Level[],
): Level {
  for (const level of levels) {
    element.dataset.fit = level;
    if (!overflows(element)) return level;
  }
  return levels[levels.length - 1]!;
}

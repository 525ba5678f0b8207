import { useLayoutEffect, type RefObject } from 'react';
import { applyFitLevel } from '../utils/fit-level';

/**
 * Keeps the element's data-fit attribute at the widest of the levels whose content fits it,
 * measured in the browser rather than guessed per language or width. It measures before the
 * first paint, again whenever `contentKey` changes (language, signed in or not, ...), and
 * whenever the element or one of its children changes size (the phone turns, a balance loads,
 * a font arrives). Measuring sets the same final level for the same content, so the children
 * end at the size they had and the observer does not fire again: no loop.
 */
export function useMeasuredFit<Level extends string>(
  ref: RefObject<HTMLElement | null>,
  levels: readonly Level[],
  contentKey: string,
): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fit = () => applyFitLevel(element, levels);
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [ref, levels, contentKey]);
}

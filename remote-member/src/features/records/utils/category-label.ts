import type { TFunction } from 'i18next';

/** A game category's name (RNG → Slots); a code without a text shows as the code. */
export function categoryLabel(t: TFunction, code: string): string {
  return t(`records:categories.${code}`, { defaultValue: code });
}

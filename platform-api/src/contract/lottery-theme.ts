import { z } from 'zod';
import { merchantCode } from '../http/schemas.js';
import { okEnvelope } from './envelope.js';
import { operatorName } from './wallet.js';

// The merchant's skin of the lottery page: the colours the start-lottery screen's "css file
// named after the merchant" carries (spec section 2). Only accent colours: the rest of the page
// follows the site's light and dark themes, so an operator cannot make it unreadable.

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour #rrggbb');

/** WCAG relative luminance of #rrggbb. */
function luminance(colour: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(colour.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Text on the accent (buttons, chosen balls) and accent text on the page: WCAG AA for text. */
export const MIN_ACCENT_CONTRAST = 4.5;

/**
 * The backgrounds accent text is drawn on in each theme: shared/src/ui/theme.css's --lb-bg,
 * --lb-surface and --lb-surface-2 (themes.test.ts checks they are still those).
 */
export const THEME_BACKGROUNDS = {
  light: ['#f3f5fa', '#ffffff', '#e9edf6'],
  dark: ['#0b1426', '#1a2a4a', '#22365c'],
} as const;

const accentPair = (theme: keyof typeof THEME_BACKGROUNDS) =>
  z
    .strictObject({
      /** Fills: buttons, chosen balls and tabs (--lb-accent). */
      accent: hexColour,
      /** Text and icons on the fill (--lb-accent-text). */
      onAccent: hexColour,
      /** Accent-coloured text, icons and outlines on the page (--lb-accent-ink). */
      ink: hexColour,
    })
    .refine((pair) => contrastRatio(pair.accent, pair.onAccent) >= MIN_ACCENT_CONTRAST, {
      message: `onAccent on accent needs a contrast of ${MIN_ACCENT_CONTRAST}:1`,
      path: ['onAccent'],
    })
    .refine(
      (pair) =>
        THEME_BACKGROUNDS[theme].every(
          (background) => contrastRatio(pair.ink, background) >= MIN_ACCENT_CONTRAST,
        ),
      {
        message: `ink needs a contrast of ${MIN_ACCENT_CONTRAST}:1 on the ${theme} theme's backgrounds`,
        path: ['ink'],
      },
    );

export const lotteryThemeTokens = z.strictObject({
  light: accentPair('light'),
  dark: accentPair('dark'),
});
export type LotteryThemeTokens = z.output<typeof lotteryThemeTokens>;

/** GET /lgw/themes/{merchantCode}.css */
export const lotteryThemeParams = z.strictObject({
  file: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}\.css$/)
    .transform((file) => file.slice(0, -'.css'.length)),
});
export const lotteryThemeQuery = z.strictObject({});
export const lotteryThemeCssAnswer = {
  description: "The merchant's skin of the lottery page (CSS custom properties)",
  content: { 'text/css': { schema: z.string() } },
};

/** PUT /ops/lottery/themes/{merchantCode}: sets the skin; `tokens: null` removes it. */
export const opsLotteryThemeParams = z.strictObject({ merchantCode });
export const opsLotteryThemeBody = z.strictObject({
  operator: operatorName,
  tokens: lotteryThemeTokens.nullable(),
});
export const opsLotteryTheme = z.strictObject({
  merchantCode: z.string(),
  tokens: lotteryThemeTokens.nullable(),
  /** Where the lottery page loads it. */
  cssUrl: z.string(),
});
export const opsLotteryThemeAnswer = okEnvelope(opsLotteryTheme);

import { eq } from 'drizzle-orm';
import type { LotteryThemeTokens } from '../../../contract/lottery-theme.js';
import type { Db } from '../../../db/database.js';
import { lotteryThemes, merchants } from '../../../db/schema/index.js';
import { ApiError } from '../../../http/errors.js';
import { recordAudit } from '../../wallet/index.js';

export const themeCssUrl = (merchantCode: string) => `/lgw/themes/${merchantCode}.css`;

/**
 * The merchant's skin as a stylesheet: the site's accent tokens redefined inside the lottery page
 * (`.lg-screen`) for each theme. The colours were validated as #rrggbb when stored, so nothing
 * but a colour reaches the CSS. A merchant without a skin gets a comment (the page then keeps the
 * site's colours, and the browser logs no failed load).
 */
export async function themeCss(db: Db, merchantCode: string): Promise<string> {
  const [row] = await db
    .select({ tokens: lotteryThemes.tokens })
    .from(lotteryThemes)
    .where(eq(lotteryThemes.merchantCode, merchantCode));
  if (!row) return `/* ${merchantCode}: no lottery skin, the site's colours apply */\n`;
  const block = (theme: 'light' | 'dark') => {
    const pair = row.tokens[theme];
    return [
      `[data-theme='${theme}'] .lg-screen {`,
      `  --lb-accent: ${pair.accent};`,
      `  --lb-accent-strong: ${pair.accent};`,
      `  --lb-accent-gradient: linear-gradient(${pair.accent}, ${pair.accent});`,
      `  --lb-accent-text: ${pair.onAccent};`,
      `  --lb-accent-ink: ${pair.ink};`,
      '}\n',
    ].join('\n');
  };
  return `/* ${merchantCode}: lottery skin */\n${block('light')}${block('dark')}`;
}

/** Sets (or with `null` removes) a merchant's skin; audited. An unknown merchant: 404. */
export async function setTheme(
  db: Db,
  input: { merchantCode: string; operator: string; tokens: LotteryThemeTokens | null },
  now: Date,
) {
  const [merchant] = await db
    .select({ code: merchants.code })
    .from(merchants)
    .where(eq(merchants.code, input.merchantCode));
  if (!merchant) throw new ApiError('NOT_FOUND');
  await db.transaction(async (tx) => {
    if (input.tokens === null) {
      await tx.delete(lotteryThemes).where(eq(lotteryThemes.merchantCode, merchant.code));
    } else {
      const row = { tokens: input.tokens, updatedBy: input.operator, updatedAt: now };
      await tx
        .insert(lotteryThemes)
        .values({ merchantCode: merchant.code, ...row })
        .onConflictDoUpdate({ target: lotteryThemes.merchantCode, set: row });
    }
    await recordAudit(
      tx,
      {
        operator: input.operator,
        action: 'LOTTERY_THEME_SET',
        target: merchant.code,
        detail: input.tokens,
      },
      now,
    );
  });
  return { merchantCode: merchant.code, tokens: input.tokens, cssUrl: themeCssUrl(merchant.code) };
}

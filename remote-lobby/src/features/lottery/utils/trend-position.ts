import type { TFunction } from 'i18next';
import { vietnamPrizes, type FamilyCode } from '@lobby/platform-api/lottery-rules';

// What a trend position is called: a Vietnamese position is a prize's number ("Second prize
// 2"), Mark Six's seventh the special number, any other its place in the result.

export interface PositionName {
  /** The full name: the caption and the selector's option. */
  long: string;
  /** A short button label. */
  short: string;
}

export function positionName(
  t: TFunction<'lottery'>,
  family: FamilyCode,
  position: number,
): PositionName {
  const prizes = vietnamPrizes(family);
  if (prizes) {
    let first = 1;
    for (const { prize, count } of prizes) {
      if (position < first + count) {
        const name = t(`prize.${prize}`);
        const long =
          count > 1 ? t('trend.prizeNumber', { prize: name, n: position - first + 1 }) : name;
        return { long, short: long };
      }
      first += count;
    }
  }
  if (family === 'MARKSIX' && position === 7) {
    const special = t('trend.special');
    return { long: special, short: special };
  }
  return { long: t('trend.position', { n: position }), short: String(position) };
}

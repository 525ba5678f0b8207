import type { TFunction } from 'i18next';
import { markSixColour, markSixZodiac } from '@lobby/platform-api/lottery-rules';
import type { ResultShape } from './result-shape';

// The words a screen reader says for a result (and the live region announces): the pictures of
// balls, dice and cars are hidden from it.

/** A ball or car as spoken: "07" is 7. Vietnamese prize numbers keep their zeros. */
const spoken = (value: string) => String(Number(value));

/** A Mark Six ball as spoken: its number, colour and its animal in the draw's lunar year. */
export function markSixBallText(
  t: TFunction<'lottery'>,
  value: string,
  zodiacYear: number | null,
): string {
  const number = Number(value);
  const colour = t(`results.colour.${markSixColour(number)}`);
  if (zodiacYear === null) return t('results.markSixBallNoZodiac', { number, colour });
  return t('results.markSixBall', {
    number,
    colour,
    zodiac: t(`results.zodiac.${markSixZodiac(number, zodiacYear)}`),
  });
}

/**
 * "Result: 3, 7, 1, 0, 9". Vietnamese results: compact says the special prize, full every
 * prize ("Special prize 123456; First prize 12345; …").
 */
export function resultText(
  t: TFunction<'lottery'>,
  shape: ResultShape,
  variant: 'compact' | 'full' = 'compact',
): string {
  switch (shape.kind) {
    case 'DIGITS':
      return t('results.text', { values: shape.values.join(', ') });
    case 'DIGIT_SUM':
    case 'DICE':
      return t('results.textSum', { values: shape.values.join(', '), sum: shape.sum });
    case 'CARS':
    case 'BALLS':
      return t('results.text', { values: shape.values.map(spoken).join(', ') });
    case 'MARK_SIX':
      return t('results.textMarkSix', {
        main: shape.main.map((value) => markSixBallText(t, value, shape.zodiacYear)).join(', '),
        special: markSixBallText(t, shape.special, shape.zodiacYear),
      });
    case 'PRIZE_TABLE': {
      if (variant === 'compact') {
        return t('results.textSpecial', { number: shape.prizes[0]!.numbers[0] });
      }
      const prizes = shape.prizes.map(
        ({ prize, numbers }) => `${t(`prize.${prize}`)} ${numbers.join(', ')}`,
      );
      return t('results.text', { values: prizes.join('; ') });
    }
  }
}

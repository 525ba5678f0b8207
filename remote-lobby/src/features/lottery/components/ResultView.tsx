import { useTranslation } from 'react-i18next';
import { markSixColour, markSixZodiac, type FamilyCode } from '@lobby/platform-api/lottery-rules';
import { resultShape, type ResultShape } from '../utils/result-shape';
import { resultText } from '../utils/result-text';
import { DiceFace } from './DiceFace';
import { VietnamPrizeTable } from './VietnamPrizeTable';
import './result-view.css';

export interface ResultViewProps {
  family: FamilyCode;
  /** The published winningNumber: values joined by ",". */
  winningNumber: string;
  /** The draw's time (ISO): Mark Six balls show their animal in that draw's lunar year. */
  drawAt: string;
  /** Compact: one line (the header, list rows); full: Vietnamese families as the prize table. */
  variant?: 'compact' | 'full';
}

/** One drawn result as its family shows it: balls, dice with the sum, cars, a prize table. */
export function ResultView({
  family,
  winningNumber,
  drawAt,
  variant = 'compact',
}: ResultViewProps) {
  const { t } = useTranslation('lottery');
  const shape = resultShape(family, winningNumber, drawAt);
  const className = `lr-result lr-result--${variant}`;

  if (shape.kind === 'PRIZE_TABLE' && variant === 'full') {
    return (
      <div className={className}>
        <VietnamPrizeTable prizes={shape.prizes} />
      </div>
    );
  }
  return (
    <div className={className} role="img" aria-label={resultText(t, shape, variant)}>
      <Pictures shape={shape} special={t('results.special')} />
    </div>
  );
}

function Pictures({ shape, special }: { shape: ResultShape; special: string }) {
  switch (shape.kind) {
    case 'DIGITS':
      return shape.values.map((value, index) => (
        <span key={index} className="lr-ball lr-ball--digit">
          {value}
        </span>
      ));
    case 'DIGIT_SUM':
      return (
        <>
          {shape.values.map((value, index) => (
            <span key={index} className="lr-ball lr-ball--digit">
              {value}
            </span>
          ))}
          <span className="lr-result__op">=</span>
          <span className="lr-ball lr-ball--sum">{shape.sum}</span>
        </>
      );
    case 'DICE':
      return (
        <>
          {shape.values.map((value, index) => (
            <DiceFace key={index} value={Number(value)} />
          ))}
          <span className="lr-result__op">=</span>
          <span className="lr-ball lr-ball--sum">{shape.sum}</span>
        </>
      );
    case 'CARS':
      return shape.values.map((value, index) => (
        <span key={index} className={`lr-car lr-car--${Number(value)}`}>
          {value}
        </span>
      ));
    case 'BALLS':
      return shape.values.map((value, index) => (
        <span key={index} className="lr-ball lr-ball--number">
          {value}
        </span>
      ));
    case 'MARK_SIX':
      return (
        <>
          {shape.main.map((value, index) => (
            <MarkSixBall key={index} value={value} zodiacYear={shape.zodiacYear} />
          ))}
          <span className="lr-result__op">+</span>
          <MarkSixBall value={shape.special} zodiacYear={shape.zodiacYear} />
        </>
      );
    case 'PRIZE_TABLE':
      return (
        <>
          <span className="lr-result__label">{special}</span>
          <span className="lr-result__special">{shape.prizes[0]!.numbers[0]}</span>
        </>
      );
  }
}

function MarkSixBall({ value, zodiacYear }: { value: string; zodiacYear: number | null }) {
  const { t } = useTranslation('lottery');
  const number = Number(value);
  return (
    <span className="lr-marksix">
      <span className={`lr-ball lr-ball--${markSixColour(number).toLowerCase()}`}>{value}</span>
      {zodiacYear === null ? null : (
        <span className="lr-marksix__zodiac">
          {t(`results.zodiac.${markSixZodiac(number, zodiacYear)}`)}
        </span>
      )}
    </span>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerOf } from '@lobby/platform-api/contract';

type TrendValue = AnswerOf<'GET', '/lgw/trend/:gameId'>['positions'][number]['values'][number];

export interface TrendTableProps {
  values: readonly TrendValue[];
  /** The position's name, for the caption. */
  positionName: string;
  /** How many draws the trend counted. */
  draws: number;
}

/**
 * One position's trend: each value, its hits (a bar and the number) and its miss streak; the
 * hottest values and the longest misses marked in words, not by colour alone. Scrolls inside.
 */
export function TrendTable({ values, positionName, draws }: TrendTableProps) {
  const { t } = useTranslation('lottery');
  const captionId = useId();
  const hits = values.map((value) => value.hits);
  const misses = values.map((value) => value.missStreak);
  const mostHits = Math.max(0, ...hits);
  const longestMiss = Math.max(0, ...misses);
  // A mark only singles something out: when every value shares the top, none is marked.
  const markHot = mostHits > 0 && Math.min(...hits) < mostHits;
  const markCold = longestMiss > 0 && Math.min(...misses) < longestMiss;

  return (
    <div className="lr-trend__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="lr-trend__table">
        <caption id={captionId} className="lr-trend__caption">
          {t('trend.caption', { position: positionName, draws })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('trend.value')}</th>
            <th scope="col">{t('trend.hits')}</th>
            <th scope="col">{t('trend.miss')}</th>
          </tr>
        </thead>
        <tbody>
          {values.map(({ value, hits: count, missStreak }) => {
            const hot = markHot && count === mostHits;
            const cold = markCold && missStreak === longestMiss;
            return (
              <tr key={value} className={hot ? 'lr-trend__row--hot' : undefined}>
                <th scope="row" className="lr-trend__value">
                  {value}
                </th>
                <td className="lr-trend__hits">
                  <span className="lr-trend__bar" aria-hidden="true">
                    <span
                      className="lr-trend__fill"
                      style={{ width: `${mostHits ? (count / mostHits) * 100 : 0}%` }}
                    />
                  </span>
                  <span className="lr-trend__count">{count}</span>
                  {hot && <span className="lr-tag lr-tag--hot">{t('trend.hot')}</span>}
                </td>
                <td className={cold ? 'lr-trend__miss lr-trend__miss--cold' : 'lr-trend__miss'}>
                  <span className="lr-trend__count">{missStreak}</span>
                  {cold && <span className="lr-tag lr-tag--cold">{t('trend.cold')}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { ResultShape } from '../utils/result-shape';

type Prizes = Extract<ResultShape, { kind: 'PRIZE_TABLE' }>['prizes'];

/** A Vietnamese result as its prize table: each prize's name and its numbers, special first. */
export function VietnamPrizeTable({ prizes }: { prizes: Prizes }) {
  const { t } = useTranslation('lottery');
  return (
    <table className="lr-prizes">
      <caption className="lb-visually-hidden">{t('results.prizeTable')}</caption>
      <tbody>
        {prizes.map(({ prize, numbers }) => (
          <tr key={prize} className={`lr-prizes__row lr-prizes__row--${prize.toLowerCase()}`}>
            <th scope="row" className="lr-prizes__name">
              {t(`prize.${prize}`)}
            </th>
            <td className="lr-prizes__numbers">
              <ul className="lr-prizes__list">
                {numbers.map((number, index) => (
                  <li key={index} className="lr-prizes__number">
                    {number}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

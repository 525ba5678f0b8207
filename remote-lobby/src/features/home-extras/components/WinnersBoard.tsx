import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, useRequest } from '@lobby/shared';
import { getWinners } from '../api/home-extras-api';

/** The board scrolls one entry up every 2000 ms, looping (spec section 9). */
export const WINNER_SCROLL_MS = 2000;
/** Entries visible at once. */
const VISIBLE = 4;

export function WinnersBoard({ currencySymbol = '￥' }: { currencySymbol?: string }) {
  const { t, i18n } = useTranslation('lobby');
  const language = i18n.language || 'EN';
  const { state } = useRequest(() => getWinners(language), `winners:${language}`);
  const [offset, setOffset] = useState(0);
  const count = state.status === 'success' ? state.data.length : 0;

  useEffect(() => {
    if (count <= VISIBLE) return;
    const timer = setInterval(
      () => setOffset((current) => (current + 1) % count),
      WINNER_SCROLL_MS,
    );
    return () => clearInterval(timer);
  }, [count]);

  if (state.status !== 'success' || count === 0) return null;
  const entries = state.data;
  // The list twice over, so the loop scrolls on without a visible jump.
  const loop = count > VISIBLE ? [...entries, ...entries] : entries;
  return (
    <section className="hx-winners" aria-label={t('home.winners')}>
      <h2 className="hx-winners__title">{t('home.winners')}</h2>
      <div className="hx-winners__window">
        <ul
          className="hx-winners__list"
          style={{ transform: `translateY(-${offset * 2.75}rem)` }}
          data-offset={offset}
        >
          {loop.map((entry, index) => (
            <li key={index} className="hx-winners__row" aria-hidden={index >= count}>
              <img src={entry.iconUrl} alt="" width="32" height="32" />
              <span className="hx-winners__name">{entry.customerName}</span>
              <span className="hx-winners__game">{entry.gameName}</span>
              <span className="hx-winners__amount">
                {formatMoney(entry.winAmount, currencySymbol)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { formatMoney } from '@lobby/shared';
import { directionOf, formatDay, formatSigned } from '../utils/format';

/**
 * A signed amount: sign, colour and (when given) a word under it, so the direction never rests
 * on colour alone.
 */
export function SignedAmount({
  amount,
  symbol,
  caption,
}: {
  amount: number;
  symbol?: string;
  caption?: string;
}) {
  const direction = directionOf(amount);
  return (
    <span className={`records-amount records-amount--${direction}`}>
      <span className="records-amount__value">{formatSigned(amount, symbol)}</span>
      {caption ? <span className="records-amount__caption"> {caption}</span> : null}
    </span>
  );
}

export interface Total {
  label: string;
  amount: number;
  /** Shown signed and coloured (net figures); otherwise a plain amount. */
  signed?: boolean;
  /** A count rather than money. */
  count?: boolean;
  /** The bottom line of the period: a row of its own, larger. */
  bottomLine?: boolean;
}

/** The totals of a period at the top of a screen, with the period the server resolved. */
export function TotalsCard({
  title,
  startDate,
  endDate,
  totals,
  symbol,
}: {
  title: string;
  startDate: string;
  endDate: string;
  totals: readonly Total[];
  symbol: string;
}) {
  const range =
    startDate === endDate
      ? formatDay(startDate)
      : `${formatDay(startDate)} – ${formatDay(endDate)}`;
  return (
    <section className="records-totals" aria-label={title}>
      <p className="records-totals__range">
        <span className="visually-hidden">{title}: </span>
        {range}
      </p>
      <dl className="records-totals__list">
        {totals.map((total) => (
          <div
            key={total.label}
            className={`records-totals__item${total.bottomLine ? ' records-totals__item--bottom-line' : ''}`}
          >
            <dt>{total.label}</dt>
            <dd>
              {total.count ? (
                total.amount
              ) : total.signed ? (
                <SignedAmount amount={total.amount} symbol={symbol} />
              ) : (
                formatMoney(total.amount, symbol)
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

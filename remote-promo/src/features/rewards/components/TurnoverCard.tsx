import { useTranslation } from 'react-i18next';
import type { Turnover } from '@lobby/platform-api/contract';
import { formatMoney } from '@lobby/shared';

/** The bonus turnover still owed: withdrawals wait until the member's stakes reach it. */
export function TurnoverCard({ turnover, symbol }: { turnover: Turnover; symbol: string }) {
  const { t } = useTranslation('promo');
  const money = (amount: number) => formatMoney(amount, symbol);
  if (turnover.required === 0) return null;
  return (
    <section className="rewards-turnover" aria-label={t('rewards.turnover.title')}>
      <p className="rewards-turnover__title">{t('rewards.turnover.title')}</p>
      <p className="rewards-turnover__remaining">{money(turnover.remaining)}</p>
      <progress
        className="rewards-turnover__bar"
        max={turnover.required}
        value={turnover.done}
        aria-label={t('rewards.turnover.progress', {
          done: money(turnover.done),
          required: money(turnover.required),
        })}
      />
      <p className="rewards-hint">
        {turnover.remaining > 0
          ? t('rewards.turnover.explain', {
              done: money(turnover.done),
              required: money(turnover.required),
            })
          : t('rewards.turnover.met')}
      </p>
    </section>
  );
}

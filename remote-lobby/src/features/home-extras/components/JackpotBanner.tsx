import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@lobby/shared';
import { getJackpot } from '../api/home-extras-api';
import { useJackpotTicker } from '../hooks/use-jackpot-ticker';

export function JackpotBanner() {
  const { t } = useTranslation('lobby');
  const [server, setServer] = useState<{ value: number; currencySymbol: string } | null>(null);
  useEffect(() => {
    let current = true;
    getJackpot().then(
      (answer) => current && setServer(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  const value = useJackpotTicker(server?.value ?? null);
  return (
    <section className="hx-jackpot" aria-label={t('home.jackpot')}>
      <span className="hx-jackpot__label">{t('home.jackpot')}</span>
      <strong className="hx-jackpot__value" data-testid="jackpot-value">
        {formatMoney(value, server?.currencySymbol ?? '￥')}
      </strong>
    </section>
  );
}

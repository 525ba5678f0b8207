import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Participation } from '@lobby/platform-api/contract';
import { formatMoney, refreshWallet, toast, TOAST_DURATIONS, apiErrorText } from '@lobby/shared';
import { useCurrencySymbol } from '@lobby/shared/currency-symbol';
import { claimBonus } from '../api/rewards-api';

/**
 * Claims an issued bonus: the balance is fetched again and `onDone` reloads the screen. One
 * claim at a time (the server pays once anyway).
 */
export function useClaim(onDone: () => void) {
  const { t } = useTranslation('promo');
  const symbol = useCurrencySymbol();
  const [claiming, setClaiming] = useState<number | null>(null);
  const claim = useCallback(
    async (participation: Participation) => {
      if (claiming !== null) return;
      setClaiming(participation.id);
      try {
        await claimBonus(participation.id);
        toast.success(
          t('rewards.claimed', { amount: formatMoney(participation.bonus ?? 0, symbol) }),
          TOAST_DURATIONS.short,
        );
        void refreshWallet();
        onDone();
      } catch (error) {
        toast.error(apiErrorText(error, t), TOAST_DURATIONS.short);
      } finally {
        setClaiming(null);
      }
    },
    [claiming, onDone, symbol, t],
  );
  return { claim, claiming };
}

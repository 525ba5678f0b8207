import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, safeSessionStorage, useRequest } from '@lobby/shared';
import { fetchRgState } from '../api/deposit';
import '@/components/wallet.css';

const DISMISSED_KEY = 'lobby.depositLimitPromptDismissed';

/**
 * Before the member's first deposit, an offer to set a deposit limit (responsible gaming), until
 * it is dismissed for this browser session or a deposit limit exists.
 */
export function DepositLimitPrompt() {
  const { t } = useTranslation('responsible');
  const [dismissed, setDismissed] = useState(
    () => safeSessionStorage.getItem(DISMISSED_KEY) === '1',
  );
  const { state } = useRequest(fetchRgState, 'deposit-rg-state');
  if (dismissed || state.status !== 'success') return null;
  const rg = state.data;
  const hasDepositLimit = rg.limits.some(
    (limit) => limit.kind === 'DEPOSIT' && limit.amount !== null,
  );
  if (!rg.firstDeposit || hasDepositLimit) return null;
  return (
    <section className="wallet-card deposit-limit-prompt" aria-labelledby="deposit-limit-prompt">
      <h2 id="deposit-limit-prompt" className="wallet-card__title">
        {t('depositPrompt.title')}
      </h2>
      <p className="wallet-card__lead">{t('depositPrompt.text')}</p>
      <div className="deposit-limit-prompt__actions">
        <Link className="lb-btn lb-btn--primary" to={paths.responsibleGaming}>
          {t('depositPrompt.set')}
        </Link>
        <button
          type="button"
          className="lb-btn lb-btn--ghost"
          onClick={() => {
            safeSessionStorage.setItem(DISMISSED_KEY, '1');
            setDismissed(true);
          }}
        >
          {t('depositPrompt.dismiss')}
        </button>
      </div>
    </section>
  );
}

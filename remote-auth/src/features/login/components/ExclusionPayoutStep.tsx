import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExclusionPayoutOffer, Withdrawal } from '@lobby/platform-api/contract';
import { formatDateTime, formatMoney, isApiError } from '@lobby/shared';
import { authApi } from '@/api/auth-api';
import { toastFailure } from '@/utils/errors';

type Step = 'choose' | 'confirm' | 'done';

interface Props {
  offer: ExclusionPayoutOffer;
  until: string;
  onClose: () => void;
}

/**
 * The money step of a refused login during a time-out or self-exclusion (issue 33 item 5): the
 * balance, a payout account on file, a confirmation before any money moves, and the result.
 * The offer's ticket can only request this payout; no session is opened.
 */
export function ExclusionPayoutStep({ offer, until, onClose }: Props) {
  const { t } = useTranslation(['auth', 'common']);
  const [step, setStep] = useState<Step>('choose');
  const [accountId, setAccountId] = useState(offer.accounts[0]!.id);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Withdrawal | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Each step's heading takes the focus, so a screen reader starts reading the new step.
  useEffect(() => headingRef.current?.focus(), [step]);

  const money = (amount: number) => formatMoney(amount, offer.currencySymbol);
  const account = offer.accounts.find((a) => a.id === accountId)!;
  const accountName = `${account.provider} ${account.accountNo}`;
  const locked = offer.withdrawable <= 0;

  async function confirm() {
    if (sending) return;
    setSending(true);
    try {
      setResult(await authApi.exclusionPayout({ ticket: offer.ticket, accountId }));
      setStep('done');
    } catch (error) {
      toastFailure(error, t);
      // A used or expired offer cannot be tried again: back to the login form.
      if (isApiError(error) && error.code === 'EXCLUSION_TICKET_INVALID') onClose();
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="auth-payout" aria-labelledby="exclusion-payout-title">
      <h2 id="exclusion-payout-title" ref={headingRef} tabIndex={-1} className="auth-payout__title">
        {t(step === 'done' ? 'exclusionPayout.doneTitle' : 'exclusionPayout.title')}
      </h2>
      {step === 'choose' && (
        <>
          <p>{t('exclusionPayout.intro', { until: formatDateTime(until) })}</p>
          <p className="auth-payout__balance">
            {t('exclusionPayout.balance')} <strong>{money(offer.balance)}</strong>
          </p>
          {locked ? (
            <p className="auth-notice" role="note">
              {t('exclusionPayout.turnoverLocked', { amount: money(offer.turnoverRemaining) })}
            </p>
          ) : (
            <fieldset className="auth-payout__accounts">
              <legend>{t('exclusionPayout.chooseAccount')}</legend>
              {offer.accounts.map((option) => (
                <label key={option.id} className="auth-payout__account">
                  <input
                    type="radio"
                    name="exclusion-payout-account"
                    value={option.id}
                    checked={option.id === accountId}
                    onChange={() => setAccountId(option.id)}
                  />
                  <span>
                    {option.provider} {option.accountNo} · {option.payeeName}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          {!locked && (
            <button
              type="button"
              className="lb-btn lb-btn--primary lb-btn--xl lb-btn--block"
              onClick={() => setStep('confirm')}
            >
              {t('exclusionPayout.request')}
            </button>
          )}
          <button type="button" className="lb-btn lb-btn--ghost lb-btn--block" onClick={onClose}>
            {t('exclusionPayout.notNow')}
          </button>
        </>
      )}
      {step === 'confirm' && (
        <>
          <p>
            {t('exclusionPayout.confirmText', {
              amount: money(offer.withdrawable),
              fee: money(offer.fee),
              net: money(offer.withdrawable - offer.fee),
              account: accountName,
            })}
          </p>
          <button
            type="button"
            className="lb-btn lb-btn--primary lb-btn--xl lb-btn--block"
            onClick={() => void confirm()}
            disabled={sending}
            aria-busy={sending}
          >
            {t('exclusionPayout.confirm')}
          </button>
          <button
            type="button"
            className="lb-btn lb-btn--ghost lb-btn--block"
            onClick={() => setStep('choose')}
            disabled={sending}
          >
            {t('exclusionPayout.back')}
          </button>
        </>
      )}
      {step === 'done' && result && (
        <>
          <p role="status">
            {t('exclusionPayout.doneText', {
              amount: money(result.netAmount),
              account: `${result.payoutAccount.provider} ${result.payoutAccount.accountNo}`,
              reference: result.withdrawalNo,
            })}
          </p>
          <button type="button" className="lb-btn lb-btn--primary lb-btn--block" onClick={onClose}>
            {t('exclusionPayout.close')}
          </button>
        </>
      )}
    </section>
  );
}

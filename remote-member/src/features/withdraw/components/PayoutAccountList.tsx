import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton, Modal, NoData, RequestError, toast, useRequest } from '@lobby/shared';
import type { PayoutAccount } from '@lobby/platform-api/contract';
import { fetchPayoutAccounts, removePayoutAccount } from '../api/withdraw';
import { PAYMENT_PASSWORD } from '../utils/forms';
import { serverErrorText } from '../utils/server-error';
import { PayoutAccountForm } from './PayoutAccountForm';
import { PinField } from './PinField';
import '@/components/wallet.css';
import '../withdraw.css';

/**
 * The member's payout accounts (security centre), masked: remove one with the payment password,
 * add one up to the platform's limit. The payment password must be set first.
 */
export function PayoutAccountList({
  maxAccounts,
  hasPaymentPassword,
  onChanged,
}: {
  maxAccounts: number;
  hasPaymentPassword: boolean;
  onChanged?: () => void;
}) {
  const { t } = useTranslation('wallet');
  const accounts = useRequest(fetchPayoutAccounts, 'payout-accounts');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PayoutAccount | null>(null);
  const changed = () => {
    accounts.reload();
    onChanged?.();
  };

  if (accounts.state.status === 'loading')
    return <ListSkeleton className="member-list-skeleton" sweep />;
  if (accounts.state.status === 'error') {
    return (
      <RequestError
        message={t('account.loadError')}
        onRetry={accounts.reload}
        className="member-state"
        retryClassName="lb-btn lb-btn--ghost"
      />
    );
  }
  const list = accounts.state.data;
  if (adding) {
    return (
      <PayoutAccountForm
        onDone={() => {
          setAdding(false);
          changed();
        }}
        onCancel={() => setAdding(false)}
      />
    );
  }
  return (
    <section className="wallet-card" aria-labelledby="payout-list-title">
      <h2 className="wallet-card__title" id="payout-list-title">
        {t('account.listTitle')}
      </h2>
      <p className="wallet-card__lead">{t('account.limitNote', { max: maxAccounts })}</p>
      {list.length === 0 ? (
        <NoData message={t('account.empty')} />
      ) : (
        <ul className="payout-list">
          {list.map((account) => (
            <li key={account.id} className="payout-list__item">
              <div>
                <p className="payout-list__name">
                  {account.provider} · {t(`account.kinds.${account.kind}`)}
                </p>
                <p className="payout-list__meta">
                  {account.accountNo} · {account.payeeName}
                </p>
                {account.sharedWithAnother ? (
                  <p className="payout-list__meta" role="note">
                    {t('account.shared')}
                  </p>
                ) : null}
              </div>
              <button
                type="button"
                className="lb-btn lb-btn--ghost"
                disabled={!hasPaymentPassword}
                aria-label={t('account.removeNamed', {
                  name: `${account.provider} ${account.accountNo}`,
                })}
                onClick={() => setRemoving(account)}
              >
                {t('account.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {!hasPaymentPassword ? <p className="wallet-card__lead">{t('account.needPin')}</p> : null}
      {hasPaymentPassword && list.length < maxAccounts ? (
        <button
          type="button"
          className="lb-btn lb-btn--primary lb-btn--block"
          onClick={() => setAdding(true)}
        >
          {t('account.addNew')}
        </button>
      ) : null}
      <RemoveDialog
        account={removing}
        onClose={() => setRemoving(null)}
        onRemoved={() => {
          setRemoving(null);
          changed();
        }}
      />
    </section>
  );
}

function RemoveDialog({
  account,
  onClose,
  onRemoved,
}: {
  account: PayoutAccount | null;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation('wallet');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const close = () => {
    setPin('');
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!account || sending) return;
    if (!PAYMENT_PASSWORD.test(pin)) {
      setError(t('password.pinRule'));
      return;
    }
    setSending(true);
    try {
      await removePayoutAccount(account.id, pin);
      toast.success(t('account.removed'));
      setPin('');
      setError(null);
      onRemoved();
    } catch (failure) {
      setError(serverErrorText(t, failure));
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      open={account !== null}
      onClose={close}
      title={t('account.removeTitle')}
      placement="sheet"
    >
      {account ? (
        <form className="wallet-form" noValidate onSubmit={(event) => void submit(event)}>
          <p className="wallet-card__lead">
            {account.provider} {account.accountNo} · {account.payeeName}
          </p>
          <PinField label={t('password.pin')} value={pin} onChange={setPin} error={error} />
          <div className="wallet-actions">
            <button type="button" className="lb-btn lb-btn--soft" onClick={close}>
              {t('cancel')}
            </button>
            <button type="submit" className="lb-btn lb-btn--primary" disabled={sending}>
              {t('account.remove')}
            </button>
          </div>
        </form>
      ) : null}
    </Modal>
  );
}

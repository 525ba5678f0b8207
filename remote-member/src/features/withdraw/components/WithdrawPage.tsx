import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawInfo } from '@lobby/platform-api/contract';
import {
  formatMoney,
  ListSkeleton,
  RequestError,
  useRealAccountGate,
  useRequest,
  LoginRedirect,
} from '@lobby/shared';
import { fetchWithdrawals, fetchWithdrawInfo } from '../api/withdraw';
import { PaymentPasswordForm } from './PaymentPasswordForm';
import { PayoutAccountForm } from './PayoutAccountForm';
import { WithdrawalList } from './WithdrawalList';
import { WithdrawForm } from './WithdrawForm';
import '@/components/wallet.css';
import '../withdraw.css';

/**
 * /m/withdraw: set a payment password first, then a payout account, then request; requests
 * wait for an operator (pending, paid, or rejected with the reason). Visitors log in first;
 * trial users are refused (free_reject, 2 s).
 */
export function WithdrawPage() {
  const { t } = useTranslation('wallet');
  const account = useRealAccountGate();
  if (account === 'visitor') return <LoginRedirect />;
  return (
    <div className="member-page wallet-page">
      <h1 className="member-page__title">{t('withdraw.title')}</h1>
      {account === 'member' ? <WithdrawContent /> : null}
    </div>
  );
}

function WithdrawContent() {
  const { t } = useTranslation('wallet');
  const info = useRequest(fetchWithdrawInfo, 'withdraw-info');
  const list = useRequest(() => fetchWithdrawals(), 'withdrawals');
  const [adding, setAdding] = useState(false);

  if (info.state.status === 'loading')
    return <ListSkeleton className="member-list-skeleton" sweep />;
  if (info.state.status === 'error') {
    return (
      <RequestError
        message={t('withdraw.loadError')}
        onRetry={info.reload}
        className="member-state"
        retryClassName="lb-btn lb-btn--ghost lb-btn--lg"
      />
    );
  }
  const data = info.state.data;
  const refresh = () => {
    info.reload();
    list.reload();
  };

  let step;
  if (!data.hasPaymentPassword) step = <PaymentPasswordForm onDone={info.reload} />;
  else if (data.payoutAccounts.length === 0 || adding) {
    step = (
      <PayoutAccountForm
        onDone={() => {
          setAdding(false);
          info.reload();
        }}
        onCancel={data.payoutAccounts.length > 0 ? () => setAdding(false) : undefined}
      />
    );
  } else {
    step = (
      <>
        <WithdrawForm info={data} onDone={refresh} />
        {data.payoutAccounts.length < data.maxPayoutAccounts ? (
          <button
            type="button"
            className="lb-btn lb-btn--ghost lb-btn--lg wallet-submit"
            onClick={() => setAdding(true)}
          >
            {t('account.add')}
          </button>
        ) : null}
      </>
    );
  }

  return (
    <div className="wallet-stack">
      <Balances info={data} />
      {data.turnoverRemaining > 0 ? (
        <p className="wallet-turnover" role="status">
          {t('withdraw.turnoverLeft', {
            amount: formatMoney(data.turnoverRemaining, data.currencySymbol),
            locked: formatMoney(data.bonusLocked, data.currencySymbol),
          })}
        </p>
      ) : null}
      {step}
      {data.hasPaymentPassword ? (
        <WithdrawalList
          state={list.state}
          onRetry={list.reload}
          currencySymbol={data.currencySymbol}
        />
      ) : null}
    </div>
  );
}

function Balances({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation('wallet');
  const money = (amount: number) => formatMoney(amount, info.currencySymbol);
  return (
    <dl className="wallet-balances">
      <div className="wallet-balances__main">
        <dt>{t('withdraw.withdrawable')}</dt>
        <dd>{money(info.withdrawable)}</dd>
      </div>
      <div>
        <dt>{t('withdraw.balance')}</dt>
        <dd>{money(info.balance)}</dd>
      </div>
      <div>
        <dt>{t('withdraw.onHold')}</dt>
        <dd>{money(info.onHold)}</dd>
      </div>
      {info.bonusLocked > 0 ? (
        <div>
          <dt>{t('withdraw.bonusLocked')}</dt>
          <dd>{money(info.bonusLocked)}</dd>
        </div>
      ) : null}
      {info.turnoverRemaining > 0 ? (
        <div className="wallet-balances__turnover">
          <dt>{t('withdraw.turnover')}</dt>
          <dd>{money(info.turnoverRemaining)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

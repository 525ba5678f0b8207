import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { DepositChannel, DepositOrder } from '@lobby/platform-api/contract';
import {
  ListSkeleton,
  Modal,
  NoData,
  RequestError,
  TabList,
  useRealAccountGate,
  useRequest,
  LoginRedirect,
} from '@lobby/shared';
import { fetchDepositChannels } from '../api/deposit';
import { useDepositTemplate } from '../hooks/use-deposit-template';
import { goToPayment } from '../utils/go-to-payment';
import { AmountForm } from './AmountForm';
import { BankTransferDetails } from './BankTransferDetails';
import { ChannelGrid } from './ChannelGrid';
import { ChannelList } from './ChannelList';
import { DepositLimitPrompt } from './DepositLimitPrompt';
import { OrderHistory } from './OrderHistory';
import { OrderResult } from './OrderResult';
import '@/components/wallet.css';
import '../deposit.css';

const TABS = ['deposit', 'orders'] as const;

/**
 * /m/voucherCenter: deposit. Channels, an amount, an order: e-wallet and QR orders go to the
 * provider's payment page (same tab), a bank transfer shows where to send the money. The order
 * history is the second tab; `?orderNo=` (back from the payment page) shows that order's result.
 * Visitors log in first; trial users are refused (free_reject, 2 s).
 */
export function DepositPage() {
  const { t } = useTranslation('wallet');
  const account = useRealAccountGate();
  const [search, setSearch] = useSearchParams();
  const [tab, setTab] = useState(0);

  if (account === 'visitor') return <LoginRedirect />;
  const orderNo = search.get('orderNo');
  return (
    <div className="member-page wallet-page">
      <h1 className="member-page__title">{t('deposit.title')}</h1>
      {account === 'member' ? (
        orderNo ? (
          <ResultOf orderNo={orderNo} onDone={() => setSearch({}, { replace: true })} />
        ) : (
          <TabList
            tabs={TABS.map((key) => ({ key, label: t(`deposit.tabs.${key}`) }))}
            selected={tab}
            onSelect={setTab}
            label={t('deposit.title')}
            className="wallet-tabs"
          >
            {TABS[tab] === 'deposit' ? <DepositPanel /> : <OrdersPanel />}
          </TabList>
        )
      ) : null}
    </div>
  );
}

function useChannels() {
  return useRequest(fetchDepositChannels, 'deposit-channels');
}

function ResultOf({ orderNo, onDone }: { orderNo: string; onDone: () => void }) {
  const { state } = useChannels();
  const symbol = state.status === 'success' ? state.data.currencySymbol : '';
  return <OrderResult orderNo={orderNo} currencySymbol={symbol} onDone={onDone} />;
}

function OrdersPanel() {
  const { state } = useChannels();
  const symbol = state.status === 'success' ? state.data.currencySymbol : '';
  return <OrderHistory currencySymbol={symbol} />;
}

function DepositPanel() {
  const { t } = useTranslation('wallet');
  const template = useDepositTemplate();
  const { state, reload } = useChannels();
  const [chosen, setChosen] = useState<DepositChannel | null>(null);
  const [bankOrder, setBankOrder] = useState<DepositOrder | null>(null);

  if (state.status === 'loading') return <ListSkeleton className="member-list-skeleton" sweep />;
  if (state.status === 'error') {
    return (
      <RequestError
        message={t('deposit.loadError')}
        onRetry={reload}
        className="member-state"
        retryClassName="lb-btn lb-btn--ghost lb-btn--lg"
      />
    );
  }
  const { channels, currencySymbol } = state.data;
  if (channels.length === 0) return <NoData message={t('deposit.noChannels')} />;

  const created = (order: DepositOrder) => {
    if (order.payUrl) {
      // The provider's hosted page (the platform's sandbox here), in this tab; it links back.
      goToPayment(order.payUrl);
      return;
    }
    setChosen(null);
    setBankOrder(order);
  };

  if (bankOrder) {
    return (
      <div className="wallet-stack">
        <BankTransferDetails order={bankOrder} currencySymbol={currencySymbol} />
        <button
          type="button"
          className="lb-btn lb-btn--ghost lb-btn--lg wallet-submit"
          onClick={() => setBankOrder(null)}
        >
          {t('bank.done')}
        </button>
      </div>
    );
  }

  // The base template shows the form at once, for the first channel until another is chosen.
  const current = chosen ?? (template === 'base' ? channels[0]! : null);
  const form = current ? (
    <AmountForm
      key={current.code}
      channel={current}
      currencySymbol={currencySymbol}
      onCreated={created}
    />
  ) : null;

  if (template === 'new') {
    return (
      <div className="wallet-stack wallet-stack--new">
        <DepositLimitPrompt />
        <ChannelGrid channels={channels} currencySymbol={currencySymbol} onChoose={setChosen} />
        <Modal
          open={chosen !== null}
          onClose={() => setChosen(null)}
          title={chosen?.name}
          placement="sheet"
        >
          {form}
        </Modal>
      </div>
    );
  }
  return (
    <div className="wallet-stack wallet-stack--base">
      <DepositLimitPrompt />
      <ChannelList
        channels={channels}
        currencySymbol={currencySymbol}
        selected={current?.code ?? null}
        onChoose={setChosen}
      />
      {form ? <section className="wallet-card">{form}</section> : null}
    </div>
  );
}

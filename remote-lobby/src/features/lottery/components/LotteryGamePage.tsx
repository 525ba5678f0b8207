import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshWallet, RequestError, Spinner, TabList, useRequest } from '@lobby/shared';
import type { FamilyCode } from '@lobby/platform-api/lottery-rules';
import { lgw } from '../api/lgw-api';
import { useDrawClock } from '../hooks/use-draw-clock';
import { serverNow } from '../utils/server-clock';
import { BetPanel } from './BetPanel';
import { GameHeader } from './GameHeader';
import { LotteryProblem } from './LotteryProblem';
import { MyOrdersPanel } from './MyOrdersPanel';
import { ResultsPanel } from './ResultsPanel';
import { TrendPanel } from './TrendPanel';
import '../lottery-game.css';

const TABS = ['bet', 'orders', 'results', 'trend'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABEL: Record<Tab, string> = {
  bet: 'page.tabBet',
  orders: 'page.tabOrders',
  results: 'page.tabResults',
  trend: 'page.tabTrend',
};

export interface LotteryGamePageProps {
  gameId: number;
  prizeMode: 'Lott' | 'Elott';
  currencySymbol: string;
  /** The balance the session opened with. */
  initialBalance: number | null;
  onClose: () => void;
  onSwitchGame: (gameId: number) => void;
}

/**
 * The lottery game page (issue 32): the header with the draw on sale, its countdown and the last
 * result, then Bet, My orders, Results and Trend. The page holds the balance: orders and cancels
 * answer it, a new result reads it again (a win was paid), and the shell's header hears of it.
 */
export function LotteryGamePage({
  gameId,
  prizeMode,
  currencySymbol,
  initialBalance,
  onClose,
  onSwitchGame,
}: LotteryGamePageProps) {
  const { t, i18n } = useTranslation('lottery');
  const panelId = useId();
  const [tab, setTab] = useState<Tab>('bet');
  const [balance, setBalance] = useState<number | null>(initialBalance);
  const [ordersKey, setOrdersKey] = useState(0);
  const games = useRequest(() => lgw.games(), `lgw-games:${i18n.language}`);
  const clock = useDrawClock(gameId);

  const onBalance = useCallback((next: number) => {
    setBalance(next);
    setOrdersKey((key) => key + 1);
    // The shell's header shows the member's balance too (when this tab is signed in).
    void refreshWallet().catch(() => undefined);
  }, []);

  // A new result settles the draw: a win may have been paid.
  useEffect(() => {
    if (clock.resultKey === 0) return;
    setOrdersKey((key) => key + 1);
    lgw.balance().then(
      (answer) => {
        setBalance(answer.balance);
        void refreshWallet().catch(() => undefined);
      },
      () => undefined,
    );
  }, [clock.resultKey]);

  if (games.state.status === 'loading' || (clock.status === 'loading' && !clock.current)) {
    return (
      <div className="lg-state" role="status" aria-label={t('page.loading')}>
        <Spinner />
      </div>
    );
  }
  const failed = games.state.status === 'error' || (clock.status === 'error' && !clock.current);
  if (failed) {
    return (
      <RequestError
        message={t('page.loadFailed')}
        onRetry={() => {
          games.reload();
          clock.reload();
        }}
        className="lg-state"
        retryClassName="lb-btn lb-btn--primary lb-btn--lg"
      />
    );
  }
  const list = games.state.status === 'success' ? games.state.data.list : [];
  const game = list.find((entry) => entry.gameId === gameId);
  if (!game) {
    return <LotteryProblem message={t('page.unknownGame')} onBack={onClose} />;
  }
  const family = game.family as FamilyCode;
  const refreshKey = ordersKey + clock.resultKey;

  return (
    <div className="lg-page">
      <GameHeader
        game={game}
        games={list}
        clock={clock}
        balance={balance}
        currencySymbol={currencySymbol}
        onClose={onClose}
        onSwitchGame={onSwitchGame}
      />
      <TabList
        tabs={TABS.map((key) => ({ key, label: t(TAB_LABEL[key]) }))}
        selected={TABS.indexOf(tab)}
        onSelect={(index) => setTab(TABS[index]!)}
        label={t('page.gameTabs')}
        className="lg-tabs"
        tabIdPrefix={panelId}
      >
        {tab === 'bet' &&
          (game.available ? (
            <BetPanel
              gameId={gameId}
              gameName={game.gameName}
              family={family}
              prizeMode={prizeMode}
              onSale={clock.current}
              serverNow={serverNow}
              balance={balance}
              onBalance={onBalance}
            />
          ) : (
            <p className="lg-state">{t('page.notAvailable')}</p>
          ))}
        {tab === 'orders' && (
          <MyOrdersPanel
            gameId={gameId}
            games={list}
            serverNow={serverNow}
            onBalance={onBalance}
            refreshKey={refreshKey}
          />
        )}
        {tab === 'results' && (
          <ResultsPanel gameId={gameId} family={family} refreshKey={clock.resultKey} />
        )}
        {tab === 'trend' && (
          <TrendPanel gameId={gameId} family={family} refreshKey={clock.resultKey} />
        )}
      </TabList>
    </div>
  );
}

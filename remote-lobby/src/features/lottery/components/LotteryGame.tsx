import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, Spinner } from '@lobby/shared';
import { errorText } from '@/utils/error-text';
import { lgw } from '../api/lgw-api';
import { closePlaySession, heldPlaySession, openPlaySession } from '../api/play-session';
import { LotteryProblem } from './LotteryProblem';
import { LotteryGamePage, type LotteryGamePageProps } from './LotteryGamePage';
import { useMerchantSkin } from '../hooks/use-merchant-skin';

type Opened = { currencySymbol: string; balance: number | null };

/**
 * Opens the page's play session — from the launch ticket when there is one, else the one this
 * tab already holds (a reload) — then shows the game. Without either: the session has ended,
 * with the way back.
 */
export function LotteryGame({
  ticket,
  waitForTicket,
  ...page
}: {
  ticket: string | null;
  /** The launch is still on its way: no session yet, and none to look for. */
  waitForTicket: boolean;
} & Omit<LotteryGamePageProps, 'currencySymbol' | 'initialBalance'>) {
  const { t } = useTranslation('lottery');
  useMerchantSkin();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (waitForTicket) return;
    let live = true;
    const held = heldPlaySession();
    const open: Promise<Opened> = ticket
      ? openPlaySession(ticket)
      : held
        ? lgw.balance().then(
            (answer) => ({ currencySymbol: answer.currencySymbol, balance: answer.balance }),
            (failure: unknown) => {
              if (isApiError(failure) && failure.code === 'TICKET_INVALID') {
                closePlaySession();
                throw failure;
              }
              // Offline or slow: play on, the balance shows once an answer brings it.
              return { currencySymbol: held.currencySymbol, balance: null };
            },
          )
        : Promise.reject(new Error('no session'));
    open.then(
      (session) => {
        if (live) setOpened({ currencySymbol: session.currencySymbol, balance: session.balance });
      },
      (failure: unknown) => {
        if (!live) return;
        const expired = !isApiError(failure) || failure.code === 'TICKET_INVALID';
        setError(expired ? t('page.sessionExpired') : errorText(t, failure));
      },
    );
    return () => {
      live = false;
    };
  }, [ticket, waitForTicket, t]);

  if (error) {
    return <LotteryProblem message={error} onBack={page.onClose} />;
  }
  if (!opened) {
    return (
      <div className="lg-state" role="status" aria-label={t('page.loading')}>
        <Spinner />
      </div>
    );
  }
  return (
    <LotteryGamePage
      {...page}
      currencySymbol={opened.currencySymbol}
      initialBalance={opened.balance}
    />
  );
}

import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  NoData,
  PageTitleBar,
  paths,
  RequestError,
  Spinner,
  TabList,
  useRequest,
  withQuery,
} from '@lobby/shared';
import { gameName } from '../utils/game-name';
import { GameIcon } from './GameIcon';
import { listLotteries, lotteryMenu } from '../api/lottery-api';
import { useLotteryDrawTimes } from '../hooks/use-lottery-draw-times';
import { LotteryDrawLine } from './LotteryDrawLine';
import '../game-list.css';
import '../lottery.css';

/** /m/lottery: the platform's lotteries by menu category, each opening /m/startLottery. */
export function LotteryListScreen() {
  const { t, i18n } = useTranslation('lobby');
  const language = i18n.language || 'EN';
  const { state, reload } = useRequest(
    () => Promise.all([lotteryMenu(), listLotteries(language)]),
    `lottery:${language}`,
  );
  const [category, setCategory] = useState<string | null>(null);
  const draws = useLotteryDrawTimes();

  let body;
  if (state.status === 'loading') {
    body = (
      <div className="lot-list__loading" role="status" aria-label={t('loading')}>
        <Spinner />
      </div>
    );
  } else if (state.status === 'error') {
    body = (
      <RequestError
        message={t('lottery.error')}
        onRetry={reload}
        className="lot-list__error"
        retryClassName="lb-btn lb-btn--primary lb-btn--lg"
      />
    );
  } else {
    const [menu, games] = state.data;
    const categories = menu.filter((entry) => entry.vendors.length > 0);
    const chosen = category ?? categories[0]?.gameCategory ?? 'LOTT';
    const shown = games.filter((game) => game.gameType === chosen);
    // The category's vendors in the menu's order; a game of a vendor the menu does not list
    // still shows, under its own vendor code.
    const listed = categories.find((entry) => entry.gameCategory === chosen)?.vendors ?? [];
    const vendors = [
      ...listed,
      ...[...new Set(shown.map((game) => game.vassalage))]
        .filter((code) => !listed.some((vendor) => vendor.vassalage === code))
        .map((code) => ({ vassalage: code, displayName: code, gameCount: 0 })),
    ];
    body = (
      <>
        <TabList
          tabs={categories.map((entry) => ({
            key: entry.gameCategory,
            label: t(`category.${entry.gameCategory}`),
          }))}
          selected={categories.findIndex((entry) => entry.gameCategory === chosen)}
          onSelect={(index) => setCategory(categories[index]!.gameCategory)}
          label={t('lottery.categories')}
          className="lot-tabs"
        />
        {shown.length === 0 ? (
          <NoData />
        ) : (
          vendors.map((vendor) => {
            const own = shown.filter((game) => game.vassalage === vendor.vassalage);
            if (own.length === 0) return null;
            const headingId = `lot-vendor-${vendor.vassalage}`;
            return (
              <section
                key={vendor.vassalage}
                className="lot-list__vendor"
                aria-labelledby={headingId}
              >
                <h2 id={headingId} className="lot-list__vendor-name">
                  {vendor.displayName}
                </h2>
                <ul className="lot-list__games">
                  {own.map((game) => (
                    <li key={game.nodeId}>
                      <Link
                        className="lot-list__game"
                        to={withQuery(paths.startLottery, {
                          mui: game.vassalage,
                          playType: game.playType,
                          gameId: game.nodeId,
                        })}
                      >
                        <GameIcon src={game.iconUrl} alt="" />
                        <span className="lot-list__name">{gameName(game)}</span>
                        <LotteryDrawLine
                          game={draws.times?.list.find((entry) => entry.gameId === game.nodeId)}
                          now={draws.now}
                        />
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })
        )}
      </>
    );
  }

  return (
    <section className="lot-list" aria-label={t('lottery.title')}>
      <PageTitleBar title={t('lottery.title')} className="lb-page-bar" />
      {body}
    </section>
  );
}

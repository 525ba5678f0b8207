import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  BackIcon,
  NoData,
  paths,
  RequestError,
  Spinner,
  useGoBack,
  useIsLoggedIn,
  withQuery,
  useLoginRedirect,
} from '@lobby/shared';
import type { Game } from '@lobby/platform-api/contract';
import { useHotGames } from '../hooks/use-hot-games';
import { useVendorGameTypes } from '../hooks/use-lobby-data';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useFavourites } from '../hooks/use-favourites';
import { useGameList } from '../hooks/use-game-list';
import { useLaunchGame } from '../hooks/use-launch-game';
import { hasFilters, hasMore, type Filters } from '../utils/list-state';
import { isMembersOnlyTab, LIST_TABS, type ListTab } from '../utils/game-type-from-route';
import { needsGroupVendors } from '../utils/category-request';
import { screenGameTypes, screenVendors } from '../utils/screen-vendors';
import { SEARCH_DEBOUNCE_MS } from '../utils/timing';
import { FilterPanel } from './FilterPanel';
import { GameGrid } from './GameGrid';
import { GamePlayer } from './GamePlayer';
import { ListTabs } from './ListTabs';
import { FAVOURITES, HOT, VendorMenu, VIEW_ALL } from './VendorMenu';

interface GameListScreenProps {
  gameType: string;
  tab: ListTab;
  vassalage?: string;
}

/** The game list screen of one game type (the route decides which; see GameListRoute). */
export function GameListScreen({ gameType, tab, vassalage }: GameListScreenProps) {
  const { t, i18n } = useTranslation('lobby');
  const headingId = useId();
  const language = i18n.language || 'EN';
  const navigate = useNavigate();
  const toLogin = useLoginRedirect();
  const loggedIn = useIsLoggedIn();
  const initialTab = isMembersOnlyTab(tab) && !loggedIn ? 'all' : tab;
  const vendorData = useVendorGameTypes();
  // An e-sport or cockfight list is SPORTS narrowed to its vendors: known once the vendor
  // mapping is; without it (failed) the list asks for the chosen vendor only.
  const groupVendors = !needsGroupVendors(gameType)
    ? undefined
    : vendorData.state.status === 'success'
      ? (vendorData.state.data.mapping[gameType] ?? [])
      : vendorData.state.status === 'error'
        ? []
        : undefined;
  const { state, dispatch } = useGameList(
    gameType,
    initialTab,
    { vassalage },
    language,
    groupVendors,
  );
  const hot = useHotGames(gameType === 'ALL' ? undefined : gameType);
  const { playing, launch, close } = useLaunchGame();
  const [filterOpen, setFilterOpen] = useState(false);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  const onRemoved = useCallback(
    (game: Game) => {
      if (state.dataType === 'fav') dispatch({ type: 'removeGame', nodeId: game.nodeId });
    },
    [dispatch, state.dataType],
  );
  const { ids, toggle } = useFavourites(onRemoved);

  useEffect(() => {
    dispatch({ type: 'search', gameName: debouncedSearch.trim() });
  }, [debouncedSearch, dispatch]);

  useEffect(() => {
    if (isMembersOnlyTab(tab) && !loggedIn) toLogin();
  }, [tab, loggedIn, navigate, toLogin]);

  const vendors = useMemo(
    () =>
      vendorData.state.status === 'success' ? screenVendors(vendorData.state.data, gameType) : [],
    [vendorData.state, gameType],
  );
  const gameTypes =
    vendorData.state.status === 'success' ? screenGameTypes(vendorData.state.data) : [gameType];
  const vendorNames = useMemo(
    () =>
      new Map(
        vendorData.state.status === 'success'
          ? vendorData.state.data.categories.flatMap((category) =>
              category.vendors.map((item) => [item.vassalage, item.displayName] as const),
            )
          : [],
      ),
    [vendorData.state],
  );
  const hasHot = hot.state.status === 'success' && hot.state.data.length > 0;
  const tabs = LIST_TABS.filter((item) => item !== 'hot' || hasHot);
  const showTabs = gameType !== 'BINGO';

  const selectTab = (next: ListTab) => {
    if (isMembersOnlyTab(next) && !loggedIn) {
      toLogin();
      return;
    }
    setSearch('');
    dispatch({ type: 'tab', tab: next });
  };

  const chooseVendor = (choice: string) => {
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
    if (choice === HOT) selectTab('hot');
    else if (choice === FAVOURITES) selectTab('fav');
    else
      dispatch({
        type: 'filter',
        filters: { ...state.filters, vassalage: choice === VIEW_ALL ? undefined : choice },
      });
  };

  const goBack = useGoBack();

  const vendor = vendors.find((item) => item.vassalage === state.filters.vassalage);
  const vendorChoice =
    state.dataType === 'hot'
      ? HOT
      : state.dataType === 'fav'
        ? FAVOURITES
        : (state.filters.vassalage ?? VIEW_ALL);

  if (playing) return <GamePlayer playing={playing} onClose={close} />;

  return (
    <section className="gl" aria-labelledby={headingId}>
      {/* The bar has no room for a title: the category is the page's heading for screen readers. */}
      <h1 id={headingId} className="lb-visually-hidden">
        {t(`category.${gameType}`, { defaultValue: gameType })}
      </h1>
      <div className="gl-bar">
        <button type="button" className="gl-bar__icon" aria-label={t('list.back')} onClick={goBack}>
          <BackIcon />
        </button>
        <input
          className="gl-bar__search"
          type="search"
          maxLength={100}
          value={search}
          placeholder={t('list.searchPlaceholder')}
          aria-label={t('list.search')}
          onChange={(event) => setSearch(event.target.value)}
        />
        <button
          type="button"
          className="gl-bar__filter"
          aria-expanded={filterOpen}
          onClick={() => setFilterOpen((open) => !open)}
        >
          {/* named "Filter" and then what it shows (All, or the chosen vendor) */}
          <span className="lb-visually-hidden">{t('list.filter')}</span>
          {vendor ? (
            <img src={vendor.iconUrl} alt="" width="22" height="22" />
          ) : (
            <span className="gl-bar__all">{t('list.all')}</span>
          )}
          <span className="gl-bar__vendor">{vendor ? vendor.displayName : ''}</span>
        </button>
      </div>
      {filterOpen && (
        <FilterPanel
          gameType={gameType}
          gameTypes={gameTypes}
          vendors={vendors}
          filters={state.filters}
          gameName={state.gameName}
          onGameType={(next) => {
            setFilterOpen(false);
            navigate(withQuery(paths.gameList, { gameType: next }));
          }}
          onApply={(filters: Filters, gameName: string) => {
            setFilterOpen(false);
            setSearch(gameName);
            dispatch({ type: 'filter', filters });
            if (gameName !== state.gameName) dispatch({ type: 'search', gameName });
          }}
          onReset={() => {
            setFilterOpen(false);
            setSearch('');
            dispatch({ type: 'filter', filters: {} });
          }}
        />
      )}
      {vendors.length > 0 && (
        <VendorMenu vendors={vendors} selected={vendorChoice} onSelect={chooseVendor} />
      )}
      {showTabs && (
        <ListTabs
          tabs={tabs}
          selected={state.dataType === 'filter' ? 'all' : state.tab}
          onSelect={selectTab}
        />
      )}
      {hasFilters(state.filters) && (
        <p className="gl-active-filter" role="status">
          {t('list.filtered')}
        </p>
      )}
      {state.status === 'error' && state.games.length === 0 ? (
        <RequestError
          message={t('list.error')}
          onRetry={() => dispatch({ type: 'retry' })}
          className="gl-state"
          retryClassName="lb-btn lb-btn--primary lb-btn--lg"
        />
      ) : state.status !== 'loading' && state.games.length === 0 ? (
        <NoData />
      ) : (
        <GameGrid
          games={state.games}
          vendorNames={vendorNames}
          favourites={ids}
          canLoadMore={state.status === 'idle' && hasMore(state)}
          onLoadMore={() => dispatch({ type: 'loadMore' })}
          onLaunch={launch}
          onToggleFavourite={toggle}
        />
      )}
      {state.status === 'loading' &&
        (state.games.length > 0 ? (
          <p className="gl-loading gl-loading--more" role="status">
            <Spinner size={20} />
            <span>{t('list.loadingMore')}</span>
          </p>
        ) : (
          <div className="gl-loading" role="status" aria-label={t('loading')}>
            <Spinner />
          </div>
        ))}
      {state.status === 'idle' && state.games.length > 0 && !hasMore(state) && (
        <p className="gl-end" role="status">
          <span className="gl-end__title">{t('list.noMore')}</span>
          <span>{t('list.end', { count: state.games.length })}</span>
        </p>
      )}
      <span
        hidden
        data-testid="list-state"
        data-type={state.dataType}
        data-count={state.games.length}
      />
    </section>
  );
}

import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Game } from '@lobby/platform-api/contract';
import { gameName } from '../utils/game-name';
import { sharedNames } from '../utils/shared-names';
import { LOAD_MORE_DISTANCE_PX, LOAD_MORE_THROTTLE_MS, trailingThrottle } from '@lobby/shared';
import { GameCard } from './GameCard';

export const GRID_COLUMNS = 3;
const GAP_PX = 10;
/** Height of the name under a square icon. */
const NAME_PX = 34;
/** Rows rendered beyond the viewport on each side. */
const OVERSCAN_ROWS = 2;

interface GameGridProps {
  games: Game[];
  /** Vendor display names by code, for tiles whose name another vendor uses too. */
  vendorNames: ReadonlyMap<string, string>;
  favourites: ReadonlySet<number>;
  canLoadMore: boolean;
  onLoadMore: () => void;
  onLaunch: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
}

function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * The game grid, virtualized by rows against the window's scroll: however long the list, only
 * the rows near the viewport are mounted. Near the end (300 px) it asks for the next page,
 * at most once per second, and the last scroll event of a second is never dropped.
 */
export function GameGrid({
  games,
  vendorNames,
  favourites,
  canLoadMore,
  onLoadMore,
  onLaunch,
  onToggleFavourite,
}: GameGridProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const width = useWidth(listRef);
  const tile = width > 0 ? (width - GAP_PX * (GRID_COLUMNS - 1)) / GRID_COLUMNS : 110;
  const rowHeight = Math.round(tile + NAME_PX + GAP_PX);
  const rows = Math.ceil(games.length / GRID_COLUMNS);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const element = listRef.current;
    if (element) setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
  }, [width]);

  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
  });
  useEffect(() => {
    virtualizer.measure();
  }, [rowHeight, virtualizer]);

  const loadMoreRef = useRef(onLoadMore);
  const canLoadMoreRef = useRef(canLoadMore);
  useLayoutEffect(() => {
    loadMoreRef.current = onLoadMore;
    canLoadMoreRef.current = canLoadMore;
  });
  const check = useMemo(
    () =>
      trailingThrottle(() => {
        if (!canLoadMoreRef.current) return;
        const remaining =
          document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
        if (remaining <= LOAD_MORE_DISTANCE_PX) loadMoreRef.current();
      }, LOAD_MORE_THROTTLE_MS),
    [],
  );
  useEffect(() => {
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      window.removeEventListener('scroll', check);
      check.cancel();
    };
  }, [check]);
  // A page that does not fill the screen cannot be scrolled: check once the page has settled.
  useEffect(() => {
    if (!canLoadMore) return;
    const timer = window.setTimeout(check, LOAD_MORE_THROTTLE_MS);
    return () => window.clearTimeout(timer);
  }, [canLoadMore, games.length, check]);

  const shared = useMemo(() => sharedNames(games), [games]);
  const items = virtualizer.getVirtualItems();
  return (
    <div
      ref={listRef}
      className="gl-grid"
      role="list"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.map((row) => {
        const rowGames = games.slice(row.index * GRID_COLUMNS, (row.index + 1) * GRID_COLUMNS);
        return (
          <div
            key={row.key}
            className="gl-grid__row"
            style={{
              height: rowHeight - GAP_PX,
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              gridTemplateColumns: `repeat(${GRID_COLUMNS}, 1fr)`,
              columnGap: GAP_PX,
            }}
          >
            {rowGames.map((game, column) => (
              <div
                role="listitem"
                key={game.nodeId}
                className="gl-grid__cell"
                // only the rows near the screen are mounted: each tile says where it stands
                aria-setsize={games.length}
                aria-posinset={row.index * GRID_COLUMNS + column + 1}
              >
                <GameCard
                  game={game}
                  vendorName={
                    shared.has(gameName(game))
                      ? (vendorNames.get(game.vassalage) ?? game.vassalage)
                      : undefined
                  }
                  favourite={favourites.has(game.nodeId)}
                  onLaunch={onLaunch}
                  onToggleFavourite={onToggleFavourite}
                />
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}

import { act, cleanup, screen } from '@testing-library/react';
import { initTestI18n, renderAt } from '@lobby/shared/testing';
import type { Game } from '@lobby/platform-api/contract';
import { FIRST_TILES, GameStrip } from './GameStrip';

const game = (nodeId: number): Game => ({
  nodeId,
  vassalage: 'PG',
  gameName: `Slot ${nodeId}`,
  nodeName: `Slot ${nodeId}`,
  displayName: `Slot ${nodeId}`,
  showIcon: true,
  iconUrl: `/wps/img/game/${nodeId}.svg`,
  gameId: String(nodeId),
  gameType: 'RNG',
  mobileLargeIcon: '',
  roomId: null,
  supportPlay: true,
  gameClassifyNew: null,
  gameCode: String(nodeId),
  isGameH5: true,
  playType: 'trad',
  minBet: 0.1,
});

const SIXTY = Array.from({ length: 60 }, (_, index) => game(index + 1));

/** An IntersectionObserver the test moves: `near()` reports every observed element in view. */
function installObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  class FakeObserver {
    targets: Element[] = [];
    constructor(private callback: IntersectionObserverCallback) {
      observers.push(this as unknown as (typeof observers)[number]);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.targets = [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FakeObserver,
  });
  return {
    // the strip's marker below its rendered rows (the icons are watched too, see below)
    observed: () =>
      observers
        .flatMap((observer) => observer.targets)
        .filter((target) => target.tagName !== 'IMG'),
    icons: () =>
      observers
        .flatMap((observer) => observer.targets)
        .filter((target) => target.tagName === 'IMG'),
    near: () =>
      act(() => {
        for (const observer of observers)
          for (const target of observer.targets)
            observer.callback(
              [{ isIntersecting: true, target } as unknown as IntersectionObserverEntry],
              observer as unknown as IntersectionObserver,
            );
      }),
  };
}

/** The home lobby's Slots strip, limited to `limit` games of sixty. */
function renderSlotsStrip(limit: number) {
  renderAt(
    '/',
    <GameStrip
      label="Slots"
      showHead
      games={SIXTY}
      moreTo="/m/rng"
      limit={limit}
      onLaunch={jest.fn()}
    />,
  );
}

describe('GameStrip', () => {
  beforeAll(() => initTestI18n(['common', 'lobby']));
  afterEach(() => {
    cleanup();
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('renders the first rows of a long list at once and the rest once they come near view', () => {
    const viewport = installObserver();
    renderAt(
      '/',
      <GameStrip label="Hot" showHead={false} games={SIXTY} moreTo="/m/hot" onLaunch={jest.fn()} />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_TILES);
    expect(screen.getByRole('button', { name: `Slot ${FIRST_TILES}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Slot ${FIRST_TILES + 1}` })).toBeNull();
    expect(viewport.observed()).toHaveLength(1);

    viewport.near();
    expect(screen.getAllByRole('listitem')).toHaveLength(60);
    expect(screen.getByRole('button', { name: 'Slot 60' })).toBeInTheDocument();
    // nothing left to watch
    expect(viewport.observed()).toHaveLength(0);
  });

  it('renders a limited strip whole, without watching the viewport', () => {
    const viewport = installObserver();
    renderSlotsStrip(6);
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    expect(viewport.observed()).toHaveLength(0);
  });

  it("loads a tile's icon only once it comes near view", () => {
    const viewport = installObserver();
    renderSlotsStrip(3);
    const icon = screen.getByRole('img', { name: 'Slot 1' });
    expect(icon.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(viewport.icons()).toHaveLength(3);
    viewport.near();
    expect(icon).toHaveAttribute('src', '/wps/img/game/1.svg');
    expect(viewport.icons()).toHaveLength(0);
  });

  it('renders everything where the browser has no IntersectionObserver', () => {
    renderAt(
      '/',
      <GameStrip label="Hot" showHead={false} games={SIXTY} moreTo="/m/hot" onLaunch={jest.fn()} />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(60);
  });
});

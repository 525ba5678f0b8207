import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startHomeLobbyReads } from '../api/start-home-lobby-reads';
import { GamePlayer } from './GamePlayer';
import { useLaunchGame } from '../hooks/use-launch-game';
import { useLaunchVendor } from '../hooks/use-launch-vendor';
import { useVendorGameTypes } from '../hooks/use-lobby-data';
import { directVendor, HOT_TAB, lobbyTabs, regroupCategories } from '../utils/entrance-rules';
import { CategoryPanel } from './CategoryPanel';
import { HotGames } from './HotGames';
import { LobbyTabs, tabId } from './LobbyTabs';
import { LobbyError, LobbySkeleton } from './LobbyStates';
import '../home-lobby.css';

const PANEL_ID = 'lobby-panel';

// Loading this module means home is about to show the lobby: its reads start now.
startHomeLobbyReads();

/** The home page's game lobby: Hot plus the vendor categories in server order. */
export function HomeLobby() {
  const { t } = useTranslation('lobby');
  const { state, reload } = useVendorGameTypes();
  const [chosen, setChosen] = useState(HOT_TAB);
  const sectionRef = useRef<HTMLElement>(null);
  // The same launch flow as the game list screen: login for visitors, else the in-page player.
  const { playing, launch, close } = useLaunchGame();
  const launchVendor = useLaunchVendor(launch);

  useEffect(() => {
    if (playing) sectionRef.current?.scrollIntoView?.();
  }, [playing]);

  // Scrolled past the top of the lobby (below the banner): bring the lobby back into view.
  function bringIntoView() {
    const section = sectionRef.current;
    if (section && section.getBoundingClientRect().top < 0) section.scrollIntoView?.();
  }

  function body() {
    if (playing) return <GamePlayer playing={playing} onClose={close} />;
    if (state.status === 'loading') return <LobbySkeleton />;
    if (state.status === 'error') return <LobbyError message={t('error')} onRetry={reload} />;
    const categories = regroupCategories(state.data);
    const tabs = lobbyTabs(categories);
    const selected = tabs.includes(chosen) ? chosen : HOT_TAB;
    const category = categories.find((item) => item.gameCategory === selected);
    const select = (tab: string) => {
      const target = categories.find((item) => item.gameCategory === tab);
      const vendor = directVendor(target);
      if (vendor) {
        void launchVendor(tab, vendor);
        return;
      }
      setChosen(tab);
      bringIntoView();
    };
    return (
      <>
        <LobbyTabs tabs={tabs} selected={selected} onSelect={select} panelId={PANEL_ID} />
        <div
          id={PANEL_ID}
          className="lobby-panel"
          role="tabpanel"
          aria-labelledby={tabId(selected)}
        >
          {selected === HOT_TAB || !category ? (
            <HotGames onLaunch={launch} />
          ) : (
            <CategoryPanel
              key={selected}
              category={selected}
              vendors={category.vendors}
              onLaunch={launch}
              onMenuChoice={bringIntoView}
            />
          )}
        </div>
      </>
    );
  }

  return (
    <section className="lobby" aria-label={t('title')} ref={sectionRef}>
      {body()}
    </section>
  );
}

export default HomeLobby;

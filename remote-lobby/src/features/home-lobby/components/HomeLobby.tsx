import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVendorGameTypes } from '../hooks/useLobbyData';
import { HOT_TAB, lobbyTabs } from '../utils/entranceRules';
import { CategoryPanel } from './CategoryPanel';
import { HotGames } from './HotGames';
import { LobbyTabs, tabId } from './LobbyTabs';
import { LobbyError, LobbySkeleton } from './LobbyStates';
import '../../../app/lobby.css';

const PANEL_ID = 'lobby-panel';

/** The home page's game lobby: Hot plus the vendor categories in server order. */
export function HomeLobby() {
  const { t } = useTranslation('lobby');
  const { state, reload } = useVendorGameTypes();
  const [chosen, setChosen] = useState(HOT_TAB);

  function body() {
    if (state.status === 'loading') return <LobbySkeleton />;
    if (state.status === 'error') return <LobbyError message={t('error')} onRetry={reload} />;
    const tabs = lobbyTabs(state.data.categories);
    const selected = tabs.includes(chosen) ? chosen : HOT_TAB;
    const category = state.data.categories.find((item) => item.gameCategory === selected);
    return (
      <>
        <LobbyTabs tabs={tabs} selected={selected} onSelect={setChosen} panelId={PANEL_ID} />
        <div
          id={PANEL_ID}
          className="lobby-panel"
          role="tabpanel"
          aria-labelledby={tabId(selected)}
        >
          {selected === HOT_TAB || !category ? (
            <HotGames />
          ) : (
            <CategoryPanel key={selected} category={selected} vendors={category.vendors} />
          )}
        </div>
      </>
    );
  }

  return (
    <section className="lobby" aria-label={t('title')}>
      {body()}
    </section>
  );
}

export default HomeLobby;

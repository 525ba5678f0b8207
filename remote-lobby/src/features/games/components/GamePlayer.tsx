import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, refreshWallet } from '@lobby/shared';
import type { PlayingGame } from '../hooks/use-launch-game';
import { gameName } from '../utils/game-name';
import './game-player.css';

export const WALLET_CHANGED_MESSAGE = 'lobby:wallet-changed';

/** Refreshes the header balance whenever a game page of this origin says the wallet changed. */
export function useWalletChangedMessages() {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: unknown } | null;
      if (data && data.type === WALLET_CHANGED_MESSAGE) void refreshWallet().catch(() => undefined);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
}

/** The launched game, framed in the page under the header (so the balance stays in view). */
export function GamePlayer({ playing, onClose }: { playing: PlayingGame; onClose: () => void }) {
  const { t } = useTranslation('lobby');
  useWalletChangedMessages();
  const name = gameName(playing.game);
  return (
    <section className="gl-player" aria-label={name}>
      <div className="gl-player__bar">
        <span className="gl-player__title">{name}</span>
        <button
          type="button"
          className="gl-player__close"
          aria-label={t('list.closeGame')}
          onClick={onClose}
        >
          <CloseIcon size={18} />
        </button>
      </div>
      <iframe className="gl-player__frame" src={playing.url} title={name} />
    </section>
  );
}

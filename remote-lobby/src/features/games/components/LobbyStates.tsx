import { useTranslation } from 'react-i18next';
import { RequestError } from '@lobby/shared';

const SKELETON_TABS = 5;
const SKELETON_TILES = 6;

export function GameGridSkeleton() {
  const { t } = useTranslation('lobby');
  return (
    <div className="lobby-games" role="status" aria-label={t('loading')}>
      {Array.from({ length: SKELETON_TILES }, (_, index) => (
        <span key={index} className="lobby-game lobby-game--skeleton">
          <span className="lb-skeleton lobby-skeleton lobby-game__media" />
          <span className="lb-skeleton lobby-skeleton lobby-game__name-skeleton" />
        </span>
      ))}
    </div>
  );
}

export function LobbySkeleton() {
  return (
    <div className="lobby-skeleton-block" aria-hidden="false">
      <div className="lobby-tabs">
        {Array.from({ length: SKELETON_TABS }, (_, index) => (
          <span
            key={index}
            className="lb-skeleton lobby-skeleton lobby-tabs__tab lobby-tabs__tab--skeleton"
          />
        ))}
      </div>
      <GameGridSkeleton />
    </div>
  );
}

export function LobbyError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <RequestError
      message={message}
      onRetry={onRetry}
      className="lobby-error"
      retryClassName="lb-btn lb-btn--ghost lb-btn--lg"
    />
  );
}

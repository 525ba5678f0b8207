import { useEffect, useId, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  CloseIcon,
  isApiError,
  paths,
  Spinner,
  useIsLoggedIn,
  useSessionStore,
} from '@lobby/shared';
import { getVendorGameTypes } from '../api/get-vendor-game-types';
import { launchGame } from '../api/game-list-api';
import { useWalletChangedMessages } from './GamePlayer';
import { errorText } from '../utils/error-text';
import { merchantCss, prizeMode } from '../utils/prize-mode';
import '../lottery.css';

/**
 * Embeds the lottery page: the platform's launch URL (a single-use ticket, never the session
 * token) plus mui, playType, prize_mode and a css file named after the merchant. A small close
 * hotspot goes to /m/home when pageBack is present, else /m/game.
 */
export function StartLotteryScreen() {
  const { t, i18n } = useTranslation('lobby');
  const headingId = useId();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const params = useParams();
  const loggedIn = useIsLoggedIn();
  const merchantCode = useSessionStore((state) => state.session?.merchantCode);
  const [src, setSrc] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useWalletChangedMessages();

  const gameId = params.gameId ?? query.get('gameId') ?? '';
  const mui = params.mui ?? query.get('mui') ?? '';
  const playType = params.playType ?? query.get('playType') ?? '';
  const pageBack = query.has('pageBack');
  const askedMode = query.get('prize_mode');

  useEffect(() => {
    if (!loggedIn) {
      navigate(paths.login, { replace: true });
      return;
    }
    const nodeId = Number(gameId);
    if (!Number.isInteger(nodeId) || nodeId <= 0) {
      setError(t('lottery.unknownGame'));
      return;
    }
    let current = true;
    (async () => {
      const mode =
        askedMode === 'lott' || askedMode === 'elott'
          ? askedMode
          : prizeMode((await getVendorGameTypes()).mapping);
      const launch = await launchGame(nodeId, i18n.language || 'EN', mode);
      const url = new URL(launch.url, window.location.origin);
      url.searchParams.set('mui', mui);
      url.searchParams.set('playType', playType);
      url.searchParams.set('gameId', gameId);
      url.searchParams.set('prize_mode', mode);
      url.searchParams.set('css', merchantCss(merchantCode));
      if (merchantCode) url.searchParams.set('merchantCode', merchantCode);
      if (current) setSrc(`${url.pathname}${url.search}`);
    })().catch((failure: unknown) => {
      if (current) setError(isApiError(failure) ? errorText(t, failure) : t('lottery.error'));
    });
    return () => {
      current = false;
    };
  }, [askedMode, gameId, i18n.language, loggedIn, merchantCode, mui, navigate, playType, t]);

  return (
    <section className="lot-embed" aria-labelledby={headingId}>
      {/* The embedded page fills the screen: its heading is for screen readers. */}
      <h1 id={headingId} className="lb-visually-hidden">
        {t('lottery.title')}
      </h1>
      <button
        type="button"
        className="lot-embed__close"
        aria-label={t('lottery.close')}
        onClick={() => navigate(pageBack ? paths.home : paths.game)}
      >
        <CloseIcon size={14} />
      </button>
      {error ? (
        <p className="lot-embed__error" role="alert">
          {error}
        </p>
      ) : src ? (
        <iframe className="lot-embed__frame" src={src} title={t('lottery.title')} />
      ) : (
        <div className="lot-embed__loading" role="status" aria-label={t('loading')}>
          <Spinner />
        </div>
      )}
    </section>
  );
}

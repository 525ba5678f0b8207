import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { lottoH5Path, paths } from '@lobby/shared';
import { menuPrizeMode } from '../utils/prize-mode';
import { LotteryGame } from './LotteryGame';

/**
 * /m/lotto-h5/{mui}/{playType}/games/{gameId}?ticket&prize_mode: the lottery page alone, opened
 * with a launch ticket (or, on a reload, the play session this tab already holds).
 */
export function LottoH5Screen() {
  const { t } = useTranslation('lottery');
  const navigate = useNavigate();
  const { mui = '', playType = '', gameId = '' } = useParams();
  const [query] = useSearchParams();
  const mode = query.get('prize_mode');
  // The ticket is good once: keep it for this visit and take it out of the address, so a
  // reload or a shared link does not try it again.
  const [ticket] = useState(() => {
    const once = query.get('ticket');
    if (once) {
      const url = new URL(window.location.href);
      url.searchParams.delete('ticket');
      window.history.replaceState(window.history.state, '', url);
    }
    return once;
  });

  return (
    <section className="lg-screen" aria-label={t('page.title')}>
      <LotteryGame
        ticket={ticket}
        waitForTicket={false}
        gameId={Number(gameId)}
        prizeMode={menuPrizeMode(mode)}
        onClose={() => navigate(paths.lottery)}
        onSwitchGame={(next) =>
          navigate(
            `${lottoH5Path(mui, playType, String(next))}${mode ? `?prize_mode=${encodeURIComponent(mode)}` : ''}`,
            { replace: true },
          )
        }
      />
    </section>
  );
}

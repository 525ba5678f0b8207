import { useTranslation } from 'react-i18next';
import type { AnswerOf } from '@lobby/platform-api/contract';
import { formatCountdown } from '@/utils/format-countdown';

type LgwGame = AnswerOf<'GET', '/lgw/games'>['list'][number];

/** A lottery tile's second line: how often it draws and the countdown to its next closing. */
export function LotteryDrawLine({ game, now }: { game: LgwGame | undefined; now: number }) {
  const { t } = useTranslation('lobby');
  if (!game) return <span className="lot-list__draw" />;
  const cadence =
    game.cadence === 'DAILY'
      ? t('lottery.daily', { time: game.drawTime ?? '' })
      : t(`lottery.cadence.${game.cadence}`);
  const left = Math.max(0, Math.ceil((Date.parse(game.nextDraw.closeAt) - now) / 1000));
  return (
    <span className="lot-list__draw">
      {cadence} · {t('lottery.closesIn', { time: formatCountdown(left) })}
    </span>
  );
}

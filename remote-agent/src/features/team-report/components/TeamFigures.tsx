import { useTranslation } from 'react-i18next';
import type { TeamSummary } from '@lobby/platform-api/contract';
import { formatCount, formatMoney } from '@lobby/shared';
import '@/components/team-screens.css';
import '../team-report.css';

const COUNTS = ['members', 'registrations', 'firstDeposits', 'activeBettors'] as const;
const MONEY = [
  'deposits',
  'withdrawals',
  'stakes',
  'payouts',
  'bonuses',
  'rebates',
  'teamBalance',
] as const;

/** A team's figures over a period: the counts, the money, and net win/loss as the bottom line. */
export function TeamFigures({ summary, symbol }: { summary: TeamSummary; symbol: string }) {
  const { t, i18n } = useTranslation('agent');
  const net = summary.netWinLoss;
  return (
    <div className="team-figures">
      <dl className="team-figures__counts">
        {COUNTS.map((key) => (
          <div key={key} className="team-figure">
            <dt>{t(`figures.${key}`)}</dt>
            <dd>{formatCount(summary[key], i18n.language)}</dd>
          </div>
        ))}
      </dl>
      <dl className="team-figures__money">
        {MONEY.map((key) => (
          <div key={key} className="team-money">
            <dt>{t(`figures.${key}`)}</dt>
            <dd>
              {symbol}
              {formatMoney(summary[key])}
            </dd>
          </div>
        ))}
        <div className="team-money team-money--bottom">
          <dt>{t('figures.netWinLoss')}</dt>
          <dd className={net < 0 ? 'team-amount--loss' : net > 0 ? 'team-amount--win' : undefined}>
            {net > 0 ? '+' : net < 0 ? '−' : ''}
            {symbol}
            {formatMoney(Math.abs(net))}
          </dd>
        </div>
      </dl>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { RebateLine } from '@lobby/platform-api/contract';
import { formatRate } from '../utils/rates';

/** Rates by category as a description list: the rate and, optionally, its cap. */
export function RateList({
  lines,
  showCap = false,
}: {
  lines: readonly RebateLine[];
  showCap?: boolean;
}) {
  const { t } = useTranslation('agentpay');
  return (
    <dl className={showCap ? 'agentpay-ratelist agentpay-ratelist--caps' : 'agentpay-ratelist'}>
      {lines.map((line) => (
        <div key={line.category} className="agentpay-ratelist__row">
          <dt>{t(`categories.${line.category}`)}</dt>
          <dd>
            {formatRate(line.rate)}
            {showCap ? (
              <span className="agentpay-ratelist__cap">
                {' '}
                {t('rebate.capOf', { cap: formatRate(line.cap) })}
              </span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

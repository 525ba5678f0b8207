import { useTranslation } from 'react-i18next';
import type { PromotionRule } from '@lobby/platform-api/contract';
import { formatDateTime, formatMoney } from '@lobby/shared';

/**
 * What the operator's rule says: how to take part, the reward, the turnover, who may take part,
 * how often, and the period.
 */
export function RuleSummary({ rule, symbol }: { rule: PromotionRule; symbol: string }) {
  const { t } = useTranslation('promo');
  const reward =
    rule.rewardKind === 'FIXED'
      ? formatMoney(rule.rewardAmount ?? 0, symbol)
      : t('rewards.rule.percent', {
          percent: rule.rewardPercent,
          cap: formatMoney(rule.rewardCap ?? 0, symbol),
        });
  return (
    <dl className="rewards-rule">
      <div>
        <dt>{t('rewards.rule.how')}</dt>
        <dd>{t(`rewards.rule.modes.${rule.joinMode}`)}</dd>
      </div>
      <div>
        <dt>{t('rewards.rule.reward')}</dt>
        <dd>{reward}</dd>
      </div>
      <div>
        <dt>{t('rewards.rule.turnover')}</dt>
        <dd>
          {rule.turnoverMultiple > 0
            ? t('rewards.rule.turnoverTimes', { times: rule.turnoverMultiple })
            : t('rewards.rule.noTurnover')}
        </dd>
      </div>
      <div>
        <dt>{t('rewards.rule.who')}</dt>
        <dd>
          {rule.firstDepositOnly ? t('rewards.rule.firstDepositOnly') : t('rewards.rule.anyone')}
        </dd>
      </div>
      <div>
        <dt>{t('rewards.rule.howOften')}</dt>
        <dd>{t(`rewards.rule.recurrence.${rule.recurrence}`)}</dd>
      </div>
      <div>
        <dt>{t('rewards.rule.period')}</dt>
        <dd>
          {formatDateTime(rule.startsAt)} – {formatDateTime(rule.endsAt)}
        </dd>
      </div>
    </dl>
  );
}

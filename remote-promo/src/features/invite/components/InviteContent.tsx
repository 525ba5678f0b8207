import { useTranslation } from 'react-i18next';
import { formatMoney, ListSkeleton, RequestError, useRequest } from '@lobby/shared';
import { getReferral } from '../api/referral-api';
import { FriendList } from './FriendList';
import { InviteLinkCard } from './InviteLinkCard';

export function InviteContent() {
  const { t } = useTranslation('invite');
  const { state, reload } = useRequest(getReferral, 'referral');

  if (state.status === 'loading') return <ListSkeleton className="invite__skeleton" />;
  if (state.status === 'error') {
    return <RequestError message={t('loadError')} onRetry={reload} className="invite__state" />;
  }
  const referral = state.data;
  const money = (amount: number) => formatMoney(amount, referral.currencySymbol);
  const link = new URL(referral.registerPath, window.location.origin).href;
  return (
    <>
      <InviteLinkCard code={referral.code} link={link} />
      <section className="invite__card" aria-labelledby="invite-figures">
        <h2 id="invite-figures" className="invite__heading">
          {t('figures')}
        </h2>
        <dl className="invite__figures">
          <div>
            <dt>{t('invited')}</dt>
            <dd>{referral.invited}</dd>
          </div>
          <div>
            <dt>{t('rewarded')}</dt>
            <dd>{referral.rewarded}</dd>
          </div>
          <div>
            <dt>{t('totalReward')}</dt>
            <dd>{money(referral.totalReward)}</dd>
          </div>
        </dl>
      </section>
      <section className="invite__card" aria-labelledby="invite-rules">
        <h2 id="invite-rules" className="invite__heading">
          {t('rules')}
        </h2>
        {referral.rule.enabled ? (
          <ol className="invite__rules">
            <li>{t('ruleShare')}</li>
            <li>
              {referral.rule.minDeposit > 0
                ? t('ruleDeposit', {
                    reward: money(referral.rule.reward),
                    minDeposit: money(referral.rule.minDeposit),
                  })
                : t('ruleAnyDeposit', { reward: money(referral.rule.reward) })}
            </li>
            <li>{t('ruleOnce')}</li>
          </ol>
        ) : (
          <p className="invite__muted">{t('rulePaused')}</p>
        )}
      </section>
      <FriendList symbol={referral.currencySymbol} />
    </>
  );
}

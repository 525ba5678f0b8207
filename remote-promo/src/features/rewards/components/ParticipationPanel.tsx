import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionParticipation } from '@lobby/platform-api/contract';
import {
  formatDateTime,
  isTrialType,
  RequestError,
  toast,
  TOAST_DURATIONS,
  useRefuseTrial,
  useRequest,
  useSessionStore,
  useLoginRedirect,
  apiErrorText,
} from '@lobby/shared';
import { useCurrencySymbol } from '@lobby/shared/currency-symbol';
import { getParticipation, joinPromotion } from '../api/rewards-api';
import { useClaim } from '../hooks/use-claim';
import { ApplyForm } from './ApplyForm';
import { ParticipationStatus } from './ParticipationStatus';
import { RuleSummary } from './RuleSummary';
import '../rewards.css';

/**
 * The promotion page's "take part" section: the operator's rule, the reader's participation
 * and the one action the rule and state allow (apply, join, claim). Visitors are sent to
 * login; trial users are refused with the shared message. Nothing for content-only promotions.
 */
export function ParticipationPanel({ promotionId }: { promotionId: number }) {
  const { t, i18n } = useTranslation('promo');
  const { state, reload } = useRequest(
    () => getParticipation(promotionId, i18n.language),
    `participation:${promotionId}:${i18n.language}`,
  );
  const headingId = useId();

  if (state.status === 'loading') {
    return <div className="rewards-panel rewards-panel--loading" aria-busy="true" />;
  }
  if (state.status === 'error') {
    return (
      <RequestError
        message={t('rewards.loadError')}
        onRetry={reload}
        className="rewards-state"
        retryClassName="lb-btn lb-btn--ghost"
      />
    );
  }
  if (!state.data.rule) return null;
  return (
    <section className="rewards-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="rewards-panel__title">
        {t('rewards.takePart')}
      </h2>
      <PanelBody data={state.data} onChanged={reload} />
    </section>
  );
}

function PanelBody({ data, onChanged }: { data: PromotionParticipation; onChanged: () => void }) {
  const { t } = useTranslation('promo');
  const symbol = useCurrencySymbol();
  const rule = data.rule!;
  const { participation, action } = data;
  const { claim, claiming } = useClaim(onChanged);
  return (
    <>
      <RuleSummary rule={rule} symbol={symbol} />
      {rule.period === 'COMING_SOON' ? (
        <p className="rewards-note" role="status">
          {t('rewards.comingSoon', { date: formatDateTime(rule.startsAt) })}
        </p>
      ) : null}
      {rule.period === 'ENDED' && !participation ? (
        <p className="rewards-note">{t('rewards.ended')}</p>
      ) : null}
      {rule.joinMode === 'SIGNUP' && !participation && rule.period === 'OPEN' ? (
        <p className="rewards-note">{t('rewards.signupNote')}</p>
      ) : null}
      {participation ? <ParticipationStatus participation={participation} symbol={symbol} /> : null}
      {action === 'CLAIM' && participation ? (
        <button
          type="button"
          className="lb-btn lb-btn--primary lb-btn--block"
          disabled={claiming !== null}
          onClick={() => void claim(participation)}
        >
          {t('rewards.claim')}
        </button>
      ) : null}
      {action === 'APPLY' || action === 'JOIN' ? (
        <TakePart promotionId={data.promotionId} action={action} onDone={onChanged} />
      ) : null}
    </>
  );
}

function TakePart({
  promotionId,
  action,
  onDone,
}: {
  promotionId: number;
  action: 'APPLY' | 'JOIN';
  onDone: () => void;
}) {
  const { t } = useTranslation('promo');
  const toLogin = useLoginRedirect();
  const session = useSessionStore((state) => state.session);
  const refuseTrial = useRefuseTrial();
  const [applying, setApplying] = useState(false);
  const [joining, setJoining] = useState(false);

  if (!session) {
    return (
      <button
        type="button"
        className="lb-btn lb-btn--primary lb-btn--block"
        onClick={() => toLogin()}
      >
        {t('rewards.loginToTakePart')}
      </button>
    );
  }
  if (applying) {
    return (
      <ApplyForm
        promotionId={promotionId}
        onCancel={() => setApplying(false)}
        onDone={() => {
          setApplying(false);
          onDone();
        }}
      />
    );
  }

  async function join() {
    setJoining(true);
    try {
      await joinPromotion(promotionId);
      toast.success(t('rewards.joined'), TOAST_DURATIONS.short);
      onDone();
    } catch (error) {
      toast.error(apiErrorText(error, t), TOAST_DURATIONS.short);
    } finally {
      setJoining(false);
    }
  }

  return (
    <button
      type="button"
      className="lb-btn lb-btn--primary lb-btn--block"
      disabled={joining}
      onClick={() => {
        if (isTrialType(session.type)) refuseTrial();
        else if (action === 'APPLY') setApplying(true);
        else void join();
      }}
    >
      {action === 'APPLY' ? t('rewards.apply.open') : t('rewards.join')}
    </button>
  );
}

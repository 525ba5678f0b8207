import { useTranslation } from 'react-i18next';
import type { TeamKpi } from '@lobby/platform-api/contract';
import { formatCount, RequestError } from '@lobby/shared';
import { useTeamKpi } from '../hooks/use-team-kpi';

const COUNTERS: ReadonlyArray<keyof TeamKpi> = [
  'teamRegisterMemberCount',
  'teamLoginMemberCount',
  'teamBetMemberCount',
  'teamOnlineCount',
];

interface TeamKpiGridProps {
  today: Date;
}

export function TeamKpiGrid({ today }: TeamKpiGridProps) {
  const { t, i18n } = useTranslation('agent');
  const { state, reload } = useTeamKpi(today);

  return (
    <section
      className="agent-kpi"
      aria-labelledby="agent-kpi-title"
      aria-busy={state.status === 'loading'}
    >
      <h2 id="agent-kpi-title" className="agent-section-title">
        {t('kpi.title')}
      </h2>
      {state.status === 'error' ? (
        <RequestError
          message={t('kpi.error')}
          onRetry={reload}
          className="agent-kpi__error"
          retryClassName="lb-btn lb-btn--ghost lb-btn--lg"
        />
      ) : (
        <dl className="agent-kpi__grid">
          {COUNTERS.map((counter) => (
            <div key={counter} className="agent-kpi__item">
              <dt className="agent-kpi__label">{t(`kpi.${counter}`)}</dt>
              <dd className="agent-kpi__value">
                {state.status === 'success' ? (
                  formatCount(state.data[counter], i18n.language)
                ) : (
                  <span className="lb-skeleton agent-skeleton" aria-hidden="true" />
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { TeamKpi, TeamScope } from '@lobby/platform-api/contract';
import { foreignZoneLabel, formatCount, RequestError, useBusinessTimeZone } from '@lobby/shared';
import { useTeamKpi } from '../hooks/use-team-kpi';
import '../team-kpi.css';

type Counter =
  'teamRegisterMemberCount' | 'teamLoginMemberCount' | 'teamBetMemberCount' | 'teamOnlineCount';

const COUNTERS: ReadonlyArray<Counter & keyof TeamKpi> = [
  'teamRegisterMemberCount',
  'teamLoginMemberCount',
  'teamBetMemberCount',
  'teamOnlineCount',
];

interface TeamKpiGridProps {
  today: Date;
  /** The team scope chosen on Team overview, which the counters follow. */
  scope: TeamScope;
}

/**
 * The agent home's four counters for the platform's business today, over the team scope chosen on
 * Team overview (said under the title), with the business zone named when it is not the phone's.
 */
export function TeamKpiGrid({ today, scope }: TeamKpiGridProps) {
  const { t, i18n } = useTranslation('agent');
  const statusZone = useBusinessTimeZone();
  const { state, reload } = useTeamKpi(scope, today);
  const zone = foreignZoneLabel(
    state.status === 'success' ? state.data.timeZone : statusZone,
    new Date(),
  );

  return (
    <section
      className="agent-kpi"
      aria-labelledby="agent-kpi-title"
      aria-busy={state.status === 'loading'}
    >
      <h2 id="agent-kpi-title" className="agent-section-title">
        {t('kpi.title')}
      </h2>
      <p className="agent-kpi__scope">
        {t('kpi.scopeNote', { scope: t(`scope.${scope}`) })}
        {zone ? ` · ${t('zone.today', { zone })}` : ''}
      </p>
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

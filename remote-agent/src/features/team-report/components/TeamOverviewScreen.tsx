import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamScope } from '@lobby/platform-api/contract';
import {
  formatDate,
  ListSkeleton,
  PageTitleBar,
  RequestError,
  TabList,
  useRequest,
} from '@lobby/shared';
import { useCurrencySymbol } from '@lobby/shared/currency-symbol';
import { getTeamOverview } from '../api/team-api';
import { periodQuery, zoneNote, type PeriodChoice } from '../utils/period';
import { TeamFigures } from './TeamFigures';
import { TeamPeriodPicker } from './TeamPeriodPicker';
import '@/components/team-screens.css';
import '../team-report.css';

const SCOPES: readonly TeamScope[] = ['all', 'direct'];

export interface TeamOverviewScreenProps {
  scope: TeamScope;
  onScopeChange: (scope: TeamScope) => void;
}

/**
 * /m/agent/team/overview: the team's figures over a period, whole downline or direct members (the
 * scope is the app's, so the agent home's counters follow it), the scope and the days said above
 * the figures.
 */
export function TeamOverviewScreen({ scope, onScopeChange: setScope }: TeamOverviewScreenProps) {
  const { t } = useTranslation('agent');
  const symbol = useCurrencySymbol();
  const [period, setPeriod] = useState<PeriodChoice>({ period: 'today' });
  const query = { ...periodQuery(period), scope };
  const { state, reload } = useRequest(() => getTeamOverview(query), JSON.stringify(query));

  return (
    <>
      <PageTitleBar title={t('pages.teamOverview')} className="agent-header" />
      <TabList
        label={t('scope.label')}
        tabs={SCOPES.map((key) => ({ key, label: t(`scope.${key}`) }))}
        selected={SCOPES.indexOf(scope)}
        onSelect={(index) => setScope(SCOPES[index] ?? 'all')}
        className="team-tabs"
      >
        <TeamPeriodPicker
          value={period}
          onChange={setPeriod}
          timeZone={state.status === 'success' ? state.data.timeZone : undefined}
        />
        {state.status === 'loading' ? (
          <ListSkeleton rows={3} className="team-skeleton" />
        ) : state.status === 'error' ? (
          <RequestError
            message={t('reportError')}
            onRetry={reload}
            className="team-error"
            retryClassName="lb-btn lb-btn--ghost"
          />
        ) : (
          <section
            aria-label={t('reportOf', {
              start: formatDate(state.data.startDate),
              end: formatDate(state.data.endDate),
            })}
          >
            <p className="team-range-caption">
              {t('overviewScope', { scope: t(`scope.${state.data.scope}`) })}
              {' · '}
              {formatDate(state.data.startDate)} – {formatDate(state.data.endDate)}
              {zoneNote(state.data.timeZone)}
            </p>
            <TeamFigures summary={state.data.summary} symbol={symbol} />
          </section>
        )}
      </TabList>
    </>
  );
}

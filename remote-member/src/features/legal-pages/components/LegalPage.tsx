import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LegalPageKind } from '@lobby/platform-api/contract';
import { findLanguage, formatDate, ListSkeleton, paths, RequestError } from '@lobby/shared';
import { htmlToText, OperatorHtml } from '@lobby/shared/operator-html';
import { useLegalPage } from '../hooks/use-legal-page';
import '../legal.css';

/** Each legal page's path, in the order the footer of every page lists them. */
export const LEGAL_PAGE_PATHS: Record<LegalPageKind, string> = {
  terms: paths.terms,
  privacy: paths.privacy,
  responsible: paths.playResponsibly,
};

/**
 * /m/terms, /m/privacy and /m/playResponsibly: the operator's page in the reader's language,
 * public (a visitor about to register reads them). A page the operator has not written in that
 * language shows in English and says so. The responsible gaming page leads to the member's own
 * tools (a visitor is asked to log in first by that screen).
 */
export function LegalPage({ kind }: { kind: LegalPageKind }) {
  const { t } = useTranslation('member');
  const { state, reload } = useLegalPage(kind);
  const page = state.status === 'success' ? state.data : null;
  const text = useMemo(() => (page ? htmlToText(page.html) : ''), [page]);

  function content() {
    if (state.status === 'loading') return <ListSkeleton className="member-list-skeleton" sweep />;
    if (state.status === 'error') {
      return (
        <RequestError
          message={t('legal.error')}
          onRetry={reload}
          className="member-state"
          retryClassName="lb-btn lb-btn--ghost lb-btn--lg"
        />
      );
    }
    const { data } = state;
    return (
      <>
        {data.fallback && (
          <p className="member-legal__notice" role="note">
            {t('legal.fallback')}
          </p>
        )}
        <div lang={findLanguage(data.language)?.htmlLang}>
          <OperatorHtml
            html={data.html}
            text={text}
            className="member-legal__html"
            textClassName="member-legal__html"
          />
        </div>
        <p className="member-legal__updated">
          {t('legal.updated', { date: formatDate(data.updatedAt) })}
        </p>
        {kind === 'responsible' && (
          <Link
            className="lb-btn lb-btn--primary lb-btn--lg member-legal__tools"
            to={paths.responsibleGaming}
          >
            {t('legal.openTools')}
          </Link>
        )}
      </>
    );
  }

  const others = (Object.keys(LEGAL_PAGE_PATHS) as LegalPageKind[]).filter(
    (other) => other !== kind,
  );
  return (
    <div className="member-page member-page--list member-legal">
      <h1 className="member-page__title">{page?.title ?? t(`legal.titles.${kind}`)}</h1>
      <article className="member-legal__panel">{content()}</article>
      <nav className="member-legal__more" aria-label={t('legal.more')}>
        {others.map((other) => (
          <Link key={other} to={LEGAL_PAGE_PATHS[other]}>
            {t(`legal.titles.${other}`)}
          </Link>
        ))}
      </nav>
    </div>
  );
}

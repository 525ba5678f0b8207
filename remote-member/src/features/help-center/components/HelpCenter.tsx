import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ListSkeleton, NoData, RequestError } from '@lobby/shared';
import { useHelpArticles } from '../hooks/use-help-articles';
import { parseHelpIndex } from '../utils/help-index';
import { HelpTabs } from './HelpTabs';
import '../help.css';

/**
 * /m/help: the help articles' titles as a side menu beside the open article's content; the
 * open one is the `i` query (default 0), so a link can point at one article.
 */
export function HelpCenter() {
  const { t } = useTranslation('member');
  const [searchParams, setSearchParams] = useSearchParams();
  const { state, reload } = useHelpArticles();

  function content() {
    if (state.status === 'loading') return <ListSkeleton className="member-list-skeleton" sweep />;
    if (state.status === 'error') {
      return (
        <RequestError
          message={t('helpCenter.error')}
          onRetry={reload}
          className="member-state"
          retryClassName="lb-btn lb-btn--ghost lb-btn--lg"
        />
      );
    }
    if (state.data.length === 0) return <NoData message={t('helpCenter.empty')} />;
    const selected = parseHelpIndex(searchParams.get('i'), state.data.length);
    // Replace, not push: moving between articles should not fill the back button's history.
    const select = (index: number) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('i', String(index));
          return next;
        },
        { replace: true },
      );
    return (
      <HelpTabs
        articles={state.data}
        selected={selected}
        onSelect={select}
        label={t('helpCenter.topics')}
      />
    );
  }

  return (
    <div className="member-page member-page--list">
      <h1 className="member-page__title">{t('helpCenter.title')}</h1>
      {content()}
    </div>
  );
}

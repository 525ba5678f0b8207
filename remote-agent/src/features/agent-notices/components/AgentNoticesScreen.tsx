import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  ListSkeleton,
  NoData,
  PageTitleBar,
  RequestError,
  useRequest,
} from '@lobby/shared';
import { htmlToText, OperatorHtml } from '@lobby/shared/operator-html';
import { fetchAgentNotices, markAgentNoticeRead, type AgentNotice } from '../api/agent-notices';
import '@/components/team-screens.css';
import '../agent-notices.css';

/**
 * /m/member/notice?types=A: the agent notices; each expands (plain text collapsed, sanitized HTML
 * open) and opening one marks it read.
 */
export function AgentNoticesScreen() {
  const { t, i18n } = useTranslation('agent');
  const language = i18n.language;
  const { state, reload } = useRequest(
    () => fetchAgentNotices(language),
    `agent-notices:${language}`,
  );
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const [readNow, setReadNow] = useState<ReadonlySet<number>>(() => new Set());
  const sent = useRef(new Set<number>());

  const toggle = (notice: AgentNotice) => {
    const next = new Set(open);
    if (next.has(notice.id)) next.delete(notice.id);
    else {
      next.add(notice.id);
      if (!notice.read && !sent.current.has(notice.id)) {
        sent.current.add(notice.id);
        setReadNow((ids) => new Set(ids).add(notice.id));
        // A failed mark only means it shows as new again next time.
        markAgentNoticeRead(notice.id).catch(() => undefined);
      }
    }
    setOpen(next);
  };

  return (
    <>
      <PageTitleBar title={t('pages.notices')} className="agent-header" />
      {state.status === 'loading' ? (
        <ListSkeleton className="team-skeleton" />
      ) : state.status === 'error' ? (
        <RequestError
          message={t('notices.error')}
          onRetry={reload}
          className="team-error"
          retryClassName="lb-btn lb-btn--ghost"
        />
      ) : state.data.length === 0 ? (
        <NoData message={t('notices.empty')} />
      ) : (
        <ul className="team-rows agent-notices">
          {state.data.map((notice) => (
            <NoticeItem
              key={notice.id}
              notice={notice}
              expanded={open.has(notice.id)}
              unread={!notice.read && !readNow.has(notice.id)}
              onToggle={() => toggle(notice)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

function NoticeItem({
  notice,
  expanded,
  unread,
  onToggle,
}: {
  notice: AgentNotice;
  expanded: boolean;
  unread: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('agent');
  const bodyId = useId();
  const text = htmlToText(notice.content);
  return (
    <li className="team-row agent-notice">
      <h2 className="agent-notice__heading">
        <button
          type="button"
          className="agent-notice__toggle"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          <span className="agent-notice__title">{notice.title}</span>
          {unread ? <span className="team-badge">{t('notices.new')}</span> : null}
        </button>
      </h2>
      <p className="team-row__line">{formatDate(notice.startDate)}</p>
      <div id={bodyId} className="agent-notice__body">
        {expanded ? (
          <OperatorHtml
            html={notice.content}
            text={text}
            className="agent-notice__html"
            textClassName="agent-notice__excerpt"
          />
        ) : (
          <p className="agent-notice__excerpt">{text}</p>
        )}
      </div>
    </li>
  );
}

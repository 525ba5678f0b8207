import { useId, useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '@lobby/shared';
import { htmlToText, OperatorHtml } from '@lobby/shared/operator-html';

export interface MessageDisclosureProps {
  title: string;
  date: string;
  /** Operator HTML: plain text while collapsed, sanitized HTML when expanded. */
  content: string;
  expanded: boolean;
  /** Shows the 'New' mark; only where read marks are kept for this reader. */
  unread: boolean;
  onToggle: () => void;
  ref?: Ref<HTMLLIElement>;
}

/** One notice or inbox message: a button that expands it (aria-expanded) over its content. */
export function MessageDisclosure({
  title,
  date,
  content,
  expanded,
  unread,
  onToggle,
  ref,
}: MessageDisclosureProps) {
  const { t } = useTranslation('member');
  const bodyId = useId();
  const text = useMemo(() => htmlToText(content), [content]);
  return (
    <li ref={ref} className={`member-message${expanded ? ' is-expanded' : ''}`}>
      <h2 className="member-message__heading">
        <button
          type="button"
          className="member-message__toggle"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          {unread ? <span className="member-message__dot" aria-hidden="true" /> : null}
          <span className="member-message__title">{title}</span>
          {unread ? <span className="member-chip">{t('new')}</span> : null}
          <ChevronRightIcon
            strokeWidth={1.8}
            className="member-message__chevron"
            width={18}
            height={18}
          />
        </button>
      </h2>
      <p className="member-message__date">{date}</p>
      <div id={bodyId} className="member-message__body">
        {expanded ? (
          <ExpandedContent html={content} text={text} />
        ) : (
          <p className="member-message__excerpt">{text}</p>
        )}
      </div>
    </li>
  );
}

function ExpandedContent({ html, text }: { html: string; text: string }) {
  return (
    <OperatorHtml
      html={html}
      text={text}
      className="member-message__html"
      textClassName="member-message__excerpt is-full"
    />
  );
}

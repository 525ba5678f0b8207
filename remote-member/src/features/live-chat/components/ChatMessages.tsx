import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@lobby/platform-api/contract';
import { formatDateTime } from '@lobby/shared';

/**
 * The conversation, oldest first: the member's own messages on the right, support's on the
 * left, each with its time. Text is rendered as text (line breaks kept by CSS), never as HTML.
 * New messages are announced (aria-live) and scrolled into view.
 */
export function ChatMessages({ messages }: { messages: ChatMessage[] }) {
  const { t } = useTranslation('member');
  const end = useRef<HTMLLIElement>(null);
  const count = messages.length;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  return (
    <ol
      className="live-chat__messages"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={t('liveChat.conversation')}
    >
      {messages.map((message) => {
        const mine = message.author === 'member';
        return (
          <li
            key={message.id}
            className={`live-chat__message live-chat__message--${mine ? 'mine' : 'support'}`}
          >
            <span className="visually-hidden">
              {mine ? t('liveChat.you') : t('liveChat.support')}:
            </span>
            <p className="live-chat__text">{message.text}</p>
            <time className="live-chat__time" dateTime={message.createdAt}>
              {formatDateTime(message.createdAt)}
            </time>
          </li>
        );
      })}
      <li ref={end} className="live-chat__end" aria-hidden="true" />
    </ol>
  );
}

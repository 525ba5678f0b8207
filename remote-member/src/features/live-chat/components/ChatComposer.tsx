import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@lobby/shared';

/** The server's limit of one message (characters, line breaks included). */
export const CHAT_TEXT_MAX = 2000;

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line. The text stays when sending
 * fails, with the reason under it.
 */
export function ChatComposer({ onSend }: { onSend: (text: string) => Promise<void> }) {
  const { t } = useTranslation(['member', 'common']);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const empty = text.trim() === '';

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (empty || sending) return;
    setSending(true);
    setProblem(null);
    try {
      await onSend(text);
      setText('');
    } catch (error) {
      const key = error instanceof ApiError ? error.messageKey : '';
      setProblem(
        key === 'rate_limited' ? t('common:errors.rate_limited') : t('member:liveChat.sendError'),
      );
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form className="live-chat__composer" onSubmit={(event) => void submit(event)}>
      <label htmlFor="live-chat-text" className="visually-hidden">
        {t('member:liveChat.placeholder')}
      </label>
      <textarea
        id="live-chat-text"
        className="live-chat__input"
        rows={1}
        maxLength={CHAT_TEXT_MAX}
        placeholder={t('member:liveChat.placeholder')}
        aria-describedby="live-chat-hint"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button
        type="submit"
        className="lb-btn lb-btn--primary live-chat__send"
        disabled={empty || sending}
      >
        {t('member:liveChat.send')}
      </button>
      <p id="live-chat-hint" className="visually-hidden">
        {t('member:liveChat.keysHint')}
      </p>
      {problem ? (
        <p className="live-chat__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

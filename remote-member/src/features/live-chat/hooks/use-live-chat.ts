import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '@lobby/platform-api/contract';
import { ApiError } from '@lobby/shared';
import { eventsUrl, fetchThread, markRead, sendMessage } from '../api/chat';

/** loading → ready; error (Retry); expired (the ticket or the session ended: open again). */
export type ChatPhase = 'loading' | 'ready' | 'error' | 'expired';

export interface LiveChat {
  phase: ChatPhase;
  messages: ChatMessage[];
  retry: () => void;
  /** Sends a message; rejects with the ApiError (the composer keeps the text and says why). */
  send: (text: string) => Promise<void>;
}

const expiredBy = (error: unknown) =>
  error instanceof ApiError && (error.code === 'CHAT_TICKET_INVALID' || error.status === 401);

/** Adds messages not seen yet, in id order (a message may come by the answer and the stream). */
function merged(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const seen = new Set(current.map((message) => message.id));
  const added = incoming.filter((message) => !seen.has(message.id));
  if (added.length === 0) return current;
  return [...current, ...added].sort((a, b) => a.id - b.id);
}

/**
 * The chat of one ticket: its history, then new messages as the server sends them (an
 * EventSource on GET /wps/chat/events, which reconnects by itself from the last event id).
 * Support's messages are marked read while the page is visible.
 */
export function useLiveChat(ticket: string): LiveChat {
  const [phase, setPhase] = useState<ChatPhase>('loading');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [attempt, setAttempt] = useState(0);
  const readUpTo = useRef(0);

  const add = useCallback((incoming: ChatMessage[]) => {
    setMessages((current) => merged(current, incoming));
  }, []);

  useEffect(() => {
    let active = true;
    let source: EventSource | null = null;
    setPhase('loading');
    fetchThread(ticket).then(
      (thread) => {
        if (!active) return;
        setMessages(thread.messages);
        setPhase('ready');
        const after = thread.messages.at(-1)?.id ?? 0;
        source = new EventSource(eventsUrl(ticket, after));
        source.addEventListener('message', (event: MessageEvent<string>) => {
          add([JSON.parse(event.data) as ChatMessage]);
        });
        source.addEventListener('expired', () => {
          source?.close();
          setPhase('expired');
        });
        source.addEventListener('error', () => {
          // A closed stream was refused (not a dropped line, which reconnects): ask why.
          if (source?.readyState !== EventSource.CLOSED) return;
          fetchThread(ticket).then(
            () => active && setAttempt((n) => n + 1),
            (error: unknown) => active && setPhase(expiredBy(error) ? 'expired' : 'error'),
          );
        });
      },
      (error: unknown) => {
        if (active) setPhase(expiredBy(error) ? 'expired' : 'error');
      },
    );
    return () => {
      active = false;
      source?.close();
    };
  }, [ticket, attempt, add]);

  // Support's answers count as read once shown on a visible page.
  useEffect(() => {
    const markShown = () => {
      if (document.visibilityState !== 'visible') return;
      const last = messages.filter((message) => message.author === 'operator').at(-1);
      if (!last || last.id <= readUpTo.current) return;
      readUpTo.current = last.id;
      markRead(ticket, last.id).catch(() => undefined); // silent, as unread errors are
    };
    markShown();
    document.addEventListener('visibilitychange', markShown);
    return () => document.removeEventListener('visibilitychange', markShown);
  }, [messages, ticket]);

  const send = useCallback(
    async (text: string) => {
      try {
        add([await sendMessage(ticket, text)]);
      } catch (error) {
        if (expiredBy(error)) setPhase('expired');
        throw error;
      }
    },
    [ticket, add],
  );

  return { phase, messages, retry: () => setAttempt((n) => n + 1), send };
}

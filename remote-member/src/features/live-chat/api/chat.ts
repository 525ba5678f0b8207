import type { ChatMessage, ChatThread } from '@lobby/platform-api/contract';
import { api, getBrandConfig } from '@lobby/shared';

// The chat page's calls carry its chat ticket (from the launch URL), never the member token.

const withTicket = (ticket: string) => ({ headers: { 'x-chat-ticket': ticket }, silent: true });

export function fetchThread(ticket: string, after = 0): Promise<ChatThread> {
  return api.get('/wps/chat/messages', { query: { after } }, withTicket(ticket));
}

/** The text goes as its lines (the API's strings take no line breaks). */
export function sendMessage(ticket: string, text: string): Promise<ChatMessage> {
  return api.post(
    '/wps/chat/messages',
    { body: { lines: text.split(/\r?\n/) } },
    withTicket(ticket),
  );
}

export function markRead(ticket: string, upTo: number): Promise<true> {
  return api.post('/wps/chat/read', { body: { upTo } }, withTicket(ticket));
}

/** The event stream's URL (EventSource sends no headers: the ticket goes in the query). */
export function eventsUrl(ticket: string, after: number): string {
  const base = getBrandConfig().apiBaseUrl || '';
  const query = new URLSearchParams({ ticket, after: String(after) });
  return `${base}/wps/chat/events?${query.toString()}`;
}

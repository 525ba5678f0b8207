import {
  chatEventsAnswer,
  chatEventsQuery,
  chatLaunchAnswer,
  chatLaunchQuery,
  chatMessageAnswer,
  chatMessagesQuery,
  chatReadAnswer,
  chatReadBody,
  chatSendBody,
  chatThreadAnswer,
  chatUnreadAnswer,
  chatUnreadQuery,
  opsChatAnswerBody,
  opsChatCloseBody,
  opsChatClosedAnswer,
  opsChatDeskAnswer,
  opsChatDeskParams,
  opsChatEventsQuery,
  opsChatListAnswer,
  opsChatListQuery,
  opsChatParams,
  opsChatThreadAnswer,
  opsChatThreadQuery,
} from '../chat.js';
import type { EndpointTable } from './endpoint.js';

/**
 * The customer-service chat: the launch and the badge count take the member's token; the chat
 * page's calls take the launch's chat ticket (`X-Chat-Ticket`, or `ticket` in the event stream's
 * query); the operator's calls take the operator key.
 */
export const chatEndpoints = {
  'GET /wps/chat/launch': { auth: 'member', query: chatLaunchQuery, answer: chatLaunchAnswer },
  'GET /wps/chat/unread': { auth: 'member', query: chatUnreadQuery, answer: chatUnreadAnswer },
  'GET /wps/chat/messages': { auth: 'ticket', query: chatMessagesQuery, answer: chatThreadAnswer },
  'POST /wps/chat/messages': { auth: 'ticket', body: chatSendBody, answer: chatMessageAnswer },
  'POST /wps/chat/read': { auth: 'ticket', body: chatReadBody, answer: chatReadAnswer },
  'GET /wps/chat/events': { auth: 'ticket', query: chatEventsQuery, answer: chatEventsAnswer },
  'GET /ops/chat/conversations': {
    auth: 'operator',
    query: opsChatListQuery,
    answer: opsChatListAnswer,
  },
  'GET /ops/chat/conversations/:id': {
    auth: 'operator',
    params: opsChatParams,
    query: opsChatThreadQuery,
    answer: opsChatThreadAnswer,
  },
  'POST /ops/chat/conversations/:id/messages': {
    auth: 'operator',
    params: opsChatParams,
    body: opsChatAnswerBody,
    answer: chatMessageAnswer,
  },
  'POST /ops/chat/conversations/:id/close': {
    auth: 'operator',
    params: opsChatParams,
    body: opsChatCloseBody,
    answer: opsChatClosedAnswer,
  },
  'GET /ops/chat/events': { auth: 'operator', query: opsChatEventsQuery, answer: chatEventsAnswer },
  'GET /ops/chat/desk': { auth: 'none', answer: opsChatDeskAnswer },
  'GET /ops/chat/desk/:file': {
    auth: 'none',
    params: opsChatDeskParams,
    answer: opsChatDeskAnswer,
  },
} as const satisfies EndpointTable;

import {
  announcementParams,
  frontEndQuery,
  inboxPageAnswer,
  inboxQuery,
  markAnnouncementReadQuery,
  markReadBody,
  markedReadAnswer,
  messageParams,
  unreadAnnouncementsQuery,
  unreadAnswer,
} from '../inbox.js';
import type { EndpointTable } from './endpoint.js';

/** The inbox calls: each method and path with its schemas (see ./endpoint.ts). */
export const inboxEndpoints = {
  'POST /wps/announcements/:id/read': {
    auth: 'member',
    params: announcementParams,
    query: markAnnouncementReadQuery,
    body: markReadBody,
    answer: markedReadAnswer,
  },
  'GET /wps/announcements/unread': {
    auth: 'member',
    query: unreadAnnouncementsQuery,
    answer: unreadAnswer,
  },
  'GET /wps/inbox': { auth: 'member', query: inboxQuery, answer: inboxPageAnswer },
  'POST /wps/inbox/:id/read': {
    auth: 'member',
    params: messageParams,
    query: frontEndQuery,
    body: markReadBody,
    answer: markedReadAnswer,
  },
  'GET /wps/inbox/unread': { auth: 'member', query: frontEndQuery, answer: unreadAnswer },
} as const satisfies EndpointTable;

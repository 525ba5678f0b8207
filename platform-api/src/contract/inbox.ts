import { z } from 'zod';
import { ANNOUNCEMENT_TYPES } from './content.js';
import { csvOf, language, merchantCode } from '../http/schemas.js';
import { frontEndParams, pageParams } from '../http/schemas.js';
import { okEnvelope } from './envelope.js';

/** A row id in a path (`/wps/inbox/42/read`): plain digits, a positive 32-bit integer. */
export const rowId = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(2_147_483_647));

/** POST /wps/inbox/{id}/read */
export const messageParams = z.strictObject({ id: rowId });

/** GET /wps/inbox: pages of 20 by default (at most 100). */
export const inboxQuery = z.strictObject({ ...frontEndParams, ...pageParams(20) });

/** Calls without parameters of their own still take the ones the front end sends everywhere. */
export const frontEndQuery = z.strictObject(frontEndParams);

/** Marking read takes no fields; the front end may send `read: true` (spec section 7). */
export const markReadBody = z.strictObject({
  read: z.literal(true).optional(),
  merchantCode: frontEndParams.merchantCode,
  platform: frontEndParams.platform,
});

export const inboxMessage = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  /** Operator HTML: sanitize before rendering. */
  content: z.string(),
  /** ISO 8601 date-time (UTC). */
  createdAt: z.string(),
  read: z.boolean(),
});

/** A page of the member's messages, newest first. */
export const inboxPage = z.strictObject({
  list: z.array(inboxMessage),
  /** The page returned, from 1. */
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  /** Messages in the whole inbox. */
  total: z.number().int(),
  /** Unread messages in the whole inbox. */
  unread: z.number().int(),
});
export const inboxPageAnswer = okEnvelope(inboxPage);

export const unreadCount = z.strictObject({ unread: z.number().int() });
/** GET /wps/inbox/unread and GET /wps/announcements/unread. */
export const unreadAnswer = okEnvelope(unreadCount);

/** Marking read answers `true`, also when it was read before. */
export const markedReadAnswer = okEnvelope(z.literal(true));

/** POST /wps/announcements/{id}/read */
export const announcementParams = z.strictObject({ id: rowId });

/** The notices the notice screen lists: site announcements (A) and player notices (PL). */
export const NOTICE_TYPES = ['A', 'PL'] as const;

/** GET /wps/announcements/unread: unread among what GET /wps/announcements lists for `types`. */
export const unreadAnnouncementsQuery = z.strictObject({
  types: csvOf(ANNOUNCEMENT_TYPES).default([...NOTICE_TYPES]),
  language: language.optional(),
  platform: z.enum(['mobile', 'MOBILE', 'html5']).optional(),
  merchantCode: merchantCode.optional(),
});

export const markAnnouncementReadQuery = z.strictObject({
  platform: z.enum(['mobile', 'MOBILE', 'html5']).optional(),
  merchantCode: merchantCode.optional(),
});

export type InboxQuery = z.input<typeof inboxQuery>;
export type MarkReadBody = z.input<typeof markReadBody>;
export type InboxMessage = z.output<typeof inboxMessage>;
export type InboxPage = z.output<typeof inboxPage>;
export type UnreadCount = z.output<typeof unreadCount>;
export type UnreadAnnouncementsQuery = z.input<typeof unreadAnnouncementsQuery>;

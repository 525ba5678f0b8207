import { z } from 'zod';
import { frontEndParams, language } from '../http/schemas.js';
import { okEnvelope } from './envelope.js';
import { rowId } from './inbox.js';
import { operatorName } from './wallet.js';

// The platform's own customer-service chat (issue 36 item 1; spec section 7 "chat launch").

/** A message's text: 1–2,000 characters (line breaks included), not only blanks. */
export const CHAT_TEXT_MAX = 2000;
/** Lines of one message: the API's string inputs take no line breaks, so a message is sent as lines. */
export const CHAT_LINES_MAX = 100;

/** What both sides send: the message's lines, joined with line breaks when stored. */
export const chatLines = z
  .array(z.string().max(CHAT_TEXT_MAX))
  .min(1)
  .max(CHAT_LINES_MAX)
  .refine((lines) => lines.join('\n').length <= CHAT_TEXT_MAX, 'too long')
  .refine((lines) => lines.some((line) => line.trim() !== ''), 'empty');

/**
 * A same-site path of the app to come back to (`/m/…`); anything else (another site, `//host`,
 * a backslash) is not refused but replaced by /m/home when the launch answers.
 */
export const BACK_URL_FALLBACK = '/m/home';

/** GET /wps/chat/launch (spec section 7: b2c 1, language, backUrl, headerColor, title). */
export const chatLaunchQuery = z.strictObject({
  ...frontEndParams,
  b2c: z.enum(['1']).optional(),
  language: language.optional(),
  backUrl: z.string().max(500).optional(),
  headerColor: z
    .string()
    .regex(/^#?[0-9A-Fa-f]{6}$/)
    .optional(),
  title: z.string().trim().min(1).max(60).optional(),
});

export const chatLaunch = z.strictObject({
  /** The chat page (same site: `/m/liveChat?ticket=…`) or the brand's external chat URL. */
  chatUrl: z.string(),
});
export const chatLaunchAnswer = okEnvelope(chatLaunch);

export const chatMessage = z.strictObject({
  id: z.number().int(),
  conversationId: z.number().int(),
  author: z.enum(['member', 'operator']),
  /** Plain text with line breaks: render as text, never as HTML. */
  text: z.string(),
  /** ISO 8601 date-time (UTC). */
  createdAt: z.string(),
});

/**
 * GET /wps/chat/messages: the member's messages, oldest first: the newest `limit` when `after`
 * is 0 (opening the chat), else the first `limit` after message `after`.
 */
export const chatMessagesQuery = z.strictObject({
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export const chatThread = z.strictObject({
  /** The member's open conversation, or the last closed one; null before the first message. */
  conversationId: z.number().int().nullable(),
  status: z.enum(['OPEN', 'CLOSED']).nullable(),
  messages: z.array(chatMessage),
  /** The last of the member's messages an operator has read (0: none). */
  operatorReadId: z.number().int(),
  /** Support's messages the member has not read. */
  unread: z.number().int(),
});
export const chatThreadAnswer = okEnvelope(chatThread);

export const chatSendBody = z.strictObject({ lines: chatLines });
export const chatMessageAnswer = okEnvelope(chatMessage);

/** POST /wps/chat/read: everything up to and including message `upTo` is read. */
export const chatReadBody = z.strictObject({
  upTo: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
export const chatReadAnswer = okEnvelope(z.literal(true));

/** GET /wps/chat/unread (member token): the spec's badge counts. */
export const chatUnreadQuery = z.strictObject(frontEndParams);
export const chatUnread = z.strictObject({
  /** Unread answers in the open conversation. */
  unReadCount: z.number().int(),
  /** Unread answers in all of the member's conversations. */
  totalUnreadCount: z.number().int(),
});
export const chatUnreadAnswer = okEnvelope(chatUnread);

/** GET /wps/chat/events: the ticket travels in the query (EventSource sends no headers). */
export const chatEventsQuery = z.strictObject({
  ticket: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/),
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
});

/** A server-sent event stream (`event: message`, data: one chatMessage as JSON). */
export const chatEventsAnswer = {
  description:
    'text/event-stream: `event: message` with a chat message as JSON per new message, `event: status` when closed, `: ping` comments every 15 s',
  content: { 'text/event-stream': { schema: z.string() } },
};

// Operator calls (X-Operator-Key).

export const chatConversationSummary = z.strictObject({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  status: z.enum(['OPEN', 'CLOSED']),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  /** The member's messages no operator has read. */
  unread: z.number().int(),
  /** The last message's first 120 characters. */
  preview: z.string(),
});

/** GET /ops/chat/conversations: unread first, then the latest message first; 100 at most. */
export const opsChatListQuery = z.strictObject({
  status: z.enum(['OPEN', 'CLOSED']).optional(),
});
export const opsChatListAnswer = okEnvelope(z.array(chatConversationSummary));

export const opsChatParams = z.strictObject({ id: rowId });
export const opsChatThreadQuery = z.strictObject({
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  /** Marks the member's messages read for operators (the desk does when it shows them). */
  markRead: z.enum(['true', 'false']).default('true'),
});
export const opsChatThread = z.strictObject({
  conversation: chatConversationSummary,
  messages: z.array(chatMessage.extend({ operator: z.string().nullable() })),
  /** The last support message the member has read (0: none). */
  memberReadId: z.number().int(),
});
export const opsChatThreadAnswer = okEnvelope(opsChatThread);

export const opsChatAnswerBody = z.strictObject({ operator: operatorName, lines: chatLines });
export const opsChatCloseBody = z.strictObject({ operator: operatorName });
export const opsChatClosedAnswer = okEnvelope(chatConversationSummary);

/** GET /ops/chat/events: every new message of every conversation (the desk reads it with fetch). */
export const opsChatEventsQuery = z.strictObject({
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
});

/** The operator's chat desk: a page (HTML) and its script and style, each its own file. */
export const opsChatDeskAnswer = {
  description: 'The operator chat desk page (HTML, script or style)',
  content: {
    'text/html': { schema: z.string() },
    'text/javascript': { schema: z.string() },
    'text/css': { schema: z.string() },
  },
};
export const opsChatDeskParams = z.strictObject({ file: z.enum(['desk.js', 'desk.css']) });

export type ChatLaunchQuery = z.input<typeof chatLaunchQuery>;
export type ChatMessage = z.output<typeof chatMessage>;
export type ChatThread = z.output<typeof chatThread>;
export type ChatUnread = z.output<typeof chatUnread>;
export type ChatConversationSummary = z.output<typeof chatConversationSummary>;
export type OpsChatThread = z.output<typeof opsChatThread>;

import { and, asc, count, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type {
  ChatConversationSummary,
  ChatMessage,
  ChatThread,
  OpsChatThread,
} from '../../contract/chat.js';
import type { Db, Executor, Tx } from '../../db/database.js';
import { selectRows } from '../../db/database.js';
import { chatConversations, chatMessages } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { recordAudit } from '../wallet/index.js';

/** A member may send this many messages a minute (counted in the table, so on every server). */
export const CHAT_MESSAGES_PER_MINUTE = 10;

type MessageRow = typeof chatMessages.$inferSelect;
type ConversationRow = typeof chatConversations.$inferSelect;

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    author: row.author,
    text: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The member's conversations, oldest first (their history is one thread on the chat page). */
async function conversationsOf(db: Executor, memberId: number): Promise<ConversationRow[]> {
  return db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.memberId, memberId))
    .orderBy(asc(chatConversations.id));
}

/**
 * Support's messages above the member's read mark: in the open conversation and in all of the
 * member's conversations, in one query.
 */
async function memberUnread(
  db: Executor,
  memberId: number,
): Promise<{ unReadCount: number; totalUnreadCount: number }> {
  const [row] = await selectRows<{ open: number | string; total: number | string }>(
    db,
    sql`SELECT count(*) FILTER (WHERE c.status = 'OPEN') AS open, count(*) AS total
          FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
         WHERE c.member_id = ${memberId} AND m.author = 'operator' AND m.id > c.member_read_id`,
  );
  return { unReadCount: Number(row?.open ?? 0), totalUnreadCount: Number(row?.total ?? 0) };
}

/**
 * The member's messages in all their conversations, oldest first: the newest `limit` when
 * `after` is 0, else the first `limit` after `after`.
 */
export async function memberThread(
  db: Db,
  memberId: number,
  after: number,
  limit: number,
): Promise<ChatThread> {
  const conversations = await conversationsOf(db, memberId);
  const latest = conversations.at(-1) ?? null;
  // Opening the chat (after 0) shows the newest `limit` messages; a later read catches up
  // from `after`, oldest first. Both answer oldest first.
  const fromStart = after === 0;
  const rows = conversations.length
    ? await db
        .select()
        .from(chatMessages)
        .where(
          and(
            inArray(
              chatMessages.conversationId,
              conversations.map((c) => c.id),
            ),
            gt(chatMessages.id, after),
          ),
        )
        .orderBy(fromStart ? desc(chatMessages.id) : asc(chatMessages.id))
        .limit(limit)
    : [];
  const messages = fromStart ? rows.reverse() : rows;
  return {
    conversationId: latest?.id ?? null,
    status: latest?.status ?? null,
    messages: messages.map(toChatMessage),
    operatorReadId: latest?.operatorReadId ?? 0,
    unread: (await memberUnread(db, memberId)).totalUnreadCount,
  };
}

/** New messages of one member after `after` (the member's event stream). */
export async function memberMessagesAfter(
  db: Db,
  memberId: number,
  after: number,
): Promise<ChatMessage[]> {
  const rows = await db
    .select({ message: chatMessages })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(and(eq(chatConversations.memberId, memberId), gt(chatMessages.id, after)))
    .orderBy(asc(chatMessages.id))
    .limit(100);
  return rows.map((row) => toChatMessage(row.message));
}

/** New messages of every conversation after `after` (the operators' event stream). */
export async function allMessagesAfter(db: Db, after: number): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(gt(chatMessages.id, after))
    .orderBy(asc(chatMessages.id))
    .limit(100);
  return rows.map(toChatMessage);
}

/** The newest message id (an event stream without `after` starts from here). */
export async function lastMessageId(db: Db): Promise<number> {
  const [row] = await selectRows<{ id: string | null }>(
    db,
    sql`SELECT max(id)::text AS id FROM chat_messages`,
  );
  return Number(row?.id ?? 0);
}

/**
 * A member's message: into their open conversation, opening one when there is none. The open
 * conversation's row is locked while the message is written, so a conversation's message ids
 * grow in commit order (the event streams read "after id"). RATE_LIMITED past
 * CHAT_MESSAGES_PER_MINUTE.
 */
export async function sendMemberMessage(
  db: Db,
  memberId: number,
  text: string,
  now: Date,
): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    const [recent] = await tx
      .select({ n: count() })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .where(
        and(
          eq(chatConversations.memberId, memberId),
          eq(chatMessages.author, 'member'),
          gte(chatMessages.createdAt, new Date(now.getTime() - 60_000)),
        ),
      );
    if (Number(recent?.n ?? 0) >= CHAT_MESSAGES_PER_MINUTE)
      throw new ApiError('RATE_LIMITED', null);
    await tx
      .insert(chatConversations)
      .values({ memberId, status: 'OPEN', createdAt: now, lastMessageAt: now })
      .onConflictDoNothing();
    const [open] = await tx
      .select()
      .from(chatConversations)
      .where(and(eq(chatConversations.memberId, memberId), eq(chatConversations.status, 'OPEN')))
      .for('update');
    if (!open) throw new Error(`member ${memberId} has no open conversation after opening one`);
    const [message] = await tx
      .insert(chatMessages)
      .values({ conversationId: open.id, author: 'member', body: text, createdAt: now })
      .returning();
    // The member has read what they wrote, and everything before it.
    await tx
      .update(chatConversations)
      .set({ lastMessageAt: now, memberReadId: message!.id })
      .where(eq(chatConversations.id, open.id));
    return toChatMessage(message!);
  });
}

/** The member has read everything up to `upTo` (never beyond the newest message; never back). */
export async function markMemberRead(db: Db, memberId: number, upTo: number): Promise<void> {
  await db.execute(sql`
    UPDATE chat_conversations c
       SET member_read_id = GREATEST(c.member_read_id, LEAST(${upTo},
             (SELECT COALESCE(max(m.id), 0) FROM chat_messages m WHERE m.conversation_id = c.id)))
     WHERE c.member_id = ${memberId}`);
}

/** The badge counts: unread answers in the open conversation and in all of them. */
export function memberUnreadCounts(
  db: Db,
  memberId: number,
): Promise<{ unReadCount: number; totalUnreadCount: number }> {
  return memberUnread(db, memberId);
}

// The operator's side.

const summaryColumns = sql`
  c.id, c.member_id, m.username, c.status, c.created_at, c.last_message_at,
  (SELECT count(*) FROM chat_messages u
    WHERE u.conversation_id = c.id AND u.author = 'member' AND u.id > c.operator_read_id)::int AS unread,
  COALESCE((SELECT left(l.body, 120) FROM chat_messages l
    WHERE l.conversation_id = c.id ORDER BY l.id DESC LIMIT 1), '') AS preview`;

interface SummaryRow {
  id: number;
  member_id: number;
  username: string;
  status: 'OPEN' | 'CLOSED';
  created_at: Date | string;
  last_message_at: Date | string;
  unread: number;
  preview: string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toSummary(row: SummaryRow): ChatConversationSummary {
  return {
    id: Number(row.id),
    memberId: Number(row.member_id),
    username: row.username,
    status: row.status,
    createdAt: iso(row.created_at),
    lastMessageAt: iso(row.last_message_at),
    unread: Number(row.unread),
    preview: row.preview,
  };
}

/** Conversations for the desk: those with unread messages first, then the latest first. */
export async function listConversations(
  db: Db,
  status: 'OPEN' | 'CLOSED' | undefined,
): Promise<ChatConversationSummary[]> {
  const rows = await selectRows<SummaryRow>(
    db,
    sql`SELECT * FROM (SELECT ${summaryColumns}
          FROM chat_conversations c JOIN members m ON m.id = c.member_id
         ${status ? sql`WHERE c.status = ${status}` : sql``}) s
        ORDER BY (s.unread > 0) DESC, s.last_message_at DESC, s.id DESC
        LIMIT 100`,
  );
  return rows.map(toSummary);
}

async function summaryOf(db: Executor, id: number): Promise<ChatConversationSummary> {
  const [row] = await selectRows<SummaryRow>(
    db,
    sql`SELECT ${summaryColumns}
          FROM chat_conversations c JOIN members m ON m.id = c.member_id
         WHERE c.id = ${id}`,
  );
  if (!row) throw new ApiError('NOT_FOUND');
  return toSummary(row);
}

/** One conversation for the desk; showing it marks the member's messages read for operators. */
export async function operatorThread(
  db: Db,
  id: number,
  after: number,
  markRead: boolean,
): Promise<OpsChatThread> {
  const [conversation] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.id, id));
  if (!conversation) throw new ApiError('NOT_FOUND');
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, id), gt(chatMessages.id, after)))
    .orderBy(asc(chatMessages.id))
    .limit(500);
  if (markRead && rows.length > 0) {
    await db.execute(sql`
      UPDATE chat_conversations SET operator_read_id = GREATEST(operator_read_id, ${rows.at(-1)!.id})
       WHERE id = ${id}`);
  }
  return {
    conversation: await summaryOf(db, id),
    messages: rows.map((row) => ({ ...toChatMessage(row), operator: row.operator })),
    memberReadId: conversation.memberReadId,
  };
}

/** Locks a conversation an operator acts on: NOT_FOUND, or CHAT_CLOSED when it is closed. */
async function lockOpenConversation(tx: Tx, id: number): Promise<void> {
  const [conversation] = await tx
    .select({ status: chatConversations.status })
    .from(chatConversations)
    .where(eq(chatConversations.id, id))
    .for('update');
  if (!conversation) throw new ApiError('NOT_FOUND');
  if (conversation.status !== 'OPEN') throw new ApiError('CHAT_CLOSED');
}

/** An operator's answer in an open conversation (CHAT_CLOSED otherwise); audited. */
export async function answerConversation(
  db: Db,
  id: number,
  operator: string,
  text: string,
  now: Date,
): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    await lockOpenConversation(tx, id);
    const [message] = await tx
      .insert(chatMessages)
      .values({ conversationId: id, author: 'operator', operator, body: text, createdAt: now })
      .returning();
    // Answering means the operator has read the conversation up to here.
    await tx
      .update(chatConversations)
      .set({ lastMessageAt: now, operatorReadId: message!.id })
      .where(eq(chatConversations.id, id));
    await recordAudit(
      tx,
      {
        operator,
        action: 'CHAT_ANSWER',
        target: `chat:${id}`,
        detail: { messageId: message!.id, length: text.length },
      },
      now,
    );
    return toChatMessage(message!);
  });
}

/** Closes a conversation (the member's next message opens a new one); audited. */
export async function closeConversation(
  db: Db,
  id: number,
  operator: string,
  now: Date,
): Promise<ChatConversationSummary> {
  return db.transaction(async (tx) => {
    await lockOpenConversation(tx, id);
    await tx
      .update(chatConversations)
      .set({ status: 'CLOSED', closedAt: now, closedBy: operator })
      .where(eq(chatConversations.id, id));
    await recordAudit(tx, { operator, action: 'CHAT_CLOSE', target: `chat:${id}` }, now);
    return summaryOf(tx, id);
  });
}

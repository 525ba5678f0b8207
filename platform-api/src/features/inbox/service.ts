import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { InboxPage } from '../../contract/inbox.js';
import type { Executor } from '../../db/database.js';
import { ApiError } from '../../http/errors.js';
import { inboxMessages } from '../../db/schema/inbox.js';
import { readerLanguage } from '../content/index.js';
import { renderSecurityNotice } from './security-notices.js';

export async function unreadCount(db: Executor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(inboxMessages)
    .where(and(eq(inboxMessages.memberId, memberId), isNull(inboxMessages.readAt)));
  return Number(row?.n ?? 0);
}

/**
 * The member's messages, newest first, with the unread count of the whole inbox. Security notices
 * are written in the reader's language (`language`, English when absent or unknown).
 */
export async function inboxPage(
  db: Executor,
  memberId: number,
  pageNo: number,
  pageSize: number,
  language?: string,
): Promise<InboxPage> {
  // The app's one reading of a language code (codes in any case, browser tags).
  const reader = readerLanguage(language);
  const [totals] = await db
    .select({ n: count() })
    .from(inboxMessages)
    .where(eq(inboxMessages.memberId, memberId));
  const total = Number(totals?.n ?? 0);
  const rows = await db
    .select()
    .from(inboxMessages)
    .where(eq(inboxMessages.memberId, memberId))
    .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return {
    list: rows.map((row) => ({
      id: row.id,
      ...((row.noticeKind &&
        renderSecurityNotice(row.noticeKind, row.noticeParams ?? {}, reader)) || {
        title: row.title,
        content: row.content,
      }),
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
    })),
    pageNum: pageNo,
    totalPages: Math.ceil(total / pageSize),
    total,
    unread: await unreadCount(db, memberId),
  };
}

/**
 * Marks one of the member's messages read; reading it again keeps the first read time.
 * Another member's message is NOT_FOUND, like a message that does not exist.
 */
export async function markMessageRead(
  db: Executor,
  memberId: number,
  messageId: number,
  now: Date,
): Promise<void> {
  const [found] = await db
    .select({ readAt: inboxMessages.readAt })
    .from(inboxMessages)
    .where(and(eq(inboxMessages.id, messageId), eq(inboxMessages.memberId, memberId)));
  if (!found) throw new ApiError('NOT_FOUND');
  if (found.readAt !== null) return;
  await db
    .update(inboxMessages)
    .set({ readAt: now })
    .where(
      and(
        eq(inboxMessages.id, messageId),
        eq(inboxMessages.memberId, memberId),
        isNull(inboxMessages.readAt),
      ),
    );
}

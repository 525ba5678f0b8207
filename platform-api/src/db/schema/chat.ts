import { bigint, bigserial, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './accounts.js';

/** migrations/0049_live_chat.sql: one open conversation per member, read marks per side. */
export const chatConversations = pgTable('chat_conversations', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull(),
  status: text('status').$type<'OPEN' | 'CLOSED'>().notNull().default('OPEN'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
  /** The id of the last message the member has read (0: none). */
  memberReadId: bigint('member_read_id', { mode: 'number' }).notNull().default(0),
  /** The id of the last message an operator has read (0: none). */
  operatorReadId: bigint('operator_read_id', { mode: 'number' }).notNull().default(0),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  closedBy: text('closed_by'),
});

export const chatMessages = pgTable('chat_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  conversationId: integer('conversation_id').notNull(),
  author: text('author').$type<'member' | 'operator'>().notNull(),
  operator: text('operator'),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const chatTickets = pgTable('chat_tickets', {
  ticketHash: bytea('ticket_hash').primaryKey(),
  memberId: integer('member_id').notNull(),
  sessionId: bigint('session_id', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

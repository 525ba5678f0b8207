import {
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import type { AnnouncementType } from '../../contract/content.js';
import type { LegalPageKind } from '../../contract/legal.js';

export { ANNOUNCEMENT_TYPES, type AnnouncementType } from '../../contract/content.js';

export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  type: text('type').$type<AnnouncementType>().notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  groupName: text('group_name'),
  language: text('language'),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }),
  noExpiry: boolean('no_expiry').notNull().default(false),
  imageUrls: text('image_urls').array().notNull().default([]),
  promoCategoryIds: integer('promo_category_ids').array().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const announcementReads = pgTable('announcement_reads', {
  memberId: integer('member_id').notNull(),
  announcementId: integer('announcement_id').notNull(),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  groupName: text('group_name').notNull(),
  title: text('title').notNull(),
  link: text('link').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const promotionCategories = pgTable('promotion_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }),
  noExpiry: boolean('no_expiry').notNull().default(false),
  categoryIds: integer('category_ids').array().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const helpArticles = pgTable('help_articles', {
  id: serial('id').primaryKey(),
  device: text('device').$type<'MOBILE' | 'PC'>().notNull(),
  language: text('language').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Mirrors migrations/0042_legal_pages.sql: a public legal page in one language. */
export const legalPages = pgTable(
  'legal_pages',
  {
    kind: text('kind').$type<LegalPageKind>().notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.language] })],
);

export const customerServiceChannels = pgTable('customer_service_channels', {
  id: serial('id').primaryKey(),
  csType: text('cs_type').$type<'LIVECHAT' | 'TELEGRAM'>().notNull(),
  title: text('title').notNull(),
  path: text('path').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const downloadLinks = pgTable('download_links', {
  resourceType: text('resource_type')
    .$type<'IOS' | 'Android' | 'MOBILECONFIG' | 'AppDownloadIcon'>()
    .primaryKey(),
  url: text('url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { brands } from './brand.js';
import { games } from './catalogue.js';
import { announcements, promotionCategories, promotions } from './content.js';

// migrations/0017_localized_content.sql: content in the member's language; the base rows stay English.

export const announcementTranslations = pgTable(
  'announcement_translations',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    /** An app language code in upper case: CN, ID, ... */
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
  },
  (table) => [primaryKey({ columns: [table.announcementId, table.language] })],
);

export const promotionTranslations = pgTable(
  'promotion_translations',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
  },
  (table) => [primaryKey({ columns: [table.promotionId, table.language] })],
);

export const promotionCategoryTranslations = pgTable(
  'promotion_category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => promotionCategories.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.language] })],
);

/** Brand texts per language; only the download bar's app description (app_desc) so far. */
export const brandTextTranslations = pgTable(
  'brand_text_translations',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    key: text('key').$type<'app_desc'>().notNull(),
    language: text('language').notNull(),
    value: text('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.key, table.language] })],
);

/**
 * migrations/0047_game_name_translations.sql: a game's name in one app language (upper-case code);
 * readers resolve it through features/games/display-name.ts.
 */
export const gameNameTranslations = pgTable(
  'game_name_translations',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.language] })],
);

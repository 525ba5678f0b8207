import {
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  bigint,
} from 'drizzle-orm/pg-core';
import type { RegisterSettings } from '../../contract/system.js';

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  merchantCode: text('merchant_code').notNull(),
  currencyCode: text('currency_code').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  mainDomain: text('main_domain').notNull(),
  whitelabel: jsonb('whitelabel').$type<Record<string, boolean>>().notNull(),
  mobileTemplate: jsonb('mobile_template').$type<Record<string, string>>().notNull(),
  paths: jsonb('paths').$type<Record<string, string>>().notNull(),
  /** Checked against the contract's registerSettings when the brand is read (system/brand.ts). */
  register: jsonb('register').$type<RegisterSettings>().notNull(),
  domainRoute: jsonb('domain_route').$type<string[]>().notNull(),
  imageCdns: jsonb('image_cdns').$type<string[]>().notNull(),
  appWindowPromotion: boolean('app_window_promotion').notNull().default(false),
  /** Hourly SMS limits of this brand; null takes the configured default (SMS_* variables). */
  smsPerClientHour: integer('sms_per_client_hour'),
  smsPerIpHour: integer('sms_per_ip_hour'),
  smsBrandPerHour: integer('sms_brand_per_hour'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // migrations/0006: refuse plain login/register bodies when set.
  requirePayloadEncryption: boolean('require_payload_encryption').notNull().default(false),
  // migrations/0007, 0009, 0011: public social/Firebase web config; server-only secrets.
  socialLogin: jsonb('social_login').$type<Record<string, unknown>>().notNull().default({}),
  firebasePhone: jsonb('firebase_phone').$type<Record<string, unknown>>().notNull().default({}),
  socialLoginSecrets: jsonb('social_login_secrets')
    .$type<Record<string, unknown>>()
    .notNull()
    .default({}),
  /** migrations/0040: the IANA zone of the brand's business day (issue 35); 'UTC' by default. */
  businessTimeZone: text('business_time_zone').notNull().default('UTC'),
  /** migrations/0048: an external chat's https URL; null (the default) is the platform's chat. */
  externalChatUrl: text('external_chat_url'),
});

export const merchants = pgTable('merchants', {
  code: text('code').primaryKey(),
  brandId: integer('brand_id').notNull(),
  kind: text('kind').$type<'REAL' | 'TRIAL'>().notNull(),
  trialOpeningBalanceMinor: bigint('trial_opening_balance_minor', { mode: 'number' })
    .notNull()
    .default(0),
  trialUsernamePrefix: text('trial_username_prefix'),
  trialSessionHours: integer('trial_session_hours'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const systemFlags = pgTable('system_flags', {
  id: smallint('id').primaryKey(),
  maintenance: boolean('maintenance').notNull(),
  regionRestriction: boolean('region_restriction').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  dialingCode: text('dialing_code').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

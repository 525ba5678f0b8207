import { z } from 'zod';
import { csvOf, language, merchantCode } from '../http/schemas.js';
import { okEnvelope } from './envelope.js';

/** Announcement content types (spec section 3): site, player, banner, popup, promotion. */
export const ANNOUNCEMENT_TYPES = ['A', 'PL', 'B', 'PU', 'PR'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

const groupName = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** GET /wps/announcements */
export const announcementsQuery = z.strictObject({
  types: csvOf(ANNOUNCEMENT_TYPES).default([...ANNOUNCEMENT_TYPES]),
  groupName: groupName.optional(),
  language: language.optional(),
  platform: z.enum(['mobile', 'MOBILE', 'html5']).optional(),
  merchantCode: merchantCode.optional(),
});

export const announcement = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  /** Operator HTML: sanitize before rendering. */
  content: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  noExpiry: z.union([z.literal(0), z.literal(1)]),
  announcementImages: z.array(z.strictObject({ sequence: z.number().int(), url: z.string() })),
  promoAnnouncementCategoryIds: z.array(z.number().int()),
  /** Whether this member has read it; always false for visitors and trial users. */
  read: z.boolean(),
});

/** Announcements by response group: A → hot, PL → player, B → banners, PU → popup, PR → promotion. */
export const announcementGroups = z.strictObject({
  promotion: z.array(announcement),
  banners: z.array(announcement),
  player: z.array(announcement),
  popup: z.array(announcement),
  hot: z.array(announcement),
});
export const announcementsAnswer = okEnvelope(announcementGroups);

/** GET /wps/banners */
export const bannersQuery = z.strictObject({ groupName: groupName.optional() });

export const banner = z.strictObject({
  id: z.number().int(),
  groupName: z.string(),
  /** Where a tap goes (server data: pass through the safe-URL rule). */
  link: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});
export const bannersAnswer = okEnvelope(z.array(banner));

export type Announcement = z.output<typeof announcement>;
export type AnnouncementGroups = z.output<typeof announcementGroups>;
export type Banner = z.output<typeof banner>;

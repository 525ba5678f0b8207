import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnnouncementGroups } from '../../contract/content.js';
import type { Db } from '../../db/database.js';
import {
  announcementReads,
  announcements,
  announcementTranslations,
  banners,
  type AnnouncementType,
} from '../../db/schema/index.js';
import { readerLanguage } from './reader-language.js';

/** Content type → response group (spec section 3: A, PL, B, PU, PR). */
const GROUP_OF: Record<AnnouncementType, keyof AnnouncementGroups> = {
  A: 'hot',
  PL: 'player',
  B: 'banners',
  PU: 'popup',
  PR: 'promotion',
};

export interface AnnouncementQuery {
  types: AnnouncementType[];
  groupName?: string;
  language?: string;
  /** The reader; trial members (and visitors) never see read marks. */
  readerId: number | null;
  today: string;
}

export async function listAnnouncements(
  db: Db,
  query: AnnouncementQuery,
): Promise<AnnouncementGroups> {
  const conditions: SQL[] = [
    inArray(announcements.type, query.types),
    sql`${announcements.startDate} <= ${query.today}`,
    or(
      eq(announcements.noExpiry, true),
      isNull(announcements.endDate),
      sql`${announcements.endDate} >= ${query.today}`,
    )!,
  ];
  if (query.groupName) {
    conditions.push(
      or(isNull(announcements.groupName), eq(announcements.groupName, query.groupName))!,
    );
  }
  if (query.language) {
    conditions.push(
      or(
        isNull(announcements.language),
        sql`upper(${announcements.language}) = upper(${query.language})`,
      )!,
    );
  }
  // the member's language where the operator wrote it, else the base (English) text
  const language = readerLanguage(query.language);
  const rows = await db
    .select({
      announcement: announcements,
      localTitle: announcementTranslations.title,
      localContent: announcementTranslations.content,
      read:
        query.readerId === null
          ? sql<boolean>`false`
          : sql<boolean>`${announcementReads.memberId} IS NOT NULL`,
    })
    .from(announcements)
    .leftJoin(
      announcementReads,
      and(
        eq(announcementReads.announcementId, announcements.id),
        eq(announcementReads.memberId, query.readerId ?? -1),
      ),
    )
    .leftJoin(
      announcementTranslations,
      and(
        eq(announcementTranslations.announcementId, announcements.id),
        eq(announcementTranslations.language, language),
      ),
    )
    .where(and(...conditions))
    .orderBy(asc(announcements.sortOrder), asc(announcements.id));

  const groups: AnnouncementGroups = { promotion: [], banners: [], player: [], popup: [], hot: [] };
  for (const { announcement: a, localTitle, localContent, read } of rows) {
    groups[GROUP_OF[a.type]].push({
      id: a.id,
      title: localTitle ?? a.title,
      content: localContent ?? a.content,
      startDate: a.startDate,
      endDate: a.endDate,
      noExpiry: a.noExpiry ? 1 : 0,
      announcementImages: a.imageUrls.map((url, index) => ({ sequence: index + 1, url })),
      promoAnnouncementCategoryIds: a.promoCategoryIds,
      read: Boolean(read),
    });
  }
  return groups;
}

export function listBanners(db: Db, groupName: string | undefined) {
  return db
    .select({
      id: banners.id,
      groupName: banners.groupName,
      link: banners.link,
      width: banners.width,
      height: banners.height,
    })
    .from(banners)
    .where(groupName ? eq(banners.groupName, groupName) : undefined)
    .orderBy(asc(banners.groupName), asc(banners.sortOrder), asc(banners.id))
    .then((rows) => rows.map((row) => ({ ...row, url: `/wps/img/banner/${row.id}.svg` })));
}

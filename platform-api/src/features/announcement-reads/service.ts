import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { announcementReads, announcements, type AnnouncementType } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { listAnnouncements } from '../content/index.js';

/**
 * Records that a member read an announcement (spec section 4). Reading twice changes nothing;
 * an id that is no announcement is NOT_FOUND. Trial members are never marked: `record` false.
 */
export async function markAnnouncementRead(
  db: Executor,
  memberId: number,
  announcementId: number,
  record: boolean,
): Promise<void> {
  const [found] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(eq(announcements.id, announcementId));
  if (!found) throw new ApiError('NOT_FOUND');
  if (!record) return;
  await db.insert(announcementReads).values({ memberId, announcementId }).onConflictDoNothing();
}

/** How many of the announcements GET /wps/announcements lists for these types are unread. */
export async function unreadAnnouncements(
  db: Db,
  query: { types: AnnouncementType[]; language?: string; readerId: number; today: string },
): Promise<number> {
  const groups = await listAnnouncements(db, query);
  return Object.values(groups)
    .flat()
    .filter((announcement) => !announcement.read).length;
}

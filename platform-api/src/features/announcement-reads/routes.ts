import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { parseInput } from '../../http/validate.js';
import { markReadBody } from '../inbox/schemas.js';
import { requireMember } from '../session/auth.js';
import { announcementParams, markReadQuery, unreadQuery } from './schemas.js';
import { markAnnouncementRead, unreadAnnouncements } from './service.js';

/** Read marks of announcements: only members that are not trial users have them (spec section 4). */
export const announcementReadRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post('/wps/announcements/:id/read', async (request) => {
    const { id } = parseInput(announcementParams, request.params);
    parseInput(markReadQuery, request.query);
    parseInput(markReadBody, request.body);
    const member = await requireMember(ctx.sessions, request);
    await markAnnouncementRead(ctx.db, member.id, id, !isTrial(member));
    return ok(true);
  });

  app.get('/wps/announcements/unread', async (request) => {
    const query = parseInput(unreadQuery, request.query);
    const member = await requireMember(ctx.sessions, request);
    // Trial users' reads are never kept, so nothing counts as news for them.
    if (isTrial(member)) return ok({ unread: 0 });
    return ok({
      unread: await unreadAnnouncements(ctx.db, {
        types: query.types,
        language: query.language,
        readerId: member.id,
        today: ctx.clock.now().toISOString().slice(0, 10),
      }),
    });
  });
};

function isTrial(member: { isTrial: boolean; type: number }): boolean {
  return member.isTrial || member.type === 4;
}

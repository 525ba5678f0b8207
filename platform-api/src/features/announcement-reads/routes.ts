import { businessDayOf, businessZone } from '../system/index.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { isTrial, requireMember } from '../session/index.js';
import { markAnnouncementRead, unreadAnnouncements } from './service.js';
import { route } from '../../http/route.js';

/** Read marks of announcements: only members that are not trial users have them (spec section 4). */
export const announcementReadRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  route(app, 'POST /wps/announcements/:id/read', async (request) => {
    const member = await requireMember(ctx, request);
    await markAnnouncementRead(ctx.db, member.id, request.params.id, !isTrial(member));
    return ok(true as const);
  });

  route(app, 'GET /wps/announcements/unread', async (request) => {
    const member = await requireMember(ctx, request);
    // Trial users' reads are never kept, so nothing counts as news for them.
    if (isTrial(member)) return ok({ unread: 0 });
    return ok({
      unread: await unreadAnnouncements(ctx.db, {
        types: request.query.types,
        language: request.query.language,
        readerId: member.id,
        today: businessDayOf(ctx.clock.now(), await businessZone(ctx)),
      }),
    });
  });
};

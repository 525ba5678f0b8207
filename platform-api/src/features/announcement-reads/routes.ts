import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  announcementParams,
  markAnnouncementReadQuery,
  markedReadAnswer,
  markReadBody,
  unreadAnnouncementsQuery,
  unreadAnswer,
} from '../../contract/inbox.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { isTrial, requireMember } from '../session/auth.js';
import { markAnnouncementRead, unreadAnnouncements } from './service.js';

/** Read marks of announcements: only members that are not trial users have them (spec section 4). */
export const announcementReadRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/wps/announcements/:id/read',
    {
      schema: {
        params: announcementParams,
        querystring: markAnnouncementReadQuery,
        body: markReadBody,
        response: { 200: markedReadAnswer },
      },
    },
    async (request) => {
      const member = await requireMember(ctx, request);
      await markAnnouncementRead(ctx.db, member.id, request.params.id, !isTrial(member));
      return ok(true as const);
    },
  );

  app.get(
    '/wps/announcements/unread',
    { schema: { querystring: unreadAnnouncementsQuery, response: { 200: unreadAnswer } } },
    async (request) => {
      const member = await requireMember(ctx, request);
      // Trial users' reads are never kept, so nothing counts as news for them.
      if (isTrial(member)) return ok({ unread: 0 });
      return ok({
        unread: await unreadAnnouncements(ctx.db, {
          types: request.query.types,
          language: request.query.language,
          readerId: member.id,
          today: ctx.clock.now().toISOString().slice(0, 10),
        }),
      });
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  announcementsAnswer,
  announcementsQuery,
  bannersAnswer,
  bannersQuery,
} from '../../contract/content.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { isTrial, optionalMember } from '../session/auth.js';
import { listAnnouncements, listBanners } from './service.js';

export const contentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/wps/announcements',
    { schema: { querystring: announcementsQuery, response: { 200: announcementsAnswer } } },
    async (request) => {
      const member = await optionalMember(ctx, request);
      const reader = member && !isTrial(member) ? member.id : null;
      return ok(
        await listAnnouncements(ctx.db, {
          types: request.query.types,
          groupName: request.query.groupName,
          language: request.query.language,
          readerId: reader,
          today: ctx.clock.now().toISOString().slice(0, 10),
        }),
      );
    },
  );

  app.get(
    '/wps/banners',
    { schema: { querystring: bannersQuery, response: { 200: bannersAnswer } } },
    async (request) => ok(await listBanners(ctx.db, request.query.groupName)),
  );
};

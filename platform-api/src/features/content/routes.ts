import { businessDayOf, businessZone } from '../system/index.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { isTrial, optionalMember } from '../session/index.js';
import { listAnnouncements, listBanners } from './service.js';
import { route } from '../../http/route.js';

export const contentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, 'GET /wps/announcements', async (request) => {
    const member = await optionalMember(ctx, request);
    const reader = member && !isTrial(member) ? member.id : null;
    return ok(
      await listAnnouncements(ctx.db, {
        types: request.query.types,
        groupName: request.query.groupName,
        language: request.query.language,
        readerId: reader,
        today: businessDayOf(ctx.clock.now(), await businessZone(ctx)),
      }),
    );
  });

  route(app, 'GET /wps/banners', async (request) =>
    ok(await listBanners(ctx.db, request.query.groupName)),
  );
};

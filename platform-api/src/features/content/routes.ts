import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { parseInput } from '../../http/validate.js';
import { optionalMember } from '../session/auth.js';
import { announcementsQuery, bannersQuery } from './schemas.js';
import { listAnnouncements, listBanners } from './service.js';

export const contentRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/wps/announcements', async (request) => {
    const query = parseInput(announcementsQuery, request.query);
    const member = await optionalMember(ctx.sessions, request);
    const reader = member && member.type !== 4 ? member.id : null;
    return ok(
      await listAnnouncements(ctx.db, {
        types: query.types,
        groupName: query.groupName,
        language: query.language,
        readerId: reader,
        today: ctx.clock.now().toISOString().slice(0, 10),
      }),
    );
  });

  app.get('/wps/banners', async (request) => {
    const query = parseInput(bannersQuery, request.query);
    return ok(await listBanners(ctx.db, query.groupName));
  });
};

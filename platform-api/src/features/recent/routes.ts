import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { requireMember } from '../session/index.js';
import { recentPage, recordRecent } from './service.js';
import { route } from '../../http/route.js';

export const recentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, 'POST /wps/game/recent', async (request) => {
    const member = await requireMember(ctx, request);
    await recordRecent(ctx.db, member.id, request.body.nodeId, ctx.clock.now());
    return ok(true as const);
  });

  route(app, 'GET /wps/game/recent', async (request) => {
    const member = await requireMember(ctx, request);
    const { pageNo, pageSize, language, gameType } = request.query;
    return ok(await recentPage(ctx.db, member.id, { pageNo, pageSize, language, gameType }));
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { requireMember } from '../session/index.js';
import { addFavourite, favouriteIds, favouritePage, removeFavourite } from './service.js';
import { route } from '../../http/route.js';

export const favouriteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, 'POST /wps/game/favourite', async (request) => {
    const member = await requireMember(ctx, request);
    const { nodeId, vendor } = request.body;
    await addFavourite(ctx.db, member.id, nodeId, vendor, ctx.clock.now());
    return ok(true as const);
  });

  route(app, 'DELETE /wps/game/favourite', async (request) => {
    const member = await requireMember(ctx, request);
    await removeFavourite(ctx.db, member.id, request.body.nodeId);
    return ok(true as const);
  });

  route(app, 'GET /wps/game/favourite/ids', async (request) => {
    const member = await requireMember(ctx, request);
    const { pageNo, pageSize } = request.query;
    return ok({ list: await favouriteIds(ctx.db, member.id, pageNo, pageSize) });
  });

  route(app, 'GET /wps/game/favourite/list', async (request) => {
    const member = await requireMember(ctx, request);
    const { pageNo, pageSize, language } = request.query;
    return ok(await favouritePage(ctx.db, member.id, pageNo, pageSize, language));
  });
};

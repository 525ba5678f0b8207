import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { parseInput } from '../../http/validate.js';
import { requireMember } from '../session/auth.js';
import { favouriteBody, favouriteIdsQuery, favouriteListQuery } from './schemas.js';
import { addFavourite, favouriteIds, favouritePage, removeFavourite } from './service.js';

export const favouriteRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/wps/game/favourite', async (request) => {
    const body = parseInput(favouriteBody, request.body);
    const member = await requireMember(ctx.sessions, request);
    await addFavourite(ctx.db, member.id, body.nodeId, body.vendor, ctx.clock.now());
    return ok(true);
  });

  app.delete('/wps/game/favourite', async (request) => {
    const body = parseInput(favouriteBody, request.body);
    const member = await requireMember(ctx.sessions, request);
    await removeFavourite(ctx.db, member.id, body.nodeId);
    return ok(true);
  });

  app.get('/wps/game/favourite/ids', async (request) => {
    const query = parseInput(favouriteIdsQuery, request.query);
    const member = await requireMember(ctx.sessions, request);
    return ok({ list: await favouriteIds(ctx.db, member.id, query.pageNo, query.pageSize) });
  });

  app.get('/wps/game/favourite/list', async (request) => {
    const query = parseInput(favouriteListQuery, request.query);
    const member = await requireMember(ctx.sessions, request);
    return ok(await favouritePage(ctx.db, member.id, query.pageNo, query.pageSize, query.language));
  });
};

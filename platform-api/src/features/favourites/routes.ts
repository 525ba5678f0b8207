import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  favouriteBody,
  favouriteChangeAnswer,
  favouriteIdsAnswer,
  favouriteIdsQuery,
  favouriteListAnswer,
  favouriteListQuery,
} from '../../contract/games.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { requireMember } from '../session/auth.js';
import { addFavourite, favouriteIds, favouritePage, removeFavourite } from './service.js';

export const favouriteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/wps/game/favourite',
    { schema: { body: favouriteBody, response: { 200: favouriteChangeAnswer } } },
    async (request) => {
      const member = await requireMember(ctx, request);
      const { nodeId, vendor } = request.body;
      await addFavourite(ctx.db, member.id, nodeId, vendor, ctx.clock.now());
      return ok(true as const);
    },
  );

  app.delete(
    '/wps/game/favourite',
    { schema: { body: favouriteBody, response: { 200: favouriteChangeAnswer } } },
    async (request) => {
      const member = await requireMember(ctx, request);
      await removeFavourite(ctx.db, member.id, request.body.nodeId);
      return ok(true as const);
    },
  );

  app.get(
    '/wps/game/favourite/ids',
    { schema: { querystring: favouriteIdsQuery, response: { 200: favouriteIdsAnswer } } },
    async (request) => {
      const member = await requireMember(ctx, request);
      const { pageNo, pageSize } = request.query;
      return ok({ list: await favouriteIds(ctx.db, member.id, pageNo, pageSize) });
    },
  );

  app.get(
    '/wps/game/favourite/list',
    { schema: { querystring: favouriteListQuery, response: { 200: favouriteListAnswer } } },
    async (request) => {
      const member = await requireMember(ctx, request);
      const { pageNo, pageSize, language } = request.query;
      return ok(await favouritePage(ctx.db, member.id, pageNo, pageSize, language));
    },
  );
};

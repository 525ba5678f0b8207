import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recentAnswer, recentBody, recentQuery, recentRecordAnswer } from '../../contract/games.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { requireMember } from '../session/auth.js';
import { recentPage, recordRecent } from './service.js';

export const recentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/wps/game/recent',
    { schema: { body: recentBody, response: { 200: recentRecordAnswer } } },
    async (request) => {
      const member = await requireMember(ctx, request);
      await recordRecent(ctx.db, member.id, request.body.nodeId, ctx.clock.now());
      return ok(true as const);
    },
  );

  app.get(
    '/wps/game/recent',
    { schema: { querystring: recentQuery, response: { 200: recentAnswer } } },
    async (request) => {
      const member = await requireMember(ctx, request);
      const { pageNo, pageSize, language, gameType } = request.query;
      return ok(await recentPage(ctx.db, member.id, { pageNo, pageSize, language, gameType }));
    },
  );
};

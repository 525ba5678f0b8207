import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { promotionsAnswer, promotionsQuery } from '../../contract/promotions.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { listPromotions } from './service.js';

export const promotionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/wps/promotions',
    { schema: { querystring: promotionsQuery, response: { 200: promotionsAnswer } } },
    async (request) => {
      const today = ctx.clock.now().toISOString().slice(0, 10);
      return ok(
        await listPromotions(ctx.db, request.query.categoryId, today, request.query.language),
      );
    },
  );
};

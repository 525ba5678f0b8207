import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { parseInput } from '../../http/validate.js';
import { promotionsQuery } from './schemas.js';
import { listPromotions } from './service.js';

export const promotionRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/wps/promotions', async (request) => {
    const query = parseInput(promotionsQuery, request.query);
    const today = ctx.clock.now().toISOString().slice(0, 10);
    return ok(await listPromotions(ctx.db, query.categoryId, today));
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { parseInput } from '../../http/validate.js';
import { frontEndParams } from '../games/schemas.js';
import type { LotteryService } from './service.js';

const listQuery = z.strictObject({ ...frontEndParams });

export const lotteryRoutes: FastifyPluginAsync<{
  ctx: AppContext & { lottery: LotteryService };
}> = async (app, { ctx }) => {
  app.get('/wps/lottery/list', async (request) => {
    const query = parseInput(listQuery, request.query);
    return ok({ list: await ctx.lottery.list(query.language, ctx.clock.now()) });
  });

  app.get('/wps/lottery/menu', async (request) => {
    parseInput(listQuery, request.query);
    return ok({ menu: await ctx.lottery.menu() });
  });
};

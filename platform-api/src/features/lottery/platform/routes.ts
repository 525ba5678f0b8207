import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  lotteryBettingAnswer,
  lotteryBettingBody,
  lotteryCancelAnswer,
  lotteryCancelBody,
  lotteryDrawHistoryAnswer,
  lotteryDrawHistoryQuery,
  lotteryGameParams,
  lotteryNearAnswer,
  lotteryNearQuery,
} from '../../../contract/lottery.js';
import type { AppContext } from '../../../context.js';
import { ok } from '../../../http/envelope.js';
import { authenticatePlay } from '../../launch/tickets.js';
import { refuseIfRealityCheckDue } from '../../rg/reality-check.js';
import { getBrand } from '../../system/brand.js';
import { placeOrder } from './betting.js';
import { cancelSuborders } from './cancel.js';
import { drawHistory, nearDraws } from './draw-reads.js';

/**
 * The real lottery's calls (/lgw, TCG-style). Member calls take the lottery page's
 * X-Play-Token (from a LOTTERY launch; any lottery game of the catalogue, as the page's own
 * game menu switches games), never the member token; public reads take nothing.
 */
export const lgwRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const player = (request: FastifyRequest) => {
    const header = request.headers['x-play-token'];
    return authenticatePlay(ctx, typeof header === 'string' ? header : undefined, 'LOTTERY');
  };

  app.post(
    '/lgw/orders/betting',
    { schema: { body: lotteryBettingBody, response: { 200: lotteryBettingAnswer } } },
    async (request) => {
      const who = await player(request);
      const now = ctx.clock.now();
      if (who.sessionId !== undefined) {
        await refuseIfRealityCheckDue(ctx.db, { id: who.sessionId, memberId: who.memberId }, now);
      }
      const brand = await getBrand(ctx);
      return ok(
        await placeOrder(ctx.db, request.body, {
          memberId: who.memberId,
          currencyCode: brand.currencyCode,
          now,
        }),
      );
    },
  );

  app.put(
    '/lgw/orders/suborders/cancel',
    { schema: { body: lotteryCancelBody, response: { 200: lotteryCancelAnswer } } },
    async (request) => {
      const who = await player(request);
      return ok(await cancelSuborders(ctx.db, who.memberId, request.body, ctx.clock.now()));
    },
  );

  app.get(
    '/lgw/numeros/near',
    { schema: { querystring: lotteryNearQuery, response: { 200: lotteryNearAnswer } } },
    async (request) => ok(await nearDraws(ctx.db, request.query.gameId, ctx.clock.now())),
  );

  app.get(
    '/lgw/draw/:gameId',
    {
      schema: {
        params: lotteryGameParams,
        querystring: lotteryDrawHistoryQuery,
        response: { 200: lotteryDrawHistoryAnswer },
      },
    },
    async (request) =>
      ok(
        await drawHistory(ctx.db, request.params.gameId, request.query.size ?? 30, ctx.clock.now()),
      ),
  );
};

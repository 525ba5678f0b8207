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
  lgwGameListAnswer,
  lgwGamesQuery,
  lotteryChaseDrawsAnswer,
  lotteryChaseQuery,
  lotteryOrderDetailAnswer,
  lotteryOrderDetailQuery,
  lotteryOrdersAnswer,
  lotteryOrdersQuery,
  lotteryPlayMenuAnswer,
  lotteryPlayMenuQuery,
  lotterySeriesAnswer,
  lotterySeriesQuery,
  lotterySettingAnswer,
  lotterySettingQuery,
  lotteryTodayQuery,
  lotteryTrendAnswer,
  lotteryTrendQuery,
} from '../../../contract/lottery.js';
import type { AppContext } from '../../../context.js';
import { ok } from '../../../http/envelope.js';
import { authenticatePlay } from '../../launch/tickets.js';
import { refuseIfRealityCheckDue } from '../../rg/reality-check.js';
import { getBrand } from '../../system/brand.js';
import { placeOrder } from './betting.js';
import { cancelSuborders } from './cancel.js';
import { drawHistory, nearDraws } from './draw-reads.js';
import { chaseDraws, gameSetting, lgwGames, playMenu, trend } from './game-reads.js';
import { orderDetail, orderHistory } from './order-reads.js';
import { MIN_SERIES } from './slip.js';
import { maxSeriesOf } from './series.js';

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

  const gameParams = { params: lotteryGameParams };

  app.get(
    '/lgw/games',
    { schema: { querystring: lgwGamesQuery, response: { 200: lgwGameListAnswer } } },
    async (request) => ok(await lgwGames(ctx.db, ctx.clock.now(), request.query.language)),
  );

  app.get(
    '/lgw/games/:gameId/play_menu',
    {
      schema: {
        ...gameParams,
        querystring: lotteryPlayMenuQuery,
        response: { 200: lotteryPlayMenuAnswer },
      },
    },
    async (request) => ok(await playMenu(ctx.db, request.params.gameId, request.query.prizeMode)),
  );

  app.get(
    '/lgw/games/:gameId/setting',
    {
      schema: {
        ...gameParams,
        querystring: lotterySettingQuery,
        response: { 200: lotterySettingAnswer },
      },
    },
    async (request) => ok(await gameSetting(ctx.db, request.params.gameId)),
  );

  app.get(
    '/lgw/numeros/chase/:gameId',
    {
      schema: {
        ...gameParams,
        querystring: lotteryChaseQuery,
        response: { 200: lotteryChaseDrawsAnswer },
      },
    },
    async (request) =>
      ok(
        await chaseDraws(ctx.db, request.params.gameId, request.query.count ?? 10, ctx.clock.now()),
      ),
  );

  app.get(
    '/lgw/trend/:gameId',
    {
      schema: {
        ...gameParams,
        querystring: lotteryTrendQuery,
        response: { 200: lotteryTrendAnswer },
      },
    },
    async (request) =>
      ok(await trend(ctx.db, request.params.gameId, request.query.size, ctx.clock.now())),
  );

  app.get(
    '/lgw/customers/series',
    { schema: { querystring: lotterySeriesQuery, response: { 200: lotterySeriesAnswer } } },
    async (request) => {
      const who = await player(request);
      return ok({ maxSeries: await maxSeriesOf(ctx.db, who.memberId), minSeries: MIN_SERIES });
    },
  );

  app.get(
    '/lgw/orders',
    { schema: { querystring: lotteryOrdersQuery, response: { 200: lotteryOrdersAnswer } } },
    async (request) => {
      const who = await player(request);
      return ok(await orderHistory(ctx.db, who.memberId, request.query, ctx.clock.now()));
    },
  );

  app.get(
    '/lgw/orders/today',
    { schema: { querystring: lotteryTodayQuery, response: { 200: lotteryOrdersAnswer } } },
    async (request) => {
      const who = await player(request);
      const now = ctx.clock.now();
      const today = now.toISOString().slice(0, 10);
      return ok(
        await orderHistory(
          ctx.db,
          who.memberId,
          {
            startDate: today,
            endDate: today,
            gameId: request.query.gameId,
            chasingStatus: 'All',
            page: 1,
            size: 100,
            language: request.query.language,
          },
          now,
        ),
      );
    },
  );

  app.get(
    '/lgw/orders/detail',
    {
      schema: { querystring: lotteryOrderDetailQuery, response: { 200: lotteryOrderDetailAnswer } },
    },
    async (request) => {
      const who = await player(request);
      return ok(
        await orderDetail(
          ctx.db,
          who.memberId,
          request.query.orderNumber,
          ctx.clock.now(),
          request.query.language,
        ),
      );
    },
  );
};

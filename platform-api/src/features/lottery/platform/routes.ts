import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { ok } from '../../../http/envelope.js';
import { findGame, isLotteryGame } from '../../games/index.js';
import { authenticatePlay, PLAY_SESSION_TTL_MS, redeemTicket } from '../../launch/index.js';
import { ApiError } from '../../../http/errors.js';
import { toMajor } from '../../../http/money.js';
import { wallets } from '../../../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { refuseIfRealityCheckDue } from '../../rg/index.js';
import { businessDayOf, businessZone, getBrand } from '../../system/index.js';
import { placeOrder } from './betting.js';
import { cancelSuborders } from './cancel.js';
import { drawHistory, nearDraws } from './draw-reads.js';
import { chaseDraws, gameSetting, lgwGames, playMenu, trend } from './game-reads.js';
import { orderHistory } from './order-history.js';
import { orderDetail } from './order-reads.js';
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

  const mainBalance = async (memberId: number) => {
    const [wallet] = await ctx.db
      .select({ balanceMinor: wallets.balanceMinor })
      .from(wallets)
      .where(eq(wallets.memberId, memberId));
    return toMajor(wallet?.balanceMinor ?? 0);
  };

  // The page's first call: a ticket of a slot game (or a used or expired one) opens nothing.
  route(app, 'POST /lgw/session', async (request) => {
    const now = ctx.clock.now();
    const session = await redeemTicket(ctx.db, request.body.ticket, 'LOTTERY', now);
    const { vendor } = await findGame(ctx.db, session.gameId);
    if (!isLotteryGame(vendor)) throw new ApiError('TICKET_INVALID');
    return ok({
      playToken: session.token,
      gameId: session.gameId,
      expiresAt: new Date(now.getTime() + PLAY_SESSION_TTL_MS).toISOString(),
      balance: await mainBalance(session.memberId),
      currencySymbol: (await getBrand(ctx)).currencySymbol,
    });
  });

  route(app, 'POST /lgw/orders/betting', async (request) => {
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
  });

  route(app, 'PUT /lgw/orders/suborders/cancel', async (request) => {
    const who = await player(request);
    return ok(await cancelSuborders(ctx.db, who.memberId, request.body, ctx.clock.now()));
  });

  route(app, 'GET /lgw/numeros/near', async (request) => {
    const near = await nearDraws(ctx.db, request.query.gameId, ctx.clock.now());
    // Stamped as the answer leaves, not when the request came: the page sets its clock by it.
    return ok({ ...near, serverTime: ctx.clock.now().toISOString() });
  });

  route(app, 'GET /lgw/draw/:gameId', async (request) =>
    ok(await drawHistory(ctx.db, request.params.gameId, request.query.size ?? 30, ctx.clock.now())),
  );

  route(app, 'GET /lgw/games', async (request) =>
    ok(await lgwGames(ctx.db, ctx.clock.now(), request.query.language)),
  );

  route(app, 'GET /lgw/games/:gameId/play_menu', async (request) =>
    ok(
      await playMenu(
        ctx.db,
        request.params.gameId,
        request.query.prizeMode,
        (await getBrand(ctx)).id,
        ctx.clock.now(),
      ),
    ),
  );

  route(app, 'GET /lgw/games/:gameId/setting', async (request) =>
    ok(await gameSetting(ctx.db, request.params.gameId)),
  );

  route(app, 'GET /lgw/numeros/chase/:gameId', async (request) =>
    ok(await chaseDraws(ctx.db, request.params.gameId, request.query.count ?? 10, ctx.clock.now())),
  );

  route(app, 'GET /lgw/trend/:gameId', async (request) =>
    ok(await trend(ctx.db, request.params.gameId, request.query.size, ctx.clock.now())),
  );

  route(app, 'GET /lgw/customers/balance', async (request) => {
    const who = await player(request);
    return ok({
      balance: await mainBalance(who.memberId),
      currencySymbol: (await getBrand(ctx)).currencySymbol,
    });
  });

  route(app, 'GET /lgw/customers/series', async (request) => {
    const who = await player(request);
    return ok({ maxSeries: await maxSeriesOf(ctx.db, who.memberId), minSeries: MIN_SERIES });
  });

  route(app, 'GET /lgw/orders', async (request) => {
    const who = await player(request);
    const zone = await businessZone(ctx);
    return ok(await orderHistory(ctx.db, who.memberId, request.query, ctx.clock.now(), zone));
  });

  route(app, 'GET /lgw/orders/today', async (request) => {
    const who = await player(request);
    const now = ctx.clock.now();
    const zone = await businessZone(ctx);
    // Today is the business day (issue 35), not the UTC one.
    const today = businessDayOf(now, zone);
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
        zone,
      ),
    );
  });

  route(app, 'GET /lgw/orders/detail', async (request) => {
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
  });
};

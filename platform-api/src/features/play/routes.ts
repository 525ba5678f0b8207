import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { wallets } from '../../db/schema/index.js';
import { ok } from '../../http/envelope.js';
import { ApiError } from '../../http/errors.js';
import { toMajor } from '../../http/money.js';
import { parseInput } from '../../http/validate.js';
import { findGame, isLotteryGame } from '../games/lookup.js';
import { frontEndParams, optional, stakeMajor } from '../games/schemas.js';
import { authenticatePlay, redeemTicket } from '../launch/tickets.js';
import { PICKS } from '../lottery/draws.js';
import type { LotteryService } from '../lottery/service.js';
import { lotteryPage } from './lottery-page.js';
import { expiredPage, newNonce, pageHeaders } from './page-shell.js';
import { htmlLang, pageText } from './page-text.js';
import { slotPage } from './slot-page.js';
import type { PlayKind } from '../../db/schema/play.js';
import { playSlotRound } from './slot-service.js';

const roundId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);

const pageQuery = z.strictObject({
  ...frontEndParams,
  ticket: z.string().max(64),
  prize_mode: optional(z.enum(['lott', 'elott'])),
  mui: optional(z.string().max(64)),
  playType: optional(z.string().max(16)),
  gameId: optional(z.string().max(64)),
  css: optional(z.string().max(64)),
});
const spinBody = z.strictObject({ roundId, stake: stakeMajor });
const betBody = z.strictObject({
  betId: roundId,
  drawNo: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  pick: z.enum(PICKS),
  stake: stakeMajor,
});

export const playRoutes: FastifyPluginAsync<{
  ctx: AppContext & { lottery: LotteryService };
}> = async (app, { ctx }) => {
  const balanceOf = async (memberId: number) => {
    const [wallet] = await ctx.db
      .select({ balanceMinor: wallets.balanceMinor })
      .from(wallets)
      .where(eq(wallets.memberId, memberId));
    return toMajor(wallet?.balanceMinor ?? 0);
  };
  /** The player of a game call; a token of the other kind of game is refused. */
  const playerOf = (request: FastifyRequest, kind: PlayKind) => {
    const header = request.headers['x-play-token'];
    return authenticatePlay(
      ctx.db,
      ctx.sessions,
      typeof header === 'string' ? header : undefined,
      kind,
      ctx.clock.now(),
    );
  };

  /** Opens a game page: redeems the single-use ticket, the play token lives only in the page. */
  const servePage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    kind: 'slot' | 'lottery',
  ) => {
    const query = parseInput(pageQuery, request.query);
    const lang = htmlLang(query.language);
    const text = pageText(query.language);
    const nonce = newNonce();
    reply.headers(pageHeaders(nonce));
    let session;
    try {
      session = await redeemTicket(
        ctx.db,
        query.ticket,
        kind === 'slot' ? 'SLOT' : 'LOTTERY',
        ctx.clock.now(),
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === 'TICKET_INVALID') {
        return reply.code(403).send(expiredPage(lang, text.expired, nonce));
      }
      throw error;
    }
    const { game, vendor } = await findGame(ctx.db, session.gameId);
    if (isLotteryGame(vendor) !== (kind === 'lottery')) {
      return reply.code(403).send(expiredPage(lang, text.expired, nonce));
    }
    const brand = await ctx.brand.get();
    const input = {
      lang,
      nonce,
      text,
      playToken: session.token,
      gameName: lang === 'zh-CN' ? game.nameZh : game.nameEn,
      vendorName: vendor.displayName,
      iconUrl: `/wps/img/game/${game.id}.svg`,
      currencySymbol: brand.currencySymbol,
      balance: await balanceOf(session.memberId),
      minBet: toMajor(game.minBetMinor),
    };
    return reply.send(
      kind === 'slot'
        ? slotPage(input)
        : lotteryPage({ ...input, prizeMode: query.prize_mode ?? 'lott' }),
    );
  };

  app.get('/wps/play/slot', (request, reply) => servePage(request, reply, 'slot'));
  app.get('/wps/play/lottery', (request, reply) => servePage(request, reply, 'lottery'));

  app.post('/wps/play/slot/spin', async (request) => {
    const body = parseInput(spinBody, request.body);
    const player = await playerOf(request, 'SLOT');
    const brand = await ctx.brand.get();
    return ok(
      await playSlotRound(ctx.db, {
        memberId: player.memberId,
        gameId: player.gameId,
        roundId: body.roundId,
        stakeMinor: body.stake,
        currencyCode: brand.currencyCode,
        now: ctx.clock.now(),
      }),
    );
  });

  app.get('/wps/play/lottery/state', async (request) => {
    parseInput(z.strictObject({}), request.query);
    const player = await playerOf(request, 'LOTTERY');
    const state = await ctx.lottery.state(player.memberId, player.gameId, ctx.clock.now());
    return ok({ ...state, balance: await balanceOf(player.memberId) });
  });

  app.post('/wps/play/lottery/bet', async (request) => {
    const body = parseInput(betBody, request.body);
    const player = await playerOf(request, 'LOTTERY');
    const brand = await ctx.brand.get();
    return ok(
      await ctx.lottery.placeBet({
        memberId: player.memberId,
        gameId: player.gameId,
        betId: body.betId,
        drawNo: body.drawNo,
        pick: body.pick,
        stakeMinor: body.stake,
        currencyCode: brand.currencyCode,
        now: ctx.clock.now(),
      }),
    );
  });
};

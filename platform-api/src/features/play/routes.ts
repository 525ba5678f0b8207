import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { playPageQuery } from '../../contract/play.js';
import type { AppContext } from '../../context.js';
import { wallets } from '../../db/schema/index.js';
import { ok } from '../../http/envelope.js';
import { ApiError } from '../../http/errors.js';
import { toMajor } from '../../http/money.js';
import { findGame, gameNameOf, isLotteryGame } from '../games/index.js';
import { authenticatePlay, redeemTicket } from '../launch/index.js';
import { expiredPage, newNonce, pageHeaders } from './page-shell.js';
import { htmlLang, pageText } from './page-text.js';
import { limitWords } from './limit-words.js';
import { slotPage } from './slot-page.js';
import type { PlayKind } from '../../db/schema/play.js';
import { playSlotRound } from './slot-service.js';
import { refuseIfRealityCheckDue } from '../rg/index.js';
import { getBrand } from '../system/index.js';
import { route } from '../../http/route.js';

type PageQuery = z.output<typeof playPageQuery>;

export const playRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
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
    return authenticatePlay(ctx, typeof header === 'string' ? header : undefined, kind);
  };

  /**
   * A round waits while a reality check is due (REALITY_CHECK_DUE): the game page then asks the
   * lobby around it to show the check, and the member plays on after answering it.
   */
  const realityCheckFirst = async (player: { memberId: number; sessionId?: number }) => {
    if (player.sessionId === undefined) return;
    await refuseIfRealityCheckDue(
      ctx.db,
      { id: player.sessionId, memberId: player.memberId },
      ctx.clock.now(),
    );
  };

  /**
   * Opens the slot page: redeems the single-use ticket, the play token lives only in the page.
   * (A lottery ticket opens the lobby's lottery page, which trades it at POST /lgw/session.)
   */
  const serveSlotPage = async (query: PageQuery, reply: FastifyReply) => {
    const lang = htmlLang(query.language);
    const text = pageText(query.language);
    const nonce = newNonce();
    reply.headers(pageHeaders(nonce));
    let session;
    try {
      session = await redeemTicket(ctx.db, query.ticket, 'SLOT', ctx.clock.now());
    } catch (error) {
      if (error instanceof ApiError && error.code === 'TICKET_INVALID') {
        return reply.code(403).send(expiredPage(lang, text.expired, nonce));
      }
      throw error;
    }
    const { game, vendor } = await findGame(ctx.db, session.gameId);
    if (isLotteryGame(vendor)) {
      return reply.code(403).send(expiredPage(lang, text.expired, nonce));
    }
    const brand = await getBrand(ctx);
    const input = {
      lang,
      nonce,
      text,
      limits: limitWords(query.language),
      playToken: session.token,
      gameName: (await gameNameOf(ctx.db, game.id, query.language)) ?? game.nameEn,
      vendorName: vendor.displayName,
      iconUrl: `/wps/img/game/${game.id}.svg`,
      currencySymbol: brand.currencySymbol,
      balance: await balanceOf(session.memberId),
      minBet: toMajor(game.minBetMinor),
    };
    return reply.send(slotPage(input));
  };

  route(app, 'GET /wps/play/slot', (request, reply) => serveSlotPage(request.query, reply));

  route(app, 'POST /wps/play/slot/spin', async (request) => {
    const body = request.body;
    const player = await playerOf(request, 'SLOT');
    await realityCheckFirst(player);
    const brand = await getBrand(ctx);
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
};

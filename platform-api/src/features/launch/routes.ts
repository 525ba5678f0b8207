import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { ApiError } from '../../http/errors.js';
import { findGame, isLotteryGame } from '../games/index.js';
import { recordRecent } from '../recent/index.js';
import { bearerToken } from '../../security/tokens.js';
import { issueTicket } from './tickets.js';
import { authenticateSession } from '../session/index.js';
import { route } from '../../http/route.js';

export const launchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  /**
   * A launch URL for the member carrying a single-use ticket, never the session token: the slot
   * page of the platform's own engine, or for a lottery game the lobby's lottery page
   * (`/m/lotto-h5/{vendor}/{playType}/games/{gameId}`, the path the lottery list opens too), which
   * trades the ticket for its play token (`POST /lgw/session`).
   */
  route(app, 'GET /wps/game/launchGame', async (request) => {
    const query = request.query;
    const { member, sessionId } = await authenticateSession(
      ctx,
      bearerToken(request.headers.authorization),
    );
    const found = await findGame(ctx.db, query.nodeId);
    if (!found.game.supportPlay) throw new ApiError('NO_PERMISSION');
    const now = ctx.clock.now();
    const { ticket, expiresAt } = await issueTicket(
      ctx.db,
      { memberId: member.id, sessionId },
      found.game.id,
      now,
    );
    await recordRecent(ctx.db, member.id, found.game.id, now);
    const lottery = isLotteryGame(found.vendor);
    const params = new URLSearchParams({ ticket });
    if (lottery) params.set('prize_mode', (query.prize_mode ?? 'lott').toLowerCase());
    if (query.language) params.set('language', query.language);
    const page = lottery
      ? `/m/lotto-h5/${encodeURIComponent(found.vendor.code)}/${found.game.playType}/games/${found.game.id}`
      : '/wps/play/slot';
    return ok({
      url: `${page}?${params.toString()}`,
      kind: lottery ? ('LOTTERY' as const) : ('SLOT' as const),
      expiresAt: expiresAt.toISOString(),
    });
  });
};

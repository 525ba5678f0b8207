import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { favouriteRoutes } from '../favourites/routes.js';
import { jackpotRoutes } from '../jackpot/routes.js';
import { launchRoutes } from '../launch/routes.js';
import { lotteryRoutes } from '../lottery/routes.js';
import { playRoutes } from '../play/routes.js';
import { rankRoutes } from '../ranks/routes.js';
import { recentRoutes } from '../recent/routes.js';
import { winnerRoutes } from '../winners/routes.js';

/** The game domain: favourites, recent, launch, the platform's own games, boards and ranks. */
export const gameDomainRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  for (const routes of [
    favouriteRoutes,
    recentRoutes,
    launchRoutes,
    playRoutes,
    lotteryRoutes,
    winnerRoutes,
    jackpotRoutes,
    rankRoutes,
  ]) {
    await app.register(routes, { ctx });
  }
};

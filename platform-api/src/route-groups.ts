// Route groups that span features. A feature imports another only through its index.ts, and a
// route plugin is no feature's public face (exporting one would load the feature's routes, and
// everything they import, wherever the index is imported), so the groups that register several
// features' routes are composed here, in the app's wiring, beside app.ts. Each keeps the order
// it always had.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from './context.js';
import { accountRoutes } from './features/accounts/routes.js';
import { socialRoutes } from './features/accounts/social-routes.js';
import { agentMoneyOpsRoutes } from './features/agent-money/ops-routes.js';
import { captchaRoutes } from './features/captcha/routes.js';
import { chatOpsRoutes } from './features/chat/ops-routes.js';
import { cryptoRoutes } from './features/crypto/routes.js';
import { favouriteRoutes } from './features/favourites/routes.js';
import { jackpotRoutes } from './features/jackpot/routes.js';
import { launchRoutes } from './features/launch/routes.js';
import { legalOpsRoutes } from './features/legal/routes.js';
import { lotteryOpsRoutes } from './features/lottery/platform/ops-routes.js';
import { lotteryThemeOpsRoutes } from './features/lottery/platform/theme-routes.js';
import { lotteryRoutes } from './features/lottery/routes.js';
import { mallOpsRoutes } from './features/mall/routes.js';
import { opsRoutes } from './features/ops/routes.js';
import { playRoutes } from './features/play/routes.js';
import { promotionOpsRoutes } from './features/promotions/ops-routes.js';
import { rankRoutes } from './features/ranks/routes.js';
import { recentRoutes } from './features/recent/routes.js';
import { redRainOpsRoutes } from './features/red-rain/ops-routes.js';
import { referralOpsRoutes } from './features/referral/routes.js';
import { rgOpsRoutes } from './features/rg/ops-routes.js';
import { securityOpsRoutes } from './features/security/ops-routes.js';
import { trialRoutes } from './features/trial/routes.js';
import { firebaseRoutes } from './features/verification/firebase-routes.js';
import { verificationRoutes } from './features/verification/routes.js';
import { walletOpsRoutes } from './features/wallet/ops-routes.js';
import { winnerRoutes } from './features/winners/routes.js';

/** Every route of the account domain (besides the session routes). */
export const accountDomainRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, opts) => {
  for (const routes of [
    accountRoutes,
    captchaRoutes,
    cryptoRoutes,
    verificationRoutes,
    trialRoutes,
    socialRoutes,
    firebaseRoutes,
  ]) {
    await app.register(routes, opts);
  }
};

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

/** The operator's calls: opsRoutes registers the features' behind the operator key, in this order. */
export const operatorRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(opsRoutes, {
    ctx,
    areas: [
      walletOpsRoutes,
      agentMoneyOpsRoutes,
      promotionOpsRoutes,
      redRainOpsRoutes,
      referralOpsRoutes,
      mallOpsRoutes,
      securityOpsRoutes,
      rgOpsRoutes,
      lotteryThemeOpsRoutes,
      legalOpsRoutes,
      chatOpsRoutes,
      lotteryOpsRoutes,
    ],
  });
};

import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { captchaRoutes } from '../captcha/routes.js';
import { cryptoRoutes } from '../crypto/routes.js';
import { firebaseRoutes } from '../verification/firebase-routes.js';
import { trialRoutes } from '../trial/routes.js';
import { verificationRoutes } from '../verification/routes.js';
import { accountRoutes } from './routes.js';
import { socialRoutes } from './social-routes.js';

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

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { loginClient, toLoginValue } from '../session/index.js';
import { publicSocialConfig } from './social-config.js';
import { socialLogin } from './social-login.js';
import { route } from '../../http/route.js';

export const socialRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  /** Which social sign-in providers are configured: public ids only, null when not configured. */
  route(app, 'GET /wps/system/socialLogin', async () => ok(await publicSocialConfig(ctx.db)));

  // The front end posts this body plain (not through the payload encryption of the password
  // logins): the provider token is short-lived and bound to our app id, and TLS applies.
  route(app, 'POST /wps/session/login/social', async (request) =>
    ok(toLoginValue(await socialLogin(ctx, request.body, loginClient(request)))),
  );
};

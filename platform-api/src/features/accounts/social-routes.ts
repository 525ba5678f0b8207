import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginAnswer, socialLoginBody } from '../../contract/accounts.js';
import { socialLoginAnswer } from '../../contract/system.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { noInput } from '../../http/schemas.js';
import { loginClient } from '../session/client.js';
import { toLoginValue } from '../session/login-answer.js';
import { publicSocialConfig } from './social-config.js';
import { socialLogin } from './social-login.js';

export const socialRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  /** Which social sign-in providers are configured: public ids only, null when not configured. */
  app.get(
    '/wps/system/socialLogin',
    { schema: { querystring: noInput, response: { 200: socialLoginAnswer } } },
    async () => ok(await publicSocialConfig(ctx.db)),
  );

  // The front end posts this body plain (not through the payload encryption of the password
  // logins): the provider token is short-lived and bound to our app id, and TLS applies.
  app.post(
    '/wps/session/login/social',
    { schema: { body: socialLoginBody, response: { 200: loginAnswer } } },
    async (request) => ok(toLoginValue(await socialLogin(ctx, request.body, loginClient(request)))),
  );
};

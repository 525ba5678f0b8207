import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { ApiError } from '../../http/errors.js';
import { bearerToken } from '../../security/tokens.js';
import { decryptBody } from '../crypto/index.js';
import { memberByMobile } from '../accounts/index.js';
import { provePhone } from '../verification/index.js';
import { loginClient } from './client.js';
import { toLoginValue } from './login-answer.js';
import { consumeCaptcha } from '../captcha/index.js';
import { recordRefusedLogin } from '../security/index.js';
import { startSession, login, logout } from './service.js';
import { admitLogin } from './brute-force.js';
import { route } from '../../http/route.js';

export const sessionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const preValidation = decryptBody(ctx);

  route(app, 'POST /wps/session/login', { preValidation }, async (request) => {
    const { body } = request;
    const client = loginClient(request);
    try {
      const admission = await admitLogin(ctx, body.username, client, {
        consume: (executor) =>
          consumeCaptcha(ctx, body.captchaId, body.captcha, client.clientId, 'LOGIN', executor),
      });
      return ok(toLoginValue(await login(ctx, body.username, body.password, client, admission)));
    } catch (error) {
      // The member sees refused logins of their account in the security centre's history.
      await recordRefusedLogin(ctx, body.username, error, client);
      throw error;
    }
  });

  route(app, 'POST /wps/session/login/sms', { preValidation }, async (request) => {
    const { body } = request;
    const member = await memberByMobile(ctx.db, body.countryDialingCode, body.mobileNum);
    await provePhone(ctx, body, 'LOGIN');
    // A code is only ever delivered to a number with an account.
    if (!member) throw new ApiError('VERIFICATION_CODE');
    return ok(
      toLoginValue(await startSession(ctx, member, loginClient(request), { method: 'SMS' })),
    );
  });

  route(app, 'DELETE /wps/session/logout', async (request) => {
    await logout(ctx, bearerToken(request.headers.authorization));
    return ok(true);
  });
};

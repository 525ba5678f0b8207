import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { ApiError } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import { bearerToken } from '../../security/tokens.js';
import { noInput } from '../../http/schemas.js';
import { readSecureBody } from '../crypto/secure-body.js';
import { memberByMobile } from '../accounts/members.js';
import { smsLoginBody } from '../accounts/schemas.js';
import { provePhone } from '../verification/phone-proof.js';
import { loginClient } from './client.js';
import { loginAnswer } from './login-answer.js';
import { loginBody } from './schemas.js';

export const sessionRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/wps/session/login', async (request) => {
    const body = parseInput(loginBody, await readSecureBody(ctx, request));
    const client = loginClient(request);
    const admission = await ctx.sessions.guard.admit(body.username, client, {
      consume: (executor) =>
        ctx.accounts.captchas.consume(
          body.captchaId,
          body.captcha,
          client.clientId,
          'LOGIN',
          executor,
        ),
    });
    return ok(
      loginAnswer(await ctx.sessions.login(body.username, body.password, client, admission)),
    );
  });

  app.post('/wps/session/login/sms', async (request) => {
    const body = parseInput(smsLoginBody, await readSecureBody(ctx, request));
    const member = await memberByMobile(ctx.db, body.countryDialingCode, body.mobileNum);
    await provePhone(ctx, body, 'LOGIN');
    // A code is only ever delivered to a number with an account.
    if (!member) throw new ApiError('VERIFICATION_CODE');
    return ok(loginAnswer(await ctx.sessions.start(member, loginClient(request))));
  });

  app.delete('/wps/session/logout', async (request) => {
    parseInput(noInput, request.query);
    parseInput(noInput, request.body);
    await ctx.sessions.logout(bearerToken(request.headers.authorization));
    return ok(true);
  });
};

import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { parseInput } from '../../http/validate.js';
import { bearerToken } from '../../security/tokens.js';
import { noInput } from '../../http/schemas.js';
import { loginBody } from './schemas.js';

export const sessionRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/wps/session/login', async (request) => {
    const body = parseInput(loginBody, request.body);
    const result = await ctx.sessions.login(body.username, body.password, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    return ok({
      token: result.token,
      userName: result.member.username,
      type: result.member.type,
      firstTimeLogin: result.firstTimeLogin,
      merchantCode: result.member.merchantCode,
    });
  });

  app.delete('/wps/session/logout', async (request) => {
    parseInput(noInput, request.query);
    parseInput(noInput, request.body);
    await ctx.sessions.logout(bearerToken(request.headers.authorization));
    return ok(true);
  });
};

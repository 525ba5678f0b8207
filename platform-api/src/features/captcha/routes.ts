import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { ApiError } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import { requireClientId } from './client-id.js';

const captchaQuery = z.strictObject({
  purpose: z.enum(['LOGIN', 'REGISTER', 'SMS']).default('LOGIN'),
  merchantCode: z.string().max(32).optional(),
});

const digest = (value: string) => createHash('sha256').update(value).digest();

export const captchaRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/wps/captcha', async (request, reply) => {
    const query = parseInput(captchaQuery, request.query);
    const clientId = requireClientId(request);
    reply.header('cache-control', 'no-store');
    return ok(await ctx.accounts.captchas.create(clientId, query.purpose));
  });

  // Operator-only read of an unused captcha's answer, for scripted tests (e2e). Exists only
  // when OPERATOR_KEY is set; answers are stored sealed with a key derived from it, so any
  // instance answers.
  const key = ctx.config.operatorKey;
  if (!key) return;
  app.get('/ops/captcha/:id', async (request, reply) => {
    const sent = request.headers['x-operator-key'];
    if (typeof sent !== 'string' || !timingSafeEqual(digest(sent), digest(key))) {
      throw new ApiError('ACCESS_DENIED');
    }
    const { id } = parseInput(z.strictObject({ id: z.uuid() }), request.params);
    const answer = await ctx.accounts.captchas.peek(id);
    if (!answer) throw new ApiError('NOT_FOUND');
    reply.header('cache-control', 'no-store');
    return ok({ answer });
  });
};

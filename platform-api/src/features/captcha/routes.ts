import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { ApiError } from '../../http/errors.js';
import { requireClientId } from './client-id.js';
import { createCaptcha, peekCaptcha } from './service.js';
import { route } from '../../http/route.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

export const captchaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, 'GET /wps/captcha', async (request, reply) => {
    const clientId = requireClientId(request);
    reply.header('cache-control', 'no-store');
    return ok(await createCaptcha(ctx, clientId, request.query.purpose));
  });

  // Operator-only read of an unused captcha's answer, for scripted tests (e2e). Exists only
  // when OPERATOR_KEY is set; answers are stored sealed with a key derived from it, so any
  // instance answers.
  const key = ctx.config.operatorKey;
  if (!key) return;
  route(
    app,
    'GET /ops/captcha/:id',
    {
      // The key is checked before the id: without it, every request is refused alike.
      onRequest: async (request) => {
        const sent = request.headers['x-operator-key'];
        if (typeof sent !== 'string' || !timingSafeEqual(digest(sent), digest(key))) {
          throw new ApiError('ACCESS_DENIED');
        }
      },
    },
    async (request, reply) => {
      const answer = await peekCaptcha(ctx, request.params.id);
      if (!answer) throw new ApiError('NOT_FOUND');
      reply.header('cache-control', 'no-store');
      return ok({ answer });
    },
  );
};

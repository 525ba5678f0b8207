import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.js';
import { route } from '../../../http/route.js';
import { ok } from '../../../http/envelope.js';
import { ApiError } from '../../../http/errors.js';
import { liveModels, setLiveModel } from './live-models.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Live models: the public read, and the operator's call (only with OPERATOR_KEY, the key
 * compared in constant time before the input is read, as every /ops call).
 */
export const lgwLiveRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, 'GET /lgw/live-models', async (request) =>
    ok(await liveModels(ctx.db, request.query.state)),
  );

  const key = ctx.config.operatorKey;
  if (!key) return;
  const expected = digest(key);
  const keyFirst = async (request: FastifyRequest) => {
    const sent = request.headers['x-operator-key'];
    if (typeof sent !== 'string' || !timingSafeEqual(digest(sent), expected)) {
      throw new ApiError('ACCESS_DENIED');
    }
  };
  route(app, 'PUT /ops/lottery/live-models/:name', { onRequest: keyFirst }, async (request) =>
    ok(await setLiveModel(ctx.db, request.params.name, request.body, ctx.clock.now())),
  );
};

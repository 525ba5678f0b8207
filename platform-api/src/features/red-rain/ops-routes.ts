import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  opsRedRainRoundAnswer,
  opsRedRainRoundBody,
  opsRedRainSettingsAnswer,
  opsRedRainSettingsBody,
} from '../../contract/red-rain.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { noInput } from '../../http/schemas.js';
import { createRound, toOpsSettings, updateSettings } from './ops-service.js';
import { readSettings } from './service.js';

/** Operator calls of the red rain, registered by opsRoutes (the key is checked first). */
export const redRainOpsRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  keyFirst: (request: FastifyRequest) => Promise<void>;
}> = async (app, { ctx, keyFirst }) => {
  app.post(
    '/ops/red-rain/rounds',
    {
      onRequest: keyFirst,
      schema: { body: opsRedRainRoundBody, response: { 200: opsRedRainRoundAnswer } },
    },
    async (request) => ok(await createRound(ctx.db, request.body, ctx.clock.now())),
  );

  app.get(
    '/ops/red-rain/settings',
    {
      onRequest: keyFirst,
      schema: { querystring: noInput, response: { 200: opsRedRainSettingsAnswer } },
    },
    async () => ok(toOpsSettings(await readSettings(ctx.db))),
  );

  app.put(
    '/ops/red-rain/settings',
    {
      onRequest: keyFirst,
      schema: { body: opsRedRainSettingsBody, response: { 200: opsRedRainSettingsAnswer } },
    },
    async (request) =>
      ok(toOpsSettings(await updateSettings(ctx.db, request.body, ctx.clock.now()))),
  );
};

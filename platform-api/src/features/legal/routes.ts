import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { route } from '../../http/route.js';
import { readLegalPage, writeLegalPage } from './legal-pages.js';

/** The public legal pages: read by anyone, visitors included. */
export const legalRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, 'GET /wps/system/legal/:kind', async (request) =>
    ok(await readLegalPage(ctx.db, request.params.kind, request.query.lang)),
  );
};

/** The operator's call, registered by opsRoutes (the key is checked before the input). */
export const legalOpsRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  keyFirst: (request: FastifyRequest) => Promise<void>;
}> = async (app, { ctx, keyFirst }) => {
  route(app, 'PUT /ops/content/legal/:kind', { onRequest: keyFirst }, async (request) =>
    ok(
      await writeLegalPage(ctx.db, { kind: request.params.kind, ...request.body }, ctx.clock.now()),
    ),
  );
};

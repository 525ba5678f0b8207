import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { listUnknownAttempts } from './login-attempts.js';
import { route } from '../../http/route.js';

/** Operator calls of the security centre (registered by ops/routes.ts behind OPERATOR_KEY). */
export const securityOpsRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  keyFirst: (request: FastifyRequest) => Promise<void>;
}> = async (app, { ctx, keyFirst }) => {
  route(app, 'GET /ops/security/login-attempts', { onRequest: keyFirst }, async (request) =>
    ok(await listUnknownAttempts(ctx.db, request.query)),
  );
};

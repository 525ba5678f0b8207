import { timingSafeEqual, createHash } from 'node:crypto';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { outboxMessages } from '../../db/schema/index.js';
import { ok } from '../../http/envelope.js';
import { ApiError } from '../../http/errors.js';
import { listCustomerService, writeFlags } from '../system/index.js';
import { writeCustomerService } from './customer-service.js';
import { clockOpsRoutes } from './clock-routes.js';
import { route } from '../../http/route.js';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** A feature's operator calls, registered by opsRoutes with the check of the key to run first. */
export type OperatorRoutes = FastifyPluginAsyncZod<{
  ctx: AppContext;
  keyFirst: (request: FastifyRequest) => Promise<void>;
}>;

/**
 * Operator calls: the features' (`areas`, in this order, composed in src/route-groups.ts) and
 * the operator's own. Registered only when OPERATOR_KEY is set (otherwise they answer 404 like
 * any unknown path); the key is compared in constant time.
 */
export const opsRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  areas: readonly OperatorRoutes[];
}> = async (app, { ctx, areas }) => {
  const key = ctx.config.operatorKey;
  if (!key) return;
  const expected = digest(key);
  const checkKey = (request: FastifyRequest) => {
    const sent = request.headers['x-operator-key'];
    if (typeof sent !== 'string' || !timingSafeEqual(digest(sent), expected)) {
      throw new ApiError('ACCESS_DENIED');
    }
  };
  // The key is checked before the input: without it, a caller learns nothing about the input.
  const keyFirst = async (request: FastifyRequest) => checkKey(request);
  for (const areaRoutes of areas) await app.register(areaRoutes, { ctx, keyFirst });
  if (ctx.clockControl)
    await app.register(clockOpsRoutes, { clock: ctx.clockControl, db: ctx.db, keyFirst });

  route(app, 'PUT /ops/system/flags', { onRequest: keyFirst }, async (request) =>
    ok(await writeFlags(ctx.db, request.body)),
  );

  route(app, 'GET /ops/system/customer-service', { onRequest: keyFirst }, async () =>
    ok(await listCustomerService(ctx.db)),
  );

  route(app, 'PUT /ops/system/customer-service', { onRequest: keyFirst }, async (request) =>
    ok(await writeCustomerService(ctx.db, request.body, ctx.clock.now())),
  );

  route(app, 'GET /ops/outbox', { onRequest: keyFirst }, async (request) => {
    const { query } = request;
    const conditions: SQL[] = [];
    if (query.to) conditions.push(eq(outboxMessages.recipient, query.to));
    if (query.kind) conditions.push(eq(outboxMessages.channel, query.kind));
    const rows = await ctx.db
      .select({
        id: outboxMessages.id,
        kind: outboxMessages.channel,
        to: outboxMessages.recipient,
        subject: outboxMessages.subject,
        body: outboxMessages.body,
        purpose: outboxMessages.purpose,
        createdAt: outboxMessages.createdAt,
      })
      .from(outboxMessages)
      .where(and(...conditions))
      .orderBy(desc(outboxMessages.id))
      .limit(100);
    return ok(rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })));
  });
};

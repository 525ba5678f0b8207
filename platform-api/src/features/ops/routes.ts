import { timingSafeEqual, createHash } from 'node:crypto';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { outboxMessages } from '../../db/schema/index.js';
import { ok } from '../../http/envelope.js';
import { ApiError } from '../../http/errors.js';
import { writeFlags } from '../system/flags.js';
import { listCustomerService, writeCustomerService } from '../system/customer-service.js';
import { promotionOpsRoutes } from '../promotions/ops-routes.js';
import { mallOpsRoutes } from '../mall/routes.js';
import { redRainOpsRoutes } from '../red-rain/ops-routes.js';
import { referralOpsRoutes } from '../referral/routes.js';
import { walletOpsRoutes } from '../wallet/ops-routes.js';
import { agentMoneyOpsRoutes } from '../agent-money/ops-routes.js';
import { securityOpsRoutes } from '../security/ops-routes.js';
import { rgOpsRoutes } from '../rg/ops-routes.js';
import { clockOpsRoutes } from './clock-routes.js';
import { lotteryOpsRoutes } from '../lottery/platform/ops-routes.js';
import { lotteryThemeOpsRoutes } from '../lottery/platform/theme-routes.js';
import { legalOpsRoutes } from '../legal/routes.js';
import { chatOpsRoutes } from '../chat/ops-routes.js';
import { route } from '../../http/route.js';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Operator calls. Registered only when OPERATOR_KEY is set (otherwise they answer 404 like any
 * unknown path); the key is compared in constant time.
 */
export const opsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
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
  await app.register(walletOpsRoutes, { ctx, keyFirst });
  await app.register(agentMoneyOpsRoutes, { ctx, keyFirst });
  await app.register(promotionOpsRoutes, { ctx, keyFirst });
  await app.register(redRainOpsRoutes, { ctx, keyFirst });
  await app.register(referralOpsRoutes, { ctx, keyFirst });
  await app.register(mallOpsRoutes, { ctx, keyFirst });
  await app.register(securityOpsRoutes, { ctx, keyFirst });
  await app.register(rgOpsRoutes, { ctx, keyFirst });
  await app.register(lotteryThemeOpsRoutes, { ctx, keyFirst });
  await app.register(legalOpsRoutes, { ctx, keyFirst });
  await app.register(chatOpsRoutes, { ctx, keyFirst });
  await app.register(lotteryOpsRoutes, { ctx, keyFirst });
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

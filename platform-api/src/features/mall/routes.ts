import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { refuseTrial, requireMember } from '../session/index.js';
import { recordAudit } from '../wallet/index.js';
import { createItem, editItem, listItems, retireItem } from './catalogue-ops.js';
import {
  adjustPoints,
  mallHome,
  memberOrders,
  moveOrder,
  redeem,
  requireMallOn,
} from './service.js';
import { route } from '../../http/route.js';

async function mallMember(ctx: AppContext, request: FastifyRequest) {
  const member = await requireMember(ctx, request);
  refuseTrial(member);
  await requireMallOn(ctx);
  return member;
}

const languageOf = (request: FastifyRequest) =>
  ((request.query as { language?: string } | undefined)?.language || 'EN').toUpperCase();

/** The points mall: members only, trial users refused, only while PTSYS3 is on. */
export const mallRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  route(app, 'GET /wps/mall', async (request) => {
    const member = await mallMember(ctx, request);
    return ok(await mallHome(ctx, member.id, languageOf(request)));
  });

  route(app, 'POST /wps/mall/redeem', async (request) => {
    const member = await mallMember(ctx, request);
    return ok(await redeem(ctx, member.id, request.body, languageOf(request)));
  });

  route(app, 'GET /wps/mall/orders', async (request) => {
    const member = await mallMember(ctx, request);
    return ok(await memberOrders(ctx.db, member.id, request.query, languageOf(request)));
  });
};

/** Operator calls of the mall, registered by opsRoutes (the key is checked first); audited. */
export const mallOpsRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  keyFirst: (request: FastifyRequest) => Promise<void>;
}> = async (app, { ctx, keyFirst }) => {
  route(app, 'POST /ops/mall/points', { onRequest: keyFirst }, async (request) => {
    const body = request.body;
    const now = ctx.clock.now();
    const result = await adjustPoints(ctx.db, body, now);
    if (!result.duplicate) {
      await recordAudit(
        ctx.db,
        {
          operator: body.operator,
          action: 'mall.points',
          target: body.username,
          reason: body.reason,
          detail: body,
        },
        now,
      );
    }
    return ok(result);
  });

  route(app, 'POST /ops/mall/orders/:orderNo/status', { onRequest: keyFirst }, async (request) => {
    const now = ctx.clock.now();
    const order = await moveOrder(ctx.db, request.params.orderNo, request.body, now);
    await recordAudit(
      ctx.db,
      {
        operator: request.body.operator,
        action: `mall.order.${request.body.status.toLowerCase()}`,
        target: order.orderNo,
        reason: request.body.note,
      },
      now,
    );
    return ok(order);
  });

  // The catalogue: every change in one transaction with its ops_audit entry (who, when, why).
  route(app, 'GET /ops/mall/items', { onRequest: keyFirst }, async () =>
    ok({ items: await listItems(ctx.db) }),
  );

  route(app, 'POST /ops/mall/items', { onRequest: keyFirst }, async (request) =>
    ok(await createItem(ctx.db, request.body, ctx.clock.now())),
  );

  route(app, 'PATCH /ops/mall/items/:id', { onRequest: keyFirst }, async (request) =>
    ok(await editItem(ctx.db, request.params.id, request.body, ctx.clock.now())),
  );

  route(app, 'DELETE /ops/mall/items/:id', { onRequest: keyFirst }, async (request) =>
    ok(await retireItem(ctx.db, request.params.id, request.body, ctx.clock.now())),
  );
};

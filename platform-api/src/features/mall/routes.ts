import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mallHomeAnswer,
  mallOrderPageAnswer,
  mallOrdersQuery,
  mallQuery,
  mallRedeemAnswer,
  mallRedeemBody,
  opsMallOrderAnswer,
  opsMallOrderBody,
  opsMallItemAnswer,
  opsMallItemCreateBody,
  opsMallItemEditBody,
  opsMallItemParams,
  opsMallItemRetireBody,
  opsMallItemsAnswer,
  opsMallOrderParams,
  opsPointsAnswer,
  opsPointsBody,
} from '../../contract/mall.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { refuseTrial, requireMember } from '../session/auth.js';
import { recordAudit } from '../wallet/ops-routes.js';
import { createItem, editItem, listItems, retireItem } from './catalogue-ops.js';
import {
  adjustPoints,
  mallHome,
  memberOrders,
  moveOrder,
  redeem,
  requireMallOn,
} from './service.js';

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
  app.get(
    '/wps/mall',
    { schema: { querystring: mallQuery, response: { 200: mallHomeAnswer } } },
    async (request) => {
      const member = await mallMember(ctx, request);
      return ok(await mallHome(ctx, member.id, languageOf(request)));
    },
  );

  app.post(
    '/wps/mall/redeem',
    {
      schema: { querystring: mallQuery, body: mallRedeemBody, response: { 200: mallRedeemAnswer } },
    },
    async (request) => {
      const member = await mallMember(ctx, request);
      return ok(await redeem(ctx, member.id, request.body, languageOf(request)));
    },
  );

  app.get(
    '/wps/mall/orders',
    { schema: { querystring: mallOrdersQuery, response: { 200: mallOrderPageAnswer } } },
    async (request) => {
      const member = await mallMember(ctx, request);
      return ok(await memberOrders(ctx.db, member.id, request.query, languageOf(request)));
    },
  );
};

/** Operator calls of the mall, registered by opsRoutes (the key is checked first); audited. */
export const mallOpsRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  keyFirst: (request: FastifyRequest) => Promise<void>;
}> = async (app, { ctx, keyFirst }) => {
  app.post(
    '/ops/mall/points',
    { onRequest: keyFirst, schema: { body: opsPointsBody, response: { 200: opsPointsAnswer } } },
    async (request) => {
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
    },
  );

  app.post(
    '/ops/mall/orders/:orderNo/status',
    {
      onRequest: keyFirst,
      schema: {
        params: opsMallOrderParams,
        body: opsMallOrderBody,
        response: { 200: opsMallOrderAnswer },
      },
    },
    async (request) => {
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
    },
  );

  // The catalogue: every change in one transaction with its ops_audit entry (who, when, why).
  app.get(
    '/ops/mall/items',
    { onRequest: keyFirst, schema: { response: { 200: opsMallItemsAnswer } } },
    async () => ok({ items: await listItems(ctx.db) }),
  );

  app.post(
    '/ops/mall/items',
    {
      onRequest: keyFirst,
      schema: { body: opsMallItemCreateBody, response: { 200: opsMallItemAnswer } },
    },
    async (request) => ok(await createItem(ctx.db, request.body, ctx.clock.now())),
  );

  app.patch(
    '/ops/mall/items/:id',
    {
      onRequest: keyFirst,
      schema: {
        params: opsMallItemParams,
        body: opsMallItemEditBody,
        response: { 200: opsMallItemAnswer },
      },
    },
    async (request) => ok(await editItem(ctx.db, request.params.id, request.body, ctx.clock.now())),
  );

  app.delete(
    '/ops/mall/items/:id',
    {
      onRequest: keyFirst,
      schema: {
        params: opsMallItemParams,
        body: opsMallItemRetireBody,
        response: { 200: opsMallItemAnswer },
      },
    },
    async (request) =>
      ok(await retireItem(ctx.db, request.params.id, request.body, ctx.clock.now())),
  );
};

import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { promotions, promotionSettings } from '../../db/schema/index.js';
import { ok } from '../../http/envelope.js';
import { ApiError } from '../../http/errors.js';
import { bonusesPerDeposit } from './automatic.js';
import { sendImage } from './images.js';
import { applicationImage, opsApplications, reviewApplication } from './review-service.js';
import { saveRule, toRuleDto } from './rules.js';
import { route } from '../../http/route.js';

/** Operator calls of promotions (registered by opsRoutes, so only with OPERATOR_KEY). */
export const promotionOpsRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  keyFirst: (request: FastifyRequest) => Promise<void>;
}> = async (app, { ctx, keyFirst }) => {
  route(app, 'PUT /ops/promotions/:id/rule', { onRequest: keyFirst }, async (request) => {
    const [promotion] = await ctx.db
      .select({ id: promotions.id })
      .from(promotions)
      .where(eq(promotions.id, request.params.id));
    if (!promotion) throw new ApiError('NOT_FOUND');
    const now = ctx.clock.now();
    return ok(toRuleDto(await saveRule(ctx.db, promotion.id, request.body, now), now));
  });

  route(app, 'GET /ops/promotions/settings', { onRequest: keyFirst }, async () =>
    ok({ bonusesPerDeposit: await bonusesPerDeposit(ctx.db) }),
  );

  route(app, 'PUT /ops/promotions/settings', { onRequest: keyFirst }, async (request) => {
    await ctx.db
      .update(promotionSettings)
      .set({ bonusesPerDeposit: request.body.bonusesPerDeposit, updatedAt: ctx.clock.now() });
    return ok({ bonusesPerDeposit: await bonusesPerDeposit(ctx.db) });
  });

  route(app, 'GET /ops/promotions/applications', { onRequest: keyFirst }, async (request) =>
    ok(await opsApplications(ctx.db, request.query, ctx.clock.now())),
  );

  for (const review of ['process', 'approve', 'reject'] as const) {
    route(
      app,
      `POST /ops/promotions/applications/:participationId/${review}`,
      { onRequest: keyFirst },
      async (request) =>
        ok(
          await reviewApplication(
            ctx.db,
            request.params.participationId,
            review,
            request.body,
            ctx.clock.now(),
          ),
        ),
    );
  }

  route(
    app,
    'GET /ops/promotions/applications/:participationId/images/:seq',
    { onRequest: keyFirst },
    async (request, reply) => {
      const image = await applicationImage(
        ctx.db,
        request.params.participationId,
        request.params.seq,
      );
      return sendImage(reply, image);
    },
  );
};

import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  imageBytesAnswer,
  opsApplicationAnswer,
  opsApplicationImageParams,
  opsApplicationParams,
  opsApplicationsAnswer,
  opsApplicationsQuery,
  opsPromotionSettings,
  opsPromotionSettingsAnswer,
  opsReviewBody,
  opsRuleAnswer,
  opsRuleBody,
  promotionIdParams,
} from '../../contract/rewards.js';
import type { AppContext } from '../../context.js';
import { promotions, promotionSettings } from '../../db/schema/index.js';
import { ok } from '../../http/envelope.js';
import { ApiError } from '../../http/errors.js';
import { bonusesPerDeposit } from './automatic.js';
import { sendImage } from './images.js';
import { applicationImage, opsApplications, reviewApplication } from './review-service.js';
import { saveRule, toRuleDto } from './rules.js';

/** Operator calls of promotions (registered by opsRoutes, so only with OPERATOR_KEY). */
export const promotionOpsRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  keyFirst: (request: FastifyRequest) => Promise<void>;
}> = async (app, { ctx, keyFirst }) => {
  app.put(
    '/ops/promotions/:id/rule',
    {
      onRequest: keyFirst,
      schema: { params: promotionIdParams, body: opsRuleBody, response: { 200: opsRuleAnswer } },
    },
    async (request) => {
      const [promotion] = await ctx.db
        .select({ id: promotions.id })
        .from(promotions)
        .where(eq(promotions.id, request.params.id));
      if (!promotion) throw new ApiError('NOT_FOUND');
      const now = ctx.clock.now();
      return ok(toRuleDto(await saveRule(ctx.db, promotion.id, request.body, now), now));
    },
  );

  app.get(
    '/ops/promotions/settings',
    { onRequest: keyFirst, schema: { response: { 200: opsPromotionSettingsAnswer } } },
    async () => ok({ bonusesPerDeposit: await bonusesPerDeposit(ctx.db) }),
  );

  app.put(
    '/ops/promotions/settings',
    {
      onRequest: keyFirst,
      schema: { body: opsPromotionSettings, response: { 200: opsPromotionSettingsAnswer } },
    },
    async (request) => {
      await ctx.db
        .update(promotionSettings)
        .set({ bonusesPerDeposit: request.body.bonusesPerDeposit, updatedAt: ctx.clock.now() });
      return ok({ bonusesPerDeposit: await bonusesPerDeposit(ctx.db) });
    },
  );

  app.get(
    '/ops/promotions/applications',
    {
      onRequest: keyFirst,
      schema: { querystring: opsApplicationsQuery, response: { 200: opsApplicationsAnswer } },
    },
    async (request) => ok(await opsApplications(ctx.db, request.query, ctx.clock.now())),
  );

  for (const review of ['process', 'approve', 'reject'] as const) {
    app.post(
      `/ops/promotions/applications/:participationId/${review}`,
      {
        onRequest: keyFirst,
        schema: {
          params: opsApplicationParams,
          body: opsReviewBody,
          response: { 200: opsApplicationAnswer },
        },
      },
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

  app.get(
    '/ops/promotions/applications/:participationId/images/:seq',
    {
      onRequest: keyFirst,
      schema: { params: opsApplicationImageParams, response: { 200: imageBytesAnswer } },
    },
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

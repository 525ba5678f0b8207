import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { banners, promotions } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { noInput } from '../../http/schemas.js';
import { parseInput } from '../../http/validate.js';
import { LruCache } from '../catalogue/cache.js';
import { gameSvg, posterSvg, vendorSvg } from './svg.js';

const idParam = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,9}\.svg$/)
    .transform((value) => Number.parseInt(value, 10)),
});
const vendorParam = z.strictObject({
  code: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,32}\.svg$/)
    .transform((value) => value.slice(0, -4).toUpperCase()),
});
const gameQuery = z.strictObject({ size: z.enum(['small', 'large']).optional() });
const vendorQuery = z.strictObject({ variant: z.enum(['white', 'color']).default('color') });

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('x-content-type-options', 'nosniff')
    .send(svg);
}

export const imageRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const posters = new LruCache<{ title: string; width: number; height: number } | null>(500);

  app.get('/wps/img/game/:id', async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    const { size } = parseInput(gameQuery, request.query);
    const found = await ctx.catalogue.gameById(id);
    if (!found) throw new ApiError('NOT_FOUND');
    const pixels = size === 'large' ? 480 : 240;
    return sendSvg(
      reply,
      gameSvg(`game:${id}`, found.game.nameEn, found.vendor.displayName, pixels),
    );
  });

  app.get('/wps/img/vendor/:code', async (request, reply) => {
    const { code } = parseInput(vendorParam, request.params);
    const { variant } = parseInput(vendorQuery, request.query);
    const vendor = await ctx.catalogue.vendorByCode(code);
    if (!vendor) throw new ApiError('NOT_FOUND');
    return sendSvg(reply, vendorSvg(vendor.code, vendor.displayName, variant));
  });

  app.get('/wps/img/banner/:id', async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    parseInput(noInput, request.query);
    const banner = await posters.get(`banner:${id}`, async () => {
      const [row] = await ctx.db
        .select({ title: banners.title, width: banners.width, height: banners.height })
        .from(banners)
        .where(eq(banners.id, id));
      return row ?? null;
    });
    if (!banner) throw new ApiError('NOT_FOUND');
    return sendSvg(reply, posterSvg(`banner:${id}`, banner.title, banner.width, banner.height));
  });

  app.get('/wps/img/promo/:id', async (request, reply) => {
    const { id } = parseInput(idParam, request.params);
    parseInput(noInput, request.query);
    const promo = await posters.get(`promo:${id}`, async () => {
      const [row] = await ctx.db
        .select({ title: promotions.title })
        .from(promotions)
        .where(eq(promotions.id, id));
      return row ? { title: row.title, width: 690, height: 280 } : null;
    });
    if (!promo) throw new ApiError('NOT_FOUND');
    return sendSvg(reply, posterSvg(`promo:${id}`, promo.title, promo.width, promo.height));
  });

  app.get('/wps/img/app/icon.svg', async (request, reply) => {
    parseInput(noInput, request.query);
    const brand = await ctx.brand.get();
    return sendSvg(reply, gameSvg(`app:${brand.code}`, brand.name, brand.merchantCode, 192));
  });
};

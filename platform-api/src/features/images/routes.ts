import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { banners, promotions } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { gameById, LruCache, vendorByCode } from '../catalogue/index.js';
import { outlineText } from './outline.js';
import { svgToPng } from './png.js';
import { gameSvg, posterSvg, vendorSvg } from './svg.js';
import { getBrand } from '../system/index.js';
import { route } from '../../http/route.js';

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('x-content-type-options', 'nosniff')
    .send(svg);
}

/** The brand's app icon (resource AppDownloadIcon), `size` pixels square. */
function appIconSvg(brand: { code: string; name: string; merchantCode: string }, size: number) {
  return gameSvg(`app:${brand.code}`, brand.name, brand.merchantCode, size);
}

export const imageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const posters = new LruCache<{ title: string; width: number; height: number } | null>(500);

  // Pictures with their letters outlined (outline.ts), drawn once each: an id's picture only
  // changes with a seed or migration, which restart the server. ~9 KB each.
  const outlined = new LruCache<string>(1000);
  const sendOutlined = async (
    reply: FastifyReply,
    key: string,
    texts: readonly string[],
    draw: () => string,
  ) => sendSvg(reply, await outlined.get(key, async () => outlineText(draw(), texts)));

  route(app, 'GET /wps/img/game/:id', async (request, reply) => {
    const { id } = request.params;
    const { size } = request.query;
    const found = await gameById(ctx, id);
    if (!found) throw new ApiError('NOT_FOUND');
    const pixels = size === 'large' ? 480 : 240;
    const [title, vendor] = [found.game.nameEn, found.vendor.displayName];
    return sendOutlined(reply, `game:${id}:${pixels}`, [title, vendor], () =>
      gameSvg(`game:${id}`, title, vendor, pixels),
    );
  });

  route(app, 'GET /wps/img/vendor/:code', async (request, reply) => {
    const { code } = request.params;
    const { variant } = request.query;
    const vendor = await vendorByCode(ctx, code);
    if (!vendor) throw new ApiError('NOT_FOUND');
    return sendOutlined(reply, `vendor:${vendor.code}:${variant}`, [vendor.displayName], () =>
      vendorSvg(vendor.code, vendor.displayName, variant),
    );
  });

  route(app, 'GET /wps/img/banner/:id', async (request, reply) => {
    const { id } = request.params;
    const banner = await posters.get(`banner:${id}`, async () => {
      const [row] = await ctx.db
        .select({ title: banners.title, width: banners.width, height: banners.height })
        .from(banners)
        .where(eq(banners.id, id));
      return row ?? null;
    });
    if (!banner) throw new ApiError('NOT_FOUND');
    return sendOutlined(reply, `banner:${id}`, [banner.title], () =>
      posterSvg(`banner:${id}`, banner.title, banner.width, banner.height),
    );
  });

  route(app, 'GET /wps/img/promo/:id', async (request, reply) => {
    const { id } = request.params;
    const promo = await posters.get(`promo:${id}`, async () => {
      const [row] = await ctx.db
        .select({ title: promotions.title })
        .from(promotions)
        .where(eq(promotions.id, id));
      return row ? { title: row.title, width: 690, height: 280 } : null;
    });
    if (!promo) throw new ApiError('NOT_FOUND');
    return sendOutlined(reply, `promo:${id}`, [promo.title], () =>
      posterSvg(`promo:${id}`, promo.title, promo.width, promo.height),
    );
  });

  route(app, 'GET /wps/img/app/icon.svg', async (_request, reply) => {
    const brand = await getBrand(ctx);
    return sendOutlined(reply, `app:${brand.code}`, [brand.name, brand.merchantCode], () =>
      appIconSvg(brand, 192),
    );
  });

  // The installed web app's icons (manifest.webmanifest): the same picture as PNGs, drawn once
  // per size and kept (the brand changes only with a restart).
  const pngIcons = new LruCache<Buffer>(2);
  route(app, 'GET /wps/img/app/icons/:file', async (request, reply) => {
    const size = request.params.file;
    const brand = await getBrand(ctx);
    const png = await pngIcons.get(`${brand.code}:${size}`, async () =>
      svgToPng(appIconSvg(brand, size), size),
    );
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(png);
  });
};

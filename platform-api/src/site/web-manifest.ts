import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webManifest, webManifestQuery, type WebManifest } from '../contract/site.js';
import type { AppContext } from '../context.js';
import { type Brand, getBrand } from '../features/system/brand.js';
import { THEME_COLORS } from './theme-colors.js';

/** Home (spec section 2): where the installed app opens, and its identity. */
const START_URL = '/m/home';
const SHORT_NAME_MAX = 12;

/** A launcher label fits about 12 characters: the brand's name, else its first word, cut. */
export function shortNameOf(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= SHORT_NAME_MAX) return trimmed;
  return (trimmed.split(/\s+/)[0] ?? trimmed).slice(0, SHORT_NAME_MAX);
}

/**
 * The brand's web app manifest: its name, its app icon (the AppDownloadIcon picture, as PNGs of
 * the two sizes browsers ask for, and the SVG), standalone display from home. The colours are the
 * dark theme's, the default; the page's theme-color meta follows the player's theme at run time
 * (shared/src/theme/theme.ts), which an installed app's title bar uses over the manifest's.
 */
export function webManifestOf(brand: Pick<Brand, 'name'>): WebManifest {
  return {
    id: START_URL,
    name: brand.name,
    short_name: shortNameOf(brand.name),
    description: `${brand.name}: games, live casino, sports and lottery`,
    lang: 'en',
    start_url: START_URL,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: THEME_COLORS.dark,
    theme_color: THEME_COLORS.dark,
    icons: [
      { src: '/wps/img/app/icons/192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/wps/img/app/icons/512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/wps/img/app/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

export const webManifestRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/manifest.webmanifest',
    { schema: { querystring: webManifestQuery, response: { 200: webManifest } } },
    async (_request, reply) => {
      reply
        .header('content-type', 'application/manifest+json; charset=utf-8')
        // revalidated: a brand's name or icon may change with a restart
        .header('cache-control', 'no-cache');
      return webManifestOf(await getBrand(ctx));
    },
  );
};

import { z } from 'zod';
import { noInput } from '../http/schemas.js';

// ---------------------------------------------------------------------------------------------
// The installed web app (spec sections 2 and 4: PWA, add to home screen)

/** GET /wps/img/app/icons/{file}: the brand's app icon as a PNG, 192 or 512 px square. */
export const appIconParams = z.strictObject({
  file: z
    .enum(['192.png', '512.png'])
    .transform((value) => Number.parseInt(value, 10) as 192 | 512),
});

/** A PNG image, sent with its own headers. */
export const pngAnswer = {
  description: 'A PNG image',
  content: { 'image/png': { schema: z.any() } },
};

const manifestIcon = z.strictObject({
  src: z.string(),
  sizes: z.string(),
  type: z.enum(['image/png', 'image/svg+xml']),
  purpose: z.enum(['any', 'maskable']),
});

/** GET /manifest.webmanifest: the brand's web app manifest (W3C Web Application Manifest). */
export const webManifest = z.strictObject({
  id: z.string(),
  name: z.string(),
  short_name: z.string().max(12),
  description: z.string(),
  lang: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  orientation: z.literal('portrait'),
  /** The dark theme's page colour: dark is the default theme (spec section 3). */
  background_color: z.string().regex(/^#[0-9a-f]{6}$/i),
  theme_color: z.string().regex(/^#[0-9a-f]{6}$/i),
  icons: z.array(manifestIcon).min(1),
});
export type WebManifest = z.infer<typeof webManifest>;

export const webManifestQuery = noInput;

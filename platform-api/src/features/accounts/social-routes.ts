import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { selectRows } from '../../db/database.js';
import { ok } from '../../http/envelope.js';
import { noInput } from '../../http/schemas.js';
import { parseInput } from '../../http/validate.js';

const PUBLIC_ID = /^[A-Za-z0-9._-]{1,200}$/;

/** Which social sign-in providers are configured: public ids only, null when not configured. */
export const socialRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/wps/system/socialLogin', async (request) => {
    parseInput(noInput, request.query);
    const [row] = await selectRows<{ social: Record<string, unknown> | null }>(
      ctx.db,
      sql`SELECT social_login AS social FROM brands ORDER BY id LIMIT 1`,
    );
    const text = (value: unknown) =>
      typeof value === 'string' && PUBLIC_ID.test(value) ? value : null;
    const facebookAppId = text(row?.social?.facebookAppId);
    const googleClientId = text(row?.social?.googleClientId);
    return ok({
      facebook: facebookAppId ? { appId: facebookAppId } : null,
      google: googleClientId ? { clientId: googleClientId } : null,
    });
  });
};

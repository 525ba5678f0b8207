import { timingSafeEqual, createHash } from 'node:crypto';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { outboxMessages } from '../../db/schema/index.js';
import { ok } from '../../http/envelope.js';
import { ApiError } from '../../http/errors.js';
import { noInput } from '../../http/schemas.js';
import { parseInput } from '../../http/validate.js';
import { writeFlags } from '../system/flags.js';

const flagsBody = z
  .strictObject({ maintenance: z.boolean().optional(), regionRestriction: z.boolean().optional() })
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' });

const outboxQuery = z.strictObject({
  to: z.string().trim().min(1).max(255).optional(),
  kind: z.enum(['SMS', 'EMAIL']).optional(),
});

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Operator calls. Registered only when OPERATOR_KEY is set (otherwise they answer 404 like any
 * unknown path); the key is compared in constant time.
 */
export const opsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const key = ctx.config.operatorKey;
  if (!key) return;
  const expected = digest(key);
  const checkKey = (request: FastifyRequest) => {
    const sent = request.headers['x-operator-key'];
    if (typeof sent !== 'string' || !timingSafeEqual(digest(sent), expected)) {
      throw new ApiError('ACCESS_DENIED');
    }
  };

  app.put('/ops/system/flags', async (request) => {
    checkKey(request);
    parseInput(noInput, request.query);
    const body = parseInput(flagsBody, request.body);
    return ok(await writeFlags(ctx.db, body));
  });

  app.get('/ops/outbox', async (request) => {
    checkKey(request);
    const query = parseInput(outboxQuery, request.query);
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
    return ok(rows);
  });
};

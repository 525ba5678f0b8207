import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { captchas } from '../../db/schema/index.js';
import type { AppContext } from '../../context.js';
import { openAnswer, sealAnswer } from './operator-readback.js';
import { captchaSvg } from './svg.js';

export type CaptchaPurpose = 'LOGIN' | 'REGISTER' | 'SMS';

export const CAPTCHA_LENGTH = 5;
const CAPTCHA_TTL_MS = 5 * 60_000;

function answerHash(id: string, answer: string): Buffer {
  return createHash('sha256').update(`${id}:${answer}`).digest();
}

/*
 * Server-generated image captchas: random digits, stored only as a hash, bound to the client
 * id that asked for it and to a purpose, valid 5 minutes, and burnt by the first check. With
 * OPERATOR_KEY set, answers are also stored sealed for the operator's test read (any instance).
 */
type CaptchaContext = Pick<AppContext, 'db' | 'clock' | 'config'>;

export async function createCaptcha(
  ctx: CaptchaContext,
  clientId: string,
  purpose: CaptchaPurpose,
) {
  const id = randomUUID();
  const answer = Array.from({ length: CAPTCHA_LENGTH }, () => String(randomInt(10))).join('');
  const now = ctx.clock.now();
  const operatorKey = ctx.config.operatorKey;
  await ctx.db.delete(captchas).where(lt(captchas.expiresAt, now));
  await ctx.db.insert(captchas).values({
    id,
    answerHash: answerHash(id, answer),
    purpose,
    clientId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    operatorAnswer: operatorKey ? sealAnswer(operatorKey, id, answer) : null,
  });
  const svg = captchaSvg(answer);
  return {
    captchaId: id,
    image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    length: CAPTCHA_LENGTH,
  };
}

/**
 * True when the answer matches; the captcha is used up either way. `executor` lets a caller
 * use it up inside its own transaction (the login guard).
 */
export async function consumeCaptcha(
  ctx: CaptchaContext,
  id: string | undefined,
  answer: string | undefined,
  clientId: string | undefined,
  purpose: CaptchaPurpose,
  executor: Executor = ctx.db,
): Promise<boolean> {
  if (!id || !answer || !clientId || !/^[0-9a-f-]{36}$/.test(id)) return false;
  const now = ctx.clock.now();
  const [row] = await executor
    .update(captchas)
    .set({ usedAt: now })
    .where(
      and(
        eq(captchas.id, id),
        eq(captchas.clientId, clientId),
        eq(captchas.purpose, purpose),
        isNull(captchas.usedAt),
        gt(captchas.expiresAt, now),
      ),
    )
    .returning({ answerHash: captchas.answerHash });
  return Boolean(row && row.answerHash.equals(answerHash(id, answer)));
}

/** The answer of an unused, unexpired captcha, for the operator's test read. */
export async function peekCaptcha(ctx: CaptchaContext, id: string): Promise<string | undefined> {
  const operatorKey = ctx.config.operatorKey;
  if (!operatorKey) return undefined;
  const [row] = await ctx.db
    .select({ sealed: captchas.operatorAnswer })
    .from(captchas)
    .where(
      and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, ctx.clock.now())),
    );
  return row?.sealed ? openAnswer(operatorKey, id, row.sealed) : undefined;
}

import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db, Executor } from '../../db/database.js';
import { captchas } from '../../db/schema/index.js';
import type { Clock } from '../../clock.js';
import { openAnswer, sealAnswer } from './operator-readback.js';
import { captchaSvg } from './svg.js';

export type CaptchaPurpose = 'LOGIN' | 'REGISTER' | 'SMS';

export const CAPTCHA_LENGTH = 5;
const CAPTCHA_TTL_MS = 5 * 60_000;

function answerHash(id: string, answer: string): Buffer {
  return createHash('sha256').update(`${id}:${answer}`).digest();
}

/**
 * Server-generated image captchas: random digits, stored only as a hash, bound to the client
 * id that asked for it and to a purpose, valid 5 minutes, and burnt by the first check.
 */
export class CaptchaService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Set: answers are also stored sealed for the operator's test read (any instance). */
    private readonly operatorKey: string | undefined,
  ) {}

  async create(clientId: string, purpose: CaptchaPurpose) {
    const id = randomUUID();
    const answer = Array.from({ length: CAPTCHA_LENGTH }, () => String(randomInt(10))).join('');
    const now = this.clock.now();
    await this.db.delete(captchas).where(lt(captchas.expiresAt, now));
    await this.db.insert(captchas).values({
      id,
      answerHash: answerHash(id, answer),
      purpose,
      clientId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
      operatorAnswer: this.operatorKey ? sealAnswer(this.operatorKey, id, answer) : null,
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
  async consume(
    id: string | undefined,
    answer: string | undefined,
    clientId: string | undefined,
    purpose: CaptchaPurpose,
    executor: Executor = this.db,
  ): Promise<boolean> {
    if (!id || !answer || !clientId || !/^[0-9a-f-]{36}$/.test(id)) return false;
    const now = this.clock.now();
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
  async peek(id: string): Promise<string | undefined> {
    if (!this.operatorKey) return undefined;
    const [row] = await this.db
      .select({ sealed: captchas.operatorAnswer })
      .from(captchas)
      .where(
        and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, this.clock.now())),
      );
    return row?.sealed ? openAnswer(this.operatorKey, id, row.sealed) : undefined;
  }
}

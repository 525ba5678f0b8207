import { randomInt } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  REBATE_CATEGORIES,
  type CreateLinkBody,
  type RebateCategory,
  type RegistrationLink,
} from '../../contract/agent-money.js';
import type { Executor } from '../../db/database.js';
import { registrationLinks } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { bpToPercent, checkUnderCaps, percentToBp, ratesOf } from './rates.js';

export type LinkRow = typeof registrationLinks.$inferSelect;

const DAY_MS = 86_400_000;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Links are told apart from invitation codes by length (invitation codes are shorter). */
const CODE_LENGTH = 12;

function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export function linkAnswer(row: LinkRow, now: Date): RegistrationLink {
  return {
    id: row.id,
    code: row.code,
    path: `/m/register?code=${row.code}`,
    accountType: row.accountType,
    rates: REBATE_CATEGORIES.map((category) => ({
      category,
      rate: bpToPercent(row.rates[category] ?? 0),
    })),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    expired: isExpired(row, now),
    registrations: row.registrations,
  };
}

export const isExpired = (row: LinkRow, now: Date): boolean =>
  row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();

/** A link of the agent, its rates at most the agent's own. */
export async function createLink(
  db: Executor,
  agentId: number,
  input: CreateLinkBody,
  now: Date,
): Promise<LinkRow> {
  checkUnderCaps(input.rates, await ratesOf(db, agentId));
  const rates: Partial<Record<RebateCategory, number>> = {};
  for (const [category, percent] of Object.entries(input.rates)) {
    if (percent !== undefined) rates[category as RebateCategory] = percentToBp(percent);
  }
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await db
      .insert(registrationLinks)
      .values({
        agentId,
        code: newCode(),
        accountType: input.accountType,
        rates,
        createdAt: now,
        expiresAt:
          input.expiresInDays === null
            ? null
            : new Date(now.getTime() + input.expiresInDays * DAY_MS),
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  throw new Error('could not find a free link code');
}

export async function listLinks(db: Executor, agentId: number): Promise<LinkRow[]> {
  return db
    .select()
    .from(registrationLinks)
    .where(eq(registrationLinks.agentId, agentId))
    .orderBy(desc(registrationLinks.id))
    .limit(50);
}

export async function linkByCode(db: Executor, code: string): Promise<LinkRow | undefined> {
  const [row] = await db
    .select()
    .from(registrationLinks)
    .where(sql`upper(${registrationLinks.code}) = upper(${code})`)
    .limit(1);
  return row;
}

/**
 * The link a registration names, when its code is a link's: REFERRER_LINK once it has expired
 * (the register screen says 'Referrer link error').
 */
export async function usableLink(
  db: Executor,
  code: string | undefined,
  now: Date,
): Promise<LinkRow | null> {
  if (!code) return null;
  const link = await linkByCode(db, code);
  if (!link) return null;
  if (isExpired(link, now)) {
    throw new ApiError('REFERRER_LINK', null, [
      { path: 'affiliateCode', messageKey: 'referrer_link_error' },
    ]);
  }
  return link;
}

/**
 * In the new member's transaction: its rates are the link's, each capped by the agent's current
 * own (the agent's may have been lowered since the link was made).
 */
export async function applyLink(
  tx: Executor,
  link: LinkRow,
  memberId: number,
  now: Date,
): Promise<void> {
  const caps = await ratesOf(tx, link.agentId);
  for (const [category, bp] of Object.entries(link.rates)) {
    const rate = Math.min(bp, caps[category as RebateCategory] ?? 0);
    await tx.execute(sql`
      INSERT INTO rebate_settings (member_id, category, rate_bp, updated_at)
      VALUES (${memberId}, ${category}, ${rate}, ${now.toISOString()})`);
  }
  await tx
    .update(registrationLinks)
    .set({ registrations: sql`${registrationLinks.registrations} + 1` })
    .where(eq(registrationLinks.id, link.id));
}

/**
 * The agent stops one of its own links now: it expires at this moment, so a registration
 * through it answers REFERRER_LINK from then on (accounts made through it stay). Another
 * agent's link, or one that does not exist, is 404; one already expired answers as it is.
 */
export async function revokeLink(
  db: Executor,
  agentId: number,
  linkId: number,
  now: Date,
): Promise<LinkRow> {
  const [row] = await db
    .select()
    .from(registrationLinks)
    .where(and(eq(registrationLinks.id, linkId), eq(registrationLinks.agentId, agentId)));
  if (!row) throw new ApiError('NOT_FOUND');
  if (isExpired(row, now)) return row;
  const [updated] = await db
    .update(registrationLinks)
    .set({ expiresAt: now })
    .where(eq(registrationLinks.id, linkId))
    .returning();
  return updated!;
}

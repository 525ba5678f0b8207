import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { selectRows, type Executor } from '../../db/database.js';
import { members } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { type LoginClient, type LoginResult, startSession } from '../session/index.js';
import type { MemberRow } from './members.js';
import { createMember, freeUsername } from '../member-creation/index.js';
import { breaks, hasNoMarkup, type RuleTable } from './rules.js';
import type { ProviderIdentity } from './social-providers.js';
import { getBrand } from '../system/index.js';

export type SocialProvider = 'GOOGLE' | 'FACEBOOK';

/** The member a provider's account is linked to, if it signed in before. */
export async function linkedMember(
  db: Executor,
  provider: SocialProvider,
  subject: string,
): Promise<MemberRow | undefined> {
  const [row] = await selectRows<{ member_id: number }>(
    db,
    sql`SELECT member_id FROM social_identities
        WHERE provider = ${provider} AND subject = ${subject}`,
  );
  if (!row) return undefined;
  const [member] = await db.select().from(members).where(eq(members.id, row.member_id)).limit(1);
  return member;
}

/** Raised inside the creating transaction when a concurrent first sign-in linked the account. */
class AlreadyLinked extends Error {}

const rulesOf = async (ctx: AppContext) => (await getBrand(ctx)).register.rules;

/**
 * The provider's display name, cleaned and cut to the brand's nickname rule; none if it fails
 * the rule or carries markup characters (as a registered nickname could not).
 */
function nicknameFrom(name: string | null, rules: RuleTable): string | undefined {
  const max = (rules.nickname ?? []).reduce((limit, rule) => Math.min(limit, rule.max ?? 50), 50);
  const cleaned = [
    ...(name ?? '')
      .replace(/[\p{Cc}\p{Cf}]/gu, '')
      .replace(/\s+/gu, ' ')
      .trim(),
  ]
    .slice(0, max)
    .join('')
    .trim();
  return cleaned && hasNoMarkup(cleaned) && !breaks(rules.nickname ?? [], cleaned)
    ? cleaned
    : undefined;
}

/** A provider-verified e-mail address the brand's rule accepts and no member uses yet. */
async function freeEmail(ctx: AppContext, email: string | null, rules: RuleTable) {
  if (!email || email.length > 255 || breaks(rules.email ?? [], email)) return undefined;
  const [taken] = await selectRows<{ id: number }>(
    ctx.db,
    sql`SELECT id FROM members WHERE lower(email) = lower(${email}) LIMIT 1`,
  );
  return taken ? undefined : email;
}

/**
 * First sign-in of a provider account: a new member (generated username, a password nobody
 * knows, nickname and verified e-mail from the provider) with its wallet, linked to the
 * account in the same transaction. If another request linked it first, that member logs in.
 */
export async function signInWithIdentity(
  ctx: AppContext,
  provider: SocialProvider,
  identity: ProviderIdentity,
  client: LoginClient,
): Promise<LoginResult> {
  const existing = await linkedMember(ctx.db, provider, identity.subject);
  if (existing) {
    // Failed password logins never lock the owner out (issue 17, item 8): a verified provider
    // token proves the identity. A disabled member is refused by startSession.
    return startSession(ctx, existing, client, { method: 'SOCIAL' });
  }
  const rules = await rulesOf(ctx);
  const username = await freeUsername(ctx, 's');
  // The generated shape is fixed; a brand whose username rule refuses it cannot take new
  // social members (existing links still sign in above).
  if (breaks(rules.username ?? [], username)) throw new ApiError('NO_PERMISSION');
  try {
    return await createMember(
      ctx,
      {
        username,
        // They sign in through the provider: the hash is of a random secret nobody holds.
        password: randomBytes(32).toString('base64url'),
        nickname: nicknameFrom(identity.name, rules),
        email: await freeEmail(ctx, identity.verifiedEmail, rules),
        parentAgentId: null,
      },
      client,
      async (tx, member) => {
        const linked = await selectRows<{ id: number }>(
          tx,
          sql`INSERT INTO social_identities (provider, subject, member_id, created_at)
              VALUES (${provider}, ${identity.subject}, ${member.id}, ${ctx.clock.now().toISOString()})
              ON CONFLICT (provider, subject) DO NOTHING RETURNING id`,
        );
        if (linked.length === 0) throw new AlreadyLinked();
      },
    );
  } catch (error) {
    if (!(error instanceof AlreadyLinked)) throw error;
    const winner = await linkedMember(ctx.db, provider, identity.subject);
    if (!winner) throw error;
    return startSession(ctx, winner, client, { method: 'SOCIAL' });
  }
}

import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { inboxMessages, members } from '../../db/schema/index.js';
import type { ContentLanguage } from '../../http/schemas.js';
import { boundAddress } from '../security/index.js';
import { SECURITY_NOTICE_KINDS, type SecurityNoticeKind } from './security-notice-kinds.js';
import { SECURITY_NOTICE_TEXTS } from './security-notice-texts.js';

export interface SecurityNotice {
  kind: SecurityNoticeKind;
  /** Values the text names; `at` (when it happened) is added from `now`. */
  params?: Record<string, string>;
  /** Names a notice that must be written once (a withdrawal's), so a replayed request adds none. */
  reference?: string;
}

type Ctx = Pick<AppContext, 'db' | 'accounts'>;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "2026-11-29 04:20 UTC": one unambiguous form for every language. */
const formatAt = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

function fill(template: string, params: Record<string, string>, escape: boolean): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const raw = name === 'at' && params.at ? formatAt(params.at) : (params[name] ?? '');
    return escape ? escapeHtml(raw) : raw;
  });
}

const isKind = (kind: string): kind is SecurityNoticeKind =>
  (SECURITY_NOTICE_KINDS as readonly string[]).includes(kind);

/** A notice's title and inbox HTML in one language; null for a kind this server does not know. */
export function renderSecurityNotice(
  kind: string,
  params: Record<string, string>,
  language: ContentLanguage,
): { title: string; content: string } | null {
  if (!isKind(kind)) return null;
  const text = SECURITY_NOTICE_TEXTS[kind][language];
  return { title: text.title, content: `<p>${fill(text.body, params, true)}</p>` };
}

/**
 * Tells the member in the inbox, and on the bound phone and e-mail (the outbox, in English: the
 * platform does not know which language the member reads there).
 */
export async function sendSecurityNotice(
  ctx: Ctx,
  memberId: number,
  notice: SecurityNotice,
  now: Date,
): Promise<void> {
  const params = { ...notice.params, at: now.toISOString() };
  const english = SECURITY_NOTICE_TEXTS[notice.kind].EN;
  const inserted = await ctx.db
    .insert(inboxMessages)
    .values({
      memberId,
      reference: notice.reference ?? null,
      title: english.title,
      content: `<p>${fill(english.body, params, true)}</p>`,
      createdAt: now,
      noticeKind: notice.kind,
      noticeParams: params,
    })
    .onConflictDoNothing()
    .returning({ id: inboxMessages.id });
  if (inserted.length === 0) return;
  const [member] = await ctx.db.select().from(members).where(eq(members.id, memberId));
  if (!member) return;
  const body = `${english.title}: ${fill(english.body, params, false)}`;
  for (const channel of ['SMS', 'EMAIL'] as const) {
    const address = boundAddress(member, channel);
    if (!address) continue;
    await ctx.accounts.messages.send({
      channel,
      to: address.recipient,
      ...(channel === 'EMAIL' ? { subject: english.title } : {}),
      body,
      purpose: `SECURITY_NOTICE_${notice.kind}`,
      createdAt: now,
    });
  }
}

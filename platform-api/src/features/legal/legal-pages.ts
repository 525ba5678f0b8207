import { eq } from 'drizzle-orm';
import type { LegalPage, LegalPageKind } from '../../contract/legal.js';
import type { Db } from '../../db/database.js';
import { legalPages } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { recordAudit } from '../wallet/index.js';

type Row = typeof legalPages.$inferSelect;

const toPage = (row: Row, asked: string): LegalPage => ({
  kind: row.kind,
  language: row.language,
  fallback: row.language !== asked,
  title: row.title,
  html: row.html,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * A legal page in the language asked for, or in English (marked `fallback`) when the operator
 * has not written it in that one. A page with no English text either is a 404: the seed writes
 * all three, so only an operator's database without them answers so.
 */
export async function readLegalPage(db: Db, kind: LegalPageKind, language: string) {
  const rows = await db.select().from(legalPages).where(eq(legalPages.kind, kind));
  const row =
    rows.find((candidate) => candidate.language === language) ??
    rows.find((candidate) => candidate.language === 'EN');
  if (!row) throw new ApiError('NOT_FOUND');
  return toPage(row, language);
}

/** Writes a page in one language (a new one or a new text for it); audited. */
export async function writeLegalPage(
  db: Db,
  input: { kind: LegalPageKind; operator: string; language: string; title: string; html: string },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const text = {
      title: input.title,
      html: input.html,
      updatedBy: input.operator,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(legalPages)
      .values({ kind: input.kind, language: input.language, ...text })
      .onConflictDoUpdate({ target: [legalPages.kind, legalPages.language], set: text })
      .returning();
    await recordAudit(
      tx,
      {
        operator: input.operator,
        action: 'LEGAL_PAGE_SET',
        target: `${input.kind}:${input.language}`,
        detail: { title: input.title, length: input.html.length },
      },
      now,
    );
    return toPage(row!, input.language);
  });
}

import type { Executor } from '../db/database.js';
import { legalPages } from '../db/schema/index.js';
import { LEGAL_TEXTS } from './legal-texts.js';

/** The three public legal pages in the nine languages, as an operator would have written them. */
export async function seedLegalPages(executor: Executor, now: Date): Promise<void> {
  const rows = Object.entries(LEGAL_TEXTS).flatMap(([kind, byLanguage]) =>
    Object.entries(byLanguage).map(([language, page]) => ({
      kind: kind as keyof typeof LEGAL_TEXTS,
      language,
      title: page.title,
      html: page.html,
      updatedBy: 'seed',
      updatedAt: now,
    })),
  );
  await executor.insert(legalPages).values(rows).onConflictDoNothing();
}

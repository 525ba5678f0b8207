import { z } from 'zod';
import { CONTENT_LANGUAGES, language } from '../http/schemas.js';
import { okEnvelope } from './envelope.js';
import { operatorName } from './wallet.js';

// The public legal pages (issue 36 item 3): terms, privacy and responsible gaming, operator
// content in each language, readable by visitors and linked from the footer and the register
// form's terms checkbox.

export const LEGAL_PAGE_KINDS = ['terms', 'privacy', 'responsible'] as const;
export type LegalPageKind = (typeof LEGAL_PAGE_KINDS)[number];

/** Limits of an operator's page: a title line and an HTML body of a few screens. */
export const LEGAL_TITLE_MAX = 120;
export const LEGAL_HTML_MAX = 50_000;

export const legalPageParams = z.strictObject({ kind: z.enum(LEGAL_PAGE_KINDS) });

/** GET /wps/system/legal/{kind}: `lang` in any case, English by default. */
export const legalPageQuery = z.strictObject({
  lang: language.default('EN').transform((value) => value.toUpperCase()),
});

export const legalPage = z.strictObject({
  kind: z.enum(LEGAL_PAGE_KINDS),
  /** The language the page is written in: the one asked for, or English when it has none. */
  language: z.string(),
  /** True when the page was not written in the language asked for (the reader is told). */
  fallback: z.boolean(),
  title: z.string(),
  /** Operator HTML: sanitize before rendering. */
  html: z.string(),
  updatedAt: z.string(),
});
export const legalPageAnswer = okEnvelope(legalPage);

/** PUT /ops/content/legal/{kind}: writes the page in one language; audited. */
export const opsLegalPageBody = z.strictObject({
  operator: operatorName,
  /** One of the app's nine languages, in any case. */
  language: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(CONTENT_LANGUAGES)),
  title: z.string().trim().min(1).max(LEGAL_TITLE_MAX),
  html: z.string().trim().min(1).max(LEGAL_HTML_MAX),
});
export const opsLegalPageAnswer = okEnvelope(legalPage);

export type LegalPage = z.output<typeof legalPage>;
export type LegalPageQuery = z.input<typeof legalPageQuery>;

import { and, asc, eq } from 'drizzle-orm';
import {
  MOBILE_TEMPLATE_KEYS,
  WHITELABEL_KEYS,
  type CustomerService,
  type DownloadLink,
  type MobileTemplate,
  type SystemInfo,
  type WhitelabelKey,
} from '../../contract/system.js';
import type { Db } from '../../db/database.js';
import {
  brandTextTranslations,
  countries,
  downloadLinks,
  helpArticles,
} from '../../db/schema/index.js';
import type { Brand } from './brand.js';

export function listDownloads(db: Db): Promise<DownloadLink[]> {
  return db
    .select({ resourceType: downloadLinks.resourceType, url: downloadLinks.url })
    .from(downloadLinks)
    .orderBy(asc(downloadLinks.sortOrder));
}

export function listCountries(db: Db) {
  return db
    .select({ code: countries.code, name: countries.name, dialingCode: countries.dialingCode })
    .from(countries)
    .orderBy(asc(countries.sortOrder), asc(countries.code));
}

/** Help articles of a device and language, falling back to English when none exist. */
export async function listHelp(db: Db, device: 'MOBILE' | 'PC', language: string) {
  const select = (lang: string) =>
    db
      .select({ id: helpArticles.id, title: helpArticles.title, content: helpArticles.content })
      .from(helpArticles)
      .where(and(eq(helpArticles.device, device), eq(helpArticles.language, lang)))
      .orderBy(asc(helpArticles.sortOrder), asc(helpArticles.id));
  const rows = await select(language);
  return rows.length > 0 || language === 'EN' ? rows : select('EN');
}

/** The brand's app description in every language it has one in, by language code. */
export async function appDescTranslations(db: Db, brandId: number) {
  const rows = await db
    .select({ language: brandTextTranslations.language, value: brandTextTranslations.value })
    .from(brandTextTranslations)
    .where(
      and(eq(brandTextTranslations.brandId, brandId), eq(brandTextTranslations.key, 'app_desc')),
    )
    .orderBy(asc(brandTextTranslations.language));
  return Object.fromEntries(rows.map((row) => [row.language, row.value]));
}

export function statusInfo(
  brand: Brand,
  customerService: CustomerService[],
  resources: DownloadLink[],
  translations: Record<string, string> = {},
): SystemInfo {
  return {
    customerService,
    domainRoute: brand.domainRoute,
    mobileTemplate: knownTemplate(brand.mobileTemplate),
    paths: brand.paths,
    register: brand.register,
    resources,
    whitelabel: everyWhitelabelKey(brand.whitelabel),
    mainDomain: brand.mainDomain,
    imageCDNs: brand.imageCdns,
    merchantCode: brand.merchantCode,
    currency: { code: brand.currencyCode, symbol: brand.currencySymbol },
    appWindowPromotion: brand.appWindowPromotion,
    appDescTranslations: translations,
    businessTimeZone: brand.businessTimeZone,
  };
}

/** Every white-label key of the contract, off unless the brand has it on; other keys are dropped. */
function everyWhitelabelKey(flags: Record<string, boolean>): Record<WhitelabelKey, boolean> {
  return Object.fromEntries(WHITELABEL_KEYS.map((key) => [key, flags[key] === true])) as Record<
    WhitelabelKey,
    boolean
  >;
}

/** The template keys the contract knows, as the brand sets them. */
function knownTemplate(template: Record<string, string>): MobileTemplate {
  return Object.fromEntries(
    MOBILE_TEMPLATE_KEYS.filter((key) => typeof template[key] === 'string').map((key) => [
      key,
      template[key],
    ]),
  );
}

import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  countries,
  customerServiceChannels,
  downloadLinks,
  helpArticles,
} from '../../db/schema/index.js';
import type { Brand } from './brand.js';

export interface CustomerService {
  csType: 'LIVECHAT' | 'TELEGRAM';
  title: string;
  path: string;
}

export interface DownloadLink {
  resourceType: 'IOS' | 'Android' | 'MOBILECONFIG' | 'AppDownloadIcon';
  url: string;
}

export function listCustomerService(db: Db): Promise<CustomerService[]> {
  return db
    .select({
      csType: customerServiceChannels.csType,
      title: customerServiceChannels.title,
      path: customerServiceChannels.path,
    })
    .from(customerServiceChannels)
    .orderBy(asc(customerServiceChannels.sortOrder), asc(customerServiceChannels.id));
}

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

export function statusInfo(
  brand: Brand,
  customerService: CustomerService[],
  resources: DownloadLink[],
) {
  return {
    customerService,
    domainRoute: brand.domainRoute,
    mobileTemplate: brand.mobileTemplate,
    paths: brand.paths,
    register: brand.register,
    resources,
    whitelabel: brand.whitelabel,
    mainDomain: brand.mainDomain,
    imageCDNs: brand.imageCdns,
    merchantCode: brand.merchantCode,
    currency: { code: brand.currencyCode, symbol: brand.currencySymbol },
    appWindowPromotion: brand.appWindowPromotion,
  };
}

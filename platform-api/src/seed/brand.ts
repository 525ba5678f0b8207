import type { Executor } from '../db/database.js';
import type { WhitelabelKey } from '../contract/system.js';
import {
  brands,
  countries,
  customerServiceChannels,
  downloadLinks,
  merchants,
} from '../db/schema/index.js';
import { REGISTER_SETTINGS } from './register-settings.js';

export const BRAND = {
  code: 'lobby',
  name: 'Lobby',
  merchantCode: 'LOBBY01',
  trialMerchantCode: 'TRIAL01',
  currencyCode: 'CNY',
  currencySymbol: '￥',
} as const;

/** Every white-label key of the contract; the social logins are the ones this brand has off. */
export const WHITELABEL: Record<WhitelabelKey, boolean> = {
  TRANSBETREPMEM3: true,
  TRANSREC3: true,
  PERSREP: true,
  REWCEN3: true,
  PTSYS3: true,
  SECPRIV: true,
  AGEINFO3: true,
  AFFMAN3: true,
  CBS3: true,
  CHNGPASSVERIF3: true,
  USERNAMEREG3: true,
  MOBILENUMREG3: true,
  FACEBOOKLOGIN3: false,
  GOOGLELOGIN3: false,
  MOBILESMSLOGIN3: true,
  REFERRAL3: true,
  SPEEDTEST3: true,
};

const COUNTRIES: [string, string, string][] = [
  ['CN', 'China', '86'],
  ['PH', 'Philippines', '63'],
  ['VN', 'Vietnam', '84'],
  ['TH', 'Thailand', '66'],
  ['MY', 'Malaysia', '60'],
  ['ID', 'Indonesia', '62'],
  ['IN', 'India', '91'],
  ['KH', 'Cambodia', '855'],
  ['MM', 'Myanmar', '95'],
  ['SG', 'Singapore', '65'],
  ['HK', 'Hong Kong', '852'],
  ['TW', 'Taiwan', '886'],
  ['JP', 'Japan', '81'],
  ['KR', 'South Korea', '82'],
  ['BR', 'Brazil', '55'],
  ['US', 'United States', '1'],
];

export async function seedBrand(executor: Executor): Promise<number> {
  await executor
    .insert(brands)
    .values({
      code: BRAND.code,
      name: BRAND.name,
      merchantCode: BRAND.merchantCode,
      currencyCode: BRAND.currencyCode,
      currencySymbol: BRAND.currencySymbol,
      mainDomain: 'lobby.example',
      whitelabel: WHITELABEL,
      mobileTemplate: {
        app_background: '#12162b',
        app_desc: 'Play anywhere with the Lobby app',
        app_desc_font_color: '#ffffff',
        mem_cen: '1',
        dep_func: '1',
      },
      paths: {
        home: '/m/home',
        login: '/m/login',
        register: '/m/register',
        promotions: '/m/activity',
        download: '/m/download',
        help: '/m/help',
        agent: '/m/agent',
        inviteFriends: '/m/inviteFriends',
        // The line speed-test page the top menu links to (with SPEEDTEST3); this platform has
        // none, and an empty path shows no link.
        speedTest: '',
      },
      register: REGISTER_SETTINGS,
      domainRoute: ['https://m.lobby.example', 'https://m2.lobby.example'],
      imageCdns: [],
      appWindowPromotion: true,
    })
    .onConflictDoNothing();
  const [brand] = await executor.select({ id: brands.id }).from(brands).limit(1);
  const brandId = brand!.id;

  await executor
    .insert(merchants)
    .values([
      { code: BRAND.merchantCode, brandId, kind: 'REAL' },
      {
        code: BRAND.trialMerchantCode,
        brandId,
        kind: 'TRIAL',
        trialOpeningBalanceMinor: 2_000_00,
        trialUsernamePrefix: 'guest',
        trialSessionHours: 2,
      },
    ])
    .onConflictDoNothing();

  await executor
    .insert(countries)
    .values(
      COUNTRIES.map(([code, name, dialingCode], i) => ({ code, name, dialingCode, sortOrder: i })),
    )
    .onConflictDoNothing();

  // The platform's own chat only: Telegram rows come when the operator names a real handle
  // (PUT /ops/system/customer-service), never a made-up one.
  await executor
    .insert(customerServiceChannels)
    .values([{ csType: 'LIVECHAT', title: 'Live Chat 24/7', path: '/m/liveChat', sortOrder: 1 }])
    .onConflictDoNothing();

  await executor
    .insert(downloadLinks)
    .values([
      {
        resourceType: 'IOS',
        url: 'itms-services://?action=download-manifest&url=https://download.lobby.example/ios/manifest.plist',
        sortOrder: 1,
      },
      {
        resourceType: 'Android',
        url: 'https://download.lobby.example/android/lobby.apk',
        sortOrder: 2,
      },
      {
        resourceType: 'MOBILECONFIG',
        url: 'https://download.lobby.example/ios/lobby.mobileconfig',
        sortOrder: 3,
      },
      { resourceType: 'AppDownloadIcon', url: '/wps/img/app/icon.svg', sortOrder: 4 },
    ])
    .onConflictDoNothing();
  return brandId;
}

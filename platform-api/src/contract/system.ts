import { z } from 'zod';
import { language, merchantCode } from '../http/schemas.js';
import { okEnvelope } from './envelope.js';
import { operatorName } from './wallet.js';

/** The white-label switches of the brand (API.md): each gates a menu entry or a feature. */
export const WHITELABEL_KEYS = [
  'TRANSBETREPMEM3',
  'TRANSREC3',
  'PERSREP',
  'REWCEN3',
  'PTSYS3',
  'SECPRIV',
  'AGEINFO3',
  'AFFMAN3',
  'CBS3',
  'CHNGPASSVERIF3',
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'MOBILESMSLOGIN3',
  'REFERRAL3',
  'SPEEDTEST3',
] as const;
export type WhitelabelKey = (typeof WHITELABEL_KEYS)[number];

/** GET /wps/system/status */
export const statusQuery = z.strictObject({ merchantCode: merchantCode.optional() });

/** GET /wps/system/helpCenter: device MOBILE by default, language EN by default (any case). */
export const helpCenterQuery = z.strictObject({
  device: z.enum(['MOBILE', 'PC']).default('MOBILE'),
  lang: language.default('EN').transform((value) => value.toUpperCase()),
});

export const customerService = z.strictObject({
  csType: z.enum(['LIVECHAT', 'TELEGRAM']),
  title: z.string(),
  /** Where the channel opens (server data: pass through the safe-URL rule). */
  path: z.string(),
});
export const customerServiceAnswer = okEnvelope(z.array(customerService));

/** How many channels the customer-service sheet lists at most (a sheet, not a directory). */
export const CS_CHANNELS_MAX = 8;
const channelTitle = z.string().trim().min(1).max(60);
/** A Telegram link as the app opens it: https://t.me/<username> (Telegram's 5–32 character rule). */
const telegramLink = z
  .string()
  .trim()
  .regex(/^https:\/\/t\.me\/[A-Za-z][A-Za-z0-9_]{4,31}$/);
/** The platform's own chat page, or an external chat over https. */
const liveChatPath = z.union([
  z.literal('/m/liveChat'),
  z
    .string()
    .trim()
    .max(500)
    .regex(/^https:\/\/[^\s"'<>]+$/),
]);

/**
 * PUT /ops/system/customer-service: the channels of the customer-service sheet, in order, replacing
 * the list. There are no Telegram rows until an operator names a real handle (a made-up one sends
 * a player to a stranger); audited.
 */
export const opsCustomerServiceBody = z.strictObject({
  operator: operatorName,
  channels: z
    .array(
      z.discriminatedUnion('csType', [
        z.strictObject({ csType: z.literal('LIVECHAT'), title: channelTitle, path: liveChatPath }),
        z.strictObject({ csType: z.literal('TELEGRAM'), title: channelTitle, path: telegramLink }),
      ]),
    )
    .max(CS_CHANNELS_MAX),
});

export const downloadLink = z.strictObject({
  resourceType: z.enum(['IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon']),
  /** Server data: pass through the safe-URL rule. */
  url: z.string(),
});
export const downloadsAnswer = okEnvelope(z.array(downloadLink));

/** The app download bar's look; only the keys the brand sets are present. */
export const mobileTemplate = z.strictObject({
  app_background: z.string().optional(),
  app_desc: z.string().optional(),
  app_desc_font_color: z.string().optional(),
  /** '1' when the member centre is on. */
  mem_cen: z.string().optional(),
  /** '1' when deposits are on. */
  dep_func: z.string().optional(),
});
export const MOBILE_TEMPLATE_KEYS = Object.keys(mobileTemplate.shape) as Array<
  keyof z.output<typeof mobileTemplate>
>;

/**
 * One validation rule of the registration settings, in async-validator's vocabulary (spec
 * section 5); `message` is a messageKey of the `common` namespace (errors.<key>). The browser and
 * the server check fields with the same rules.
 */
export const registerRule = z.strictObject({
  required: z.boolean().optional(),
  type: z.enum(['string', 'number', 'integer', 'email', 'url', 'hex']).optional(),
  /** A JavaScript regular expression (flag u), as text. */
  pattern: z.string().max(500).optional(),
  /** Lengths in characters. */
  min: z.number().int().nonnegative().optional(),
  max: z.number().int().nonnegative().optional(),
  len: z.number().int().nonnegative().optional(),
  enum: z.array(z.string()).optional(),
  whitespace: z.boolean().optional(),
  message: z.string().min(1).max(100),
  /**
   * The rule in words for the form, which the pattern says only to machines: the form writes
   * the kind's sentence in the reader's language with these lengths (issue 36 item 7).
   */
  hint: z
    .strictObject({
      kind: z.enum(['USERNAME', 'PASSWORD']),
      min: z.number().int().min(1).max(100),
      max: z.number().int().min(1).max(100),
    })
    .optional(),
});
export type RegisterRule = z.output<typeof registerRule>;
/** Rules by name (a field's name, or loginUsername, loginPassword, loginMobileNum). */
export type RegisterRuleTable = Record<string, RegisterRule[] | undefined>;

export const registerField = z.strictObject({
  name: z.string().min(1).max(50),
  show: z.boolean(),
  required: z.boolean(),
});
export type RegisterField = z.output<typeof registerField>;

/** The brand's registration settings (brands.register): methods, fields and rules by name. */
export const registerSettings = z.strictObject({
  methods: z.array(z.enum(['USERNAME', 'MOBILE'])),
  captcha: z.boolean(),
  smsVerification: z.boolean(),
  /** The age a member must have reached to register (the register form says so). */
  minimumAge: z.number().int().min(0).max(99).optional(),
  fields: z.array(registerField),
  rules: z.record(z.string(), z.array(registerRule)),
});
export type RegisterSettings = z.output<typeof registerSettings>;

export const systemInfo = z.strictObject({
  customerService: z.array(customerService),
  domainRoute: z.array(z.string()),
  mobileTemplate,
  /** Named site paths (home, login, register, …); an empty path means "no such page". */
  paths: z.record(z.string(), z.string()),
  /** Registration settings: methods, fields and validation rules (the register area reads them). */
  register: registerSettings,
  resources: z.array(downloadLink),
  /**
   * True when on. The server sends every key; readers take a missing one as off (a status cached
   * by an older version may lack newer keys).
   */
  whitelabel: z.partialRecord(z.enum(WHITELABEL_KEYS), z.boolean()),
  mainDomain: z.string(),
  imageCDNs: z.array(z.string()),
  merchantCode: z.string(),
  currency: z.strictObject({ code: z.string(), symbol: z.string() }),
  /** Whether the home page offers the app download window. */
  appWindowPromotion: z.boolean(),
  /**
   * mobileTemplate.app_desc in the other languages the operator wrote it in, by app language
   * code (CN, ID, ...); readers fall back to app_desc (English). All languages in one answer, so
   * the status cached in web storage stays right when the member switches language.
   */
  appDescTranslations: z.record(z.string(), z.string()).optional(),
  /**
   * The brand's business time zone (IANA name, 'UTC' by default): the zone of "today" and of
   * every day the platform's figures are about. Optional: a status cached before it existed
   * lacks it (readers take UTC).
   */
  businessTimeZone: z.string().optional(),
});

/**
 * Read at start-up by the host and cached in web storage: keep it compatible with what the host
 * reads (shared/src/status). Maintenance wins over region restriction.
 */
export const systemStatus = z.strictObject({
  info: systemInfo,
  /** The caller's address as the server sees it. */
  location: z.strictObject({ ip: z.string() }),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
});
export const systemStatusAnswer = okEnvelope(systemStatus);

export const country = z.strictObject({
  /** ISO 3166-1 alpha-2. */
  code: z.string(),
  name: z.string(),
  /** Digits only, without "+". */
  dialingCode: z.string(),
});
export const countriesAnswer = okEnvelope(z.array(country));

export const helpArticle = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  /** Operator HTML: sanitize before rendering. */
  content: z.string(),
});
export const helpCenterAnswer = okEnvelope(z.array(helpArticle));

/** The public web configuration of the brand's Firebase project (what the browser SDK needs). */
export const firebasePhoneConfig = z.strictObject({
  apiKey: z.string(),
  authDomain: z.string(),
  projectId: z.string(),
  appId: z.string(),
});
/** `firebase` is null when the brand has Firebase phone verification off. */
export const firebasePhoneAnswer = okEnvelope(
  z.strictObject({ firebase: firebasePhoneConfig.nullable() }),
);

/** The key login and register bodies may be encrypted with (never cached: no-store). */
export const publicKey = z.strictObject({
  keyId: z.string(),
  algorithm: z.string(),
  /** SPKI, base64. */
  publicKey: z.string(),
  /** Whether the brand refuses plain login and register bodies. */
  required: z.boolean(),
});
export const publicKeyAnswer = okEnvelope(publicKey);

/** Public ids of the configured social sign-in providers; null when one is not configured. */
export const socialLoginConfig = z.strictObject({
  facebook: z.strictObject({ appId: z.string() }).nullable(),
  google: z.strictObject({ clientId: z.string() }).nullable(),
});
export const socialLoginAnswer = okEnvelope(socialLoginConfig);

export type CustomerService = z.output<typeof customerService>;
export type OpsCustomerServiceBody = z.output<typeof opsCustomerServiceBody>;
export type DownloadLink = z.output<typeof downloadLink>;
export type MobileTemplate = z.output<typeof mobileTemplate>;
export type SystemInfo = z.output<typeof systemInfo>;
export type SystemStatus = z.output<typeof systemStatus>;
export type Country = z.output<typeof country>;
export type HelpArticle = z.output<typeof helpArticle>;
export type HelpCenterQuery = z.input<typeof helpCenterQuery>;
export type FirebasePhoneConfig = z.output<typeof firebasePhoneConfig>;
/** The value of GET /wps/system/firebasePhone. */
export type FirebasePhoneValue = z.output<typeof firebasePhoneAnswer>['value'];
export type PublicKey = z.output<typeof publicKey>;
export type SocialLoginConfig = z.output<typeof socialLoginConfig>;

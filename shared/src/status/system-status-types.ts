export interface CustomerService {
  csType: 'LIVECHAT' | 'TELEGRAM';
  title: string;
  path: string;
}

export interface DownloadLink {
  resourceType: 'IOS' | 'Android' | 'MOBILECONFIG' | 'AppDownloadIcon';
  url: string;
}

export interface MobileTemplate {
  app_background?: string;
  app_desc?: string;
  app_desc_font_color?: string;
  mem_cen?: string;
  dep_func?: string;
}

export interface SystemInfo {
  customerService: CustomerService[];
  domainRoute: string[];
  mobileTemplate: MobileTemplate;
  paths: Record<string, string>;
  register: unknown;
  resources: DownloadLink[];
  whitelabel: Record<string, boolean>;
  mainDomain: string;
  imageCDNs: string[];
  merchantCode: string;
  currency: { code: string; symbol: string };
  appWindowPromotion: boolean;
}

export interface SystemStatus {
  info: SystemInfo;
  location: { ip: string };
  maintenance: boolean;
  regionRestriction: boolean;
}

/** 0 normal, 1 maintenance (also when region-restricted too), 2 region restricted only. */
export type StatusCode = 0 | 1 | 2;

/** The white-label keys of API.md that gate menu entries and features. */
export type WhitelabelKey =
  | 'TRANSBETREPMEM3'
  | 'TRANSREC3'
  | 'PERSREP'
  | 'REWCEN3'
  | 'PTSYS3'
  | 'SECPRIV'
  | 'AGEINFO3'
  | 'AFFMAN3'
  | 'CBS3'
  | 'CHNGPASSVERIF3'
  | 'USERNAMEREG3'
  | 'MOBILENUMREG3'
  | 'FACEBOOKLOGIN3'
  | 'GOOGLELOGIN3'
  | 'MOBILESMSLOGIN3'
  | 'REFERRAL3'
  | 'SPEEDTEST3';

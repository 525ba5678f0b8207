import { parseRegisterSettings } from './parse-register-settings';
import type {
  MobileTemplate,
  StatusCode,
  SystemInfo,
  SystemStatus,
  WhitelabelKey,
} from './system-status-types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const arrayOr = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const stringOr = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : fallback;

/** A key missing from an older cached status reads as off, like a false one. */
function booleanRecord(value: unknown): Partial<Record<WhitelabelKey, boolean>> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([key, flag]) => [key, flag === true]));
}

function stringRecord(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** The brand's business time zone when Intl knows it; UTC for an old cache or a bad value. */
function knownZone(value: unknown): string {
  if (typeof value !== 'string' || value === '') return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value;
  } catch {
    return 'UTC';
  }
}

/**
 * Reads a status payload defensively: the API's answer follows the contract, but the copy cached
 * in web storage may come from an older version or be damaged. Throws when its core is unusable.
 */
export function parseSystemStatus(raw: unknown): SystemStatus {
  if (
    !isRecord(raw) ||
    typeof raw.maintenance !== 'boolean' ||
    typeof raw.regionRestriction !== 'boolean'
  ) {
    throw new Error('system status needs boolean maintenance and regionRestriction');
  }
  const info = isRecord(raw.info) ? raw.info : {};
  const currency = isRecord(info.currency) ? info.currency : {};
  const parsedInfo: SystemInfo = {
    customerService: arrayOr(info.customerService),
    domainRoute: arrayOr<string>(info.domainRoute).filter((d) => typeof d === 'string'),
    mobileTemplate: stringRecord(info.mobileTemplate) as MobileTemplate,
    paths: stringRecord(info.paths),
    register: parseRegisterSettings(info.register),
    resources: arrayOr(info.resources),
    whitelabel: booleanRecord(info.whitelabel),
    mainDomain: stringOr(info.mainDomain),
    imageCDNs: arrayOr<string>(info.imageCDNs).filter((d) => typeof d === 'string'),
    merchantCode: stringOr(info.merchantCode),
    currency: { code: stringOr(currency.code, 'CNY'), symbol: stringOr(currency.symbol, '￥') },
    appWindowPromotion: info.appWindowPromotion === true,
    appDescTranslations: stringRecord(info.appDescTranslations),
    businessTimeZone: knownZone(info.businessTimeZone),
  };
  const location = isRecord(raw.location) ? raw.location : {};
  return {
    info: parsedInfo,
    location: { ip: stringOr(location.ip) },
    maintenance: raw.maintenance,
    regionRestriction: raw.regionRestriction,
  };
}

/** Spec section 4: 1 maintenance (also when both), 2 region restricted only, 0 normal. */
export function deriveStatusCode(
  status: Pick<SystemStatus, 'maintenance' | 'regionRestriction'> | null,
): StatusCode {
  if (!status) return 0;
  if (status.maintenance) return 1;
  if (status.regionRestriction) return 2;
  return 0;
}

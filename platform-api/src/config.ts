import path from 'node:path';
import fs from 'node:fs';
import { z } from 'zod';
import { packageRoot, repoRoot } from './paths.js';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

const positiveInt = (fallback: number, max: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: positiveInt(10, 200),
  DATA_DIR: z.string().min(1).optional(),
  SITE_ROOT: z.string().min(1).optional(),
  BRAND_CONFIG: z.string().min(1).optional(),
  RELEASES_DIR: z.string().min(1).optional(),
  OPERATOR_KEY: z.string().min(12, 'must be at least 12 characters').optional(),
  LOBBY_MAINTENANCE: flag,
  LOBBY_REGION_RESTRICTED: flag,
  SESSION_IDLE_MINUTES: positiveInt(120, 60 * 24 * 30),
  SESSION_ABSOLUTE_HOURS: positiveInt(24 * 7, 24 * 365),
  CATALOGUE_CACHE: z.enum(['on', 'off']).default('on'),
  SEED_TEAM_HISTORY: z.enum(['on', 'off']).default('on'),
  TRUST_PROXY: flag,
  SMS_PER_CLIENT_HOUR: positiveInt(5, 100_000),
  SMS_PER_IP_HOUR: positiveInt(10, 100_000),
  SMS_BRAND_PER_HOUR: positiveInt(1000, 10_000_000),
  EMAIL_PER_CLIENT_HOUR: positiveInt(5, 100_000),
  EMAIL_PER_IP_HOUR: positiveInt(10, 100_000),
  EMAIL_BRAND_PER_HOUR: positiveInt(2000, 10_000_000),
  TOTP_SEALING_KEY: z.string().optional(),
  TOTP_SEALING_KEY_PREVIOUS: z.string().optional(),
  LOBBY_TLS: flag,
  CLOCK_CONTROL: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  database:
    { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dataDir: string };
  siteRoot: string;
  hostDist: string;
  brandConfigPath: string;
  /** Where `npm run release` keeps remote releases: <releasesDir>/<remote>/<release id>/. */
  releasesDir: string;
  operatorKey: string | undefined;
  initialFlags: { maintenance: boolean; regionRestriction: boolean };
  session: { idleMs: number; absoluteMs: number };
  catalogueCache: boolean;
  trustProxy: boolean;
  /**
   * The operator serves the site over HTTPS (directly or behind a TLS proxy): answers then carry
   * HSTS and the document's CSP upgrades insecure requests. Off, both would break plain HTTP.
   */
  tls: boolean;
  logLevel: string;
  /**
   * PUT /ops/clock moves the platform's clock forward (with OPERATOR_KEY): for end-to-end tests
   * only, never in production.
   */
  clockControl: boolean;
  /** Whether the first seed writes agent01's team 30 days of play (SEED_TEAM_HISTORY, default on). */
  seedTeamHistory: boolean;
  /** Default hourly SMS limits; a brand's own settings (brands.sms_*) take precedence. */
  smsLimits: SmsLimits;
  /**
   * Hourly limits of codes sent by e-mail (EMAIL_*): counted apart from SMS, so one channel
   * used up does not block the other; brand SMS settings do not apply to them.
   */
  emailLimits: SmsLimits;
  /**
   * The key two-factor secrets are sealed with (TOTP_SEALING_KEY, 32 bytes) and older ones still
   * read (TOTP_SEALING_KEY_PREVIOUS). Without a key the database's generated one is used.
   */
  totpSealing: SealingKeys;
}

export interface SealingKeys {
  current: Buffer | undefined;
  previous: Buffer[];
}

/** 32 bytes written as 64 hex digits or as base64 (`openssl rand -base64 32`); else null. */
export function parseSealingKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/]{43}=?$/.test(value) || /^[A-Za-z0-9_-]{43}$/.test(value)) {
    const bytes = Buffer.from(
      value,
      value.includes('-') || value.includes('_') ? 'base64url' : 'base64',
    );
    if (bytes.length === 32) return bytes;
  }
  return null;
}

const SEALING_KEY_HELP = 'must be 32 bytes as 64 hex digits or base64 (openssl rand -base64 32)';

function sealingKeys(
  current: string | undefined,
  previous: string | undefined,
  problems: string[],
): SealingKeys {
  const keys: SealingKeys = { current: undefined, previous: [] };
  if (current !== undefined) {
    const key = parseSealingKey(current);
    if (key) keys.current = key;
    else problems.push(`TOTP_SEALING_KEY: ${SEALING_KEY_HELP}`);
  }
  if (previous !== undefined) {
    if (current === undefined) problems.push('TOTP_SEALING_KEY_PREVIOUS: needs TOTP_SEALING_KEY');
    previous
      .split(',')
      .filter((part) => part.trim() !== '')
      .forEach((part, index) => {
        const key = parseSealingKey(part);
        if (key) keys.previous.push(key);
        else problems.push(`TOTP_SEALING_KEY_PREVIOUS (key ${index + 1}): ${SEALING_KEY_HELP}`);
      });
  }
  return keys;
}

/**
 * The start-up warning when two-factor secrets are sealed with the key kept in the same database
 * (no TOTP_SEALING_KEY) on a production server (NODE_ENV=production); null otherwise.
 */
export function sealingKeyWarning(
  config: Pick<Config, 'totpSealing'>,
  nodeEnv: string | undefined,
) {
  if (config.totpSealing.current || nodeEnv !== 'production') return null;
  return 'TOTP_SEALING_KEY is not set: two-factor secrets are sealed with a key kept in the same database. Set a 32-byte key (openssl rand -base64 32).';
}

export interface SmsLimits {
  perClientHour: number;
  perIpHour: number;
  brandPerHour: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; throws a ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const siteRoot = path.resolve(e.SITE_ROOT ?? repoRoot);
  const hostDist = path.join(siteRoot, 'host', 'dist');
  const problems: string[] = [];
  if (e.SITE_ROOT && !isDirectory(siteRoot)) {
    problems.push(`SITE_ROOT: ${siteRoot} is not a directory`);
  }
  const brandConfigPath = path.resolve(e.BRAND_CONFIG ?? path.join(hostDist, 'brand-config.json'));
  if (e.BRAND_CONFIG && !fs.existsSync(brandConfigPath)) {
    problems.push(`BRAND_CONFIG: ${brandConfigPath} does not exist`);
  }
  const totpSealing = sealingKeys(e.TOTP_SEALING_KEY, e.TOTP_SEALING_KEY_PREVIOUS, problems);
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.resolve(e.DATA_DIR ?? path.join(packageRoot, '.data')) },
    siteRoot,
    hostDist,
    brandConfigPath,
    releasesDir: path.resolve(e.RELEASES_DIR ?? path.join(siteRoot, '.data', 'releases')),
    operatorKey: e.OPERATOR_KEY,
    initialFlags: {
      maintenance: e.LOBBY_MAINTENANCE,
      regionRestriction: e.LOBBY_REGION_RESTRICTED,
    },
    session: {
      idleMs: e.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    },
    catalogueCache: e.CATALOGUE_CACHE === 'on',
    trustProxy: e.TRUST_PROXY,
    tls: e.LOBBY_TLS,
    logLevel: e.LOG_LEVEL,
    clockControl: e.CLOCK_CONTROL,
    seedTeamHistory: e.SEED_TEAM_HISTORY === 'on',
    smsLimits: {
      perClientHour: e.SMS_PER_CLIENT_HOUR,
      perIpHour: e.SMS_PER_IP_HOUR,
      brandPerHour: e.SMS_BRAND_PER_HOUR,
    },
    emailLimits: {
      perClientHour: e.EMAIL_PER_CLIENT_HOUR,
      perIpHour: e.EMAIL_PER_IP_HOUR,
      brandPerHour: e.EMAIL_BRAND_PER_HOUR,
    },
    totpSealing,
  };
}

function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  const keys = Object.keys(envSchema.shape);
  return Object.fromEntries(keys.map((key) => [key, env[key] === '' ? undefined : env[key]]));
}

function isDirectory(dir: string): boolean {
  try {
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

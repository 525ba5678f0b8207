import { asc } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { brands } from '../../db/schema/index.js';
import { getBrand } from './brand.js';

/**
 * The brand's business day (issue 35): "today", "yesterday", "this week" and every day an
 * answer is about are days of the brand's business time zone (brands.business_time_zone, an
 * IANA name, 'UTC' by default), never the server's or the phone's. Days are YYYY-MM-DD strings;
 * their instants are [from, to). Built on Intl only. The daily tables (ledger, bet and member
 * days, the team roll-ups) are keyed by the same days (migration 0048, daily-tables-zone.ts).
 */

export const DEFAULT_BUSINESS_TIME_ZONE = 'UTC';

const formats = new Map<string, Intl.DateTimeFormat>();

/** The (cached) formatter that reads an instant's wall clock in the zone; throws on a bad zone. */
function wallClock(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, format);
  }
  return format;
}

/** Whether Intl knows the zone (an IANA name such as 'Asia/Manila', or 'UTC'). */
export function isTimeZone(zone: string): boolean {
  if (zone.trim() === '' || zone !== zone.trim()) return false;
  try {
    wallClock(zone);
    return true;
  } catch {
    return false;
  }
}

function wallParts(at: Date, zone: string) {
  const parts: Record<string, number> = {};
  for (const part of wallClock(zone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** How far the zone's wall clock is ahead of UTC at the instant, in ms (UTC+8: 28,800,000). */
export function zoneOffsetMs(at: Date, zone: string): number {
  const p = wallParts(at, zone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** The business day (YYYY-MM-DD) the instant falls in. */
export function businessDayOf(at: Date, zone: string): string {
  const p = wallParts(at, zone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The instant the business day starts (its 00:00 in the zone). */
export function dayStart(day: string, zone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date);
  const first = wall - zoneOffsetMs(new Date(wall), zone);
  // The offset at the day's start may differ from the one at UTC midnight (a DST change between).
  const second = wall - zoneOffsetMs(new Date(first), zone);
  return new Date(second);
}

export interface DayRange {
  /** Inclusive business days, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  /** The instants of those days: from the first's start to the end of the last (exclusive). */
  from: Date;
  to: Date;
}

/** The instant range of the business days startDate..endDate (both included). */
export function daysRange(startDate: string, endDate: string, zone: string): DayRange {
  return {
    startDate,
    endDate,
    from: dayStart(startDate, zone),
    to: dayStart(addDays(endDate, 1), zone),
  };
}

/** The instant range of one business day. */
export const dayRange = (day: string, zone: string): DayRange => daysRange(day, day, zone);

/** Whether the day lies after the business day of `now`. */
export function isFutureDay(day: string, now: Date, zone: string): boolean {
  return day > businessDayOf(now, zone);
}

/** Period presets the platform knows; weeks start on Monday. */
export type BusinessPeriod =
  | 'today'
  | 'yesterday'
  | 'thisWeek'
  | 'lastWeek'
  | 'last7Days'
  | 'last30Days'
  | 'thisMonth'
  | 'lastMonth';

/** The business days and instants of a preset at `now`. */
export function periodRange(period: BusinessPeriod, now: Date, zone: string): DayRange {
  const today = businessDayOf(now, zone);
  const [year, month, date] = today.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  const monday = addDays(today, -((weekday + 6) % 7));
  const firstOfMonth = `${today.slice(0, 8)}01`;
  switch (period) {
    case 'today':
      return daysRange(today, today, zone);
    case 'yesterday':
      return daysRange(addDays(today, -1), addDays(today, -1), zone);
    case 'thisWeek':
      return daysRange(monday, today, zone);
    case 'lastWeek':
      return daysRange(addDays(monday, -7), addDays(monday, -1), zone);
    case 'last7Days':
      return daysRange(addDays(today, -6), today, zone);
    case 'last30Days':
      return daysRange(addDays(today, -29), today, zone);
    case 'thisMonth':
      return daysRange(firstOfMonth, today, zone);
    case 'lastMonth': {
      const lastOfPrevious = addDays(firstOfMonth, -1);
      return daysRange(`${lastOfPrevious.slice(0, 8)}01`, lastOfPrevious, zone);
    }
  }
}

/** 'UTC', 'UTC+8', 'UTC-3:30': the zone's offset at the instant, as people write it. */
export function offsetLabel(at: Date, zone: string): string {
  const minutes = Math.round(zoneOffsetMs(at, zone) / 60_000);
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${pad(rest)}` : ''}`;
}

/**
 * The brand's business time zone. The server refuses to start on one Intl does not know
 * (checkBusinessTimeZone), so a read here is always a usable zone.
 */
export async function businessZone(ctx: Pick<AppContext, 'db' | 'brandCache'>): Promise<string> {
  return (await getBrand(ctx)).businessTimeZone;
}

/** Throws, naming the setting, when the brand's business time zone is not an IANA zone. */
export async function checkBusinessTimeZone(ctx: Pick<AppContext, 'db'>): Promise<string> {
  // Read past the brand cache: the check must not be what first fills it (tests, and a seed
  // run before the first request, set brand rows after the start).
  return assertBusinessTimeZone(await readBusinessZone(ctx.db));
}

/** The zone when it is an IANA time zone; else an error naming the setting. */
export function assertBusinessTimeZone(zone: string): string {
  if (!isTimeZone(zone)) {
    throw new Error(
      `brands.business_time_zone: '${zone}' is not an IANA time zone (e.g. 'UTC', 'Asia/Manila')`,
    );
  }
  return zone;
}

/**
 * The zone read inside a transaction that has no app context (a deposit's bonus step): the same
 * brand row getBrand keeps, read once more.
 */
export async function readBusinessZone(db: Executor): Promise<string> {
  const [row] = await db
    .select({ zone: brands.businessTimeZone })
    .from(brands)
    .orderBy(asc(brands.id))
    .limit(1);
  return row?.zone ?? DEFAULT_BUSINESS_TIME_ZONE;
}

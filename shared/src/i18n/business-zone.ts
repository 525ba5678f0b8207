import { useSystemStatusStore } from '../status/system-status-store';

/**
 * The brand's business time zone (status info.businessTimeZone, issue 35): the zone of the
 * platform's "today". Shown beside days and times only where it is not the viewer's own.
 */

/** Minutes the zone's wall clock is ahead of UTC at the instant; null for a zone Intl lacks. */
export function zoneOffsetMinutes(zone: string, at: Date): number | null {
  try {
    const parts: Record<string, number> = {};
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    for (const part of format.formatToParts(at)) {
      if (part.type !== 'literal') parts[part.type] = Number(part.value);
    }
    const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
    return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
  } catch {
    return null;
  }
}

/** 'UTC', 'UTC+8', 'UTC-3:30': how people write an offset of minutes. */
export function offsetName(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${minutes > 0 ? '+' : '-'}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/**
 * The zone's offset name ('UTC+8') when its clock differs from the viewer's at the instant, else
 * null (the viewer's own days need no note).
 */
export function foreignZoneLabel(zone: string, at: Date = new Date()): string | null {
  const minutes = zoneOffsetMinutes(zone, at);
  if (minutes === null || minutes === -at.getTimezoneOffset()) return null;
  return offsetName(minutes);
}

/** The business day (YYYY-MM-DD) of the instant in the zone; the UTC day for a zone Intl lacks. */
export function businessDayIn(zone: string, at: Date = new Date()): string {
  const minutes = zoneOffsetMinutes(zone, at) ?? 0;
  return new Date(at.getTime() + minutes * 60_000).toISOString().slice(0, 10);
}

/** The brand's business time zone from the status ('UTC' while unknown or from an old cache). */
export function useBusinessTimeZone(): string {
  return useSystemStatusStore((state) => state.status?.info.businessTimeZone ?? 'UTC');
}

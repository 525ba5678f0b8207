import type { LotteryCadence } from '../../../db/schema/lottery.js';

// When each draw ("numero") of a game opens, closes and is drawn: pure arithmetic on the clock,
// so every instance agrees without storing a schedule.
//
// Business time is Asia/Ho_Chi_Minh (UTC+7, no daylight saving since 1975), where the
// Vietnamese draws happen. Interval games (45 s, 1, 3, 5 min) draw at every multiple of their
// interval from local midnight; each interval divides a day, so a day holds exactly 1,920 /
// 1,440 / 480 / 288 draws, numbered YYYYMMDD-NNNN from 0001 (the draw at 00:00:45 for 45 s) to
// the one at midnight ending the day (1920). DAILY games draw once at a local time on their
// weekdays, numbered YYYYMMDD. A draw opens when the previous one closes and closes
// close_seconds before its draw time: at any moment exactly one draw of a game is on sale.

export const LOCAL_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

export const CADENCE_MS: Record<Exclude<LotteryCadence, 'DAILY'>, number> = {
  S45: 45_000,
  M1: 60_000,
  M3: 180_000,
  M5: 300_000,
};

export interface GameSchedule {
  cadence: LotteryCadence;
  /** DAILY: local minutes after midnight. */
  drawMinute: number | null;
  /** DAILY: bit 0 Monday … bit 6 Sunday. */
  weekdays: number;
  closeSeconds: number;
}

export interface DrawSlot {
  numero: string;
  /** Position on the game's time line (interval index since the epoch, or local day number). */
  key: number;
  openAt: Date;
  closeAt: Date;
  drawAt: Date;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** YYYYMMDD of a local day number (days since 1970-01-01 local). */
function localDate(day: number): string {
  const d = new Date(day * DAY_MS);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`;
}

function dayOfDate(text: string): number | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (!Number.isFinite(ms) || localDate(ms / DAY_MS) !== text) return null;
  return ms / DAY_MS;
}

/** Bit of a local day in the weekday mask (Monday bit 0). */
const weekdayBit = (day: number) => 1 << ((new Date(day * DAY_MS).getUTCDay() + 6) % 7);

function dailyDrawMs(schedule: GameSchedule, day: number): number {
  return day * DAY_MS + schedule.drawMinute! * 60_000 - LOCAL_OFFSET_MS;
}

function drawMsOf(schedule: GameSchedule, key: number): number {
  return schedule.cadence === 'DAILY'
    ? dailyDrawMs(schedule, key)
    : key * CADENCE_MS[schedule.cadence] - LOCAL_OFFSET_MS;
}

function isDrawKey(schedule: GameSchedule, key: number): boolean {
  return schedule.cadence !== 'DAILY' || (schedule.weekdays & weekdayBit(key)) !== 0;
}

/** The key of the draw after `key` (DAILY skips the days the game does not draw). */
function nextKey(schedule: GameSchedule, key: number): number {
  let next = key + 1;
  while (!isDrawKey(schedule, next)) next += 1;
  return next;
}

function previousKey(schedule: GameSchedule, key: number): number {
  let previous = key - 1;
  while (!isDrawKey(schedule, previous)) previous -= 1;
  return previous;
}

function numeroOf(schedule: GameSchedule, key: number): string {
  if (schedule.cadence === 'DAILY') return localDate(key);
  const interval = CADENCE_MS[schedule.cadence];
  const localMs = key * interval;
  // The midnight draw ends the day before it.
  const day = Math.floor((localMs - 1) / DAY_MS);
  const n = (localMs - day * DAY_MS) / interval;
  return `${localDate(day)}-${pad(n, 4)}`;
}

/** The slot of a key; its open time is the previous slot's closing time. */
export function slotOf(schedule: GameSchedule, key: number): DrawSlot {
  const closeMs = schedule.closeSeconds * 1000;
  const drawMs = drawMsOf(schedule, key);
  return {
    numero: numeroOf(schedule, key),
    key,
    openAt: new Date(drawMsOf(schedule, previousKey(schedule, key)) - closeMs),
    closeAt: new Date(drawMs - closeMs),
    drawAt: new Date(drawMs),
  };
}

/** The draw on sale at `now`: the first whose closing time is after now. */
export function onSale(schedule: GameSchedule, now: Date): DrawSlot {
  const closeMs = schedule.closeSeconds * 1000;
  if (schedule.cadence !== 'DAILY') {
    const interval = CADENCE_MS[schedule.cadence];
    return slotOf(schedule, Math.floor((now.getTime() + closeMs + LOCAL_OFFSET_MS) / interval) + 1);
  }
  let key = Math.floor((now.getTime() + LOCAL_OFFSET_MS) / DAY_MS) - 1;
  while (!isDrawKey(schedule, key) || dailyDrawMs(schedule, key) - closeMs <= now.getTime()) {
    key += 1;
  }
  return slotOf(schedule, key);
}

/** `count` slots from `from` on (included), in draw order. */
export function slotsFrom(schedule: GameSchedule, from: DrawSlot, count: number): DrawSlot[] {
  const slots = [from];
  let key = from.key;
  while (slots.length < count) {
    key = nextKey(schedule, key);
    slots.push(slotOf(schedule, key));
  }
  return slots;
}

/** The `count` latest slots drawn by `now`, newest first. */
export function drawnBefore(schedule: GameSchedule, now: Date, count: number): DrawSlot[] {
  let key = onSale(schedule, now).key;
  const slots: DrawSlot[] = [];
  while (slots.length < count) {
    key = previousKey(schedule, key);
    const slot = slotOf(schedule, key);
    if (slot.drawAt.getTime() <= now.getTime()) slots.push(slot);
  }
  return slots;
}

/** The slot a numero names, or null when it names no draw of this game. */
export function slotOfNumero(schedule: GameSchedule, numero: string): DrawSlot | null {
  if (schedule.cadence === 'DAILY') {
    const day = dayOfDate(numero);
    if (day === null || !isDrawKey(schedule, day)) return null;
    return slotOf(schedule, day);
  }
  const match = /^(\d{8})-(\d{4})$/.exec(numero);
  if (!match) return null;
  const day = dayOfDate(match[1]!);
  const interval = CADENCE_MS[schedule.cadence];
  const n = Number(match[2]);
  if (day === null || n < 1 || n > DAY_MS / interval) return null;
  return slotOf(schedule, (day * DAY_MS) / interval + n);
}

import type { OrdersQuery } from '../api/lgw-api';

// The history's filters as the form holds them, their check, and the query they send. Days
// are the server's UTC days (GET /lgw/orders reads startDate/endDate as UTC calendar days).

/** The sub-order states a filter may pick (TCG's numbers; the contract's SUBORDER_STATES). */
export const ORDER_STATES = [2, 4, 5, 6, 8, 12, 14, 16] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const CHASING_CHOICES = ['All', 'Chasing', 'NonChasing'] as const;
export type ChasingChoice = (typeof CHASING_CHOICES)[number];

export interface OrderFilters {
  status: OrderState | 'all';
  gameId: number | 'all';
  chasing: ChasingChoice;
  /** YYYY-MM-DD, UTC days, both included. */
  startDate: string;
  endDate: string;
}

const DAY_MS = 86_400_000;
/** The default period: the last 7 UTC days, today included (the server's own default). */
export const DEFAULT_DAYS = 7;
/** The longest period the server answers, both ends included. */
export const MAX_DAYS = 93;
/** The history's page size. */
export const PAGE_SIZE = 20;

/** The UTC calendar day of a moment, YYYY-MM-DD. */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

const dayNumber = (day: string): number => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return Number.NaN;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || utcDay(ms) !== day ? Number.NaN : ms / DAY_MS;
};

/** The history's first filters: every state, the page's game, the last 7 days. */
export function defaultFilters(gameId: number | 'all', now: number): OrderFilters {
  return {
    status: 'all',
    gameId,
    chasing: 'All',
    startDate: utcDay(now - (DEFAULT_DAYS - 1) * DAY_MS),
    endDate: utcDay(now),
  };
}

export type DateProblem = 'missing' | 'invalid' | 'endBeforeStart' | 'tooLong' | 'future';

/** What is wrong with a period (null: nothing): days of the server's clock `now`. */
export function dateProblem(startDate: string, endDate: string, now: number): DateProblem | null {
  if (!startDate || !endDate) return 'missing';
  const start = dayNumber(startDate);
  const end = dayNumber(endDate);
  if (Number.isNaN(start) || Number.isNaN(end)) return 'invalid';
  if (Math.max(start, end) > dayNumber(utcDay(now))) return 'future';
  if (end < start) return 'endBeforeStart';
  if (end - start + 1 > MAX_DAYS) return 'tooLong';
  return null;
}

/**
 * The query of GET /lgw/orders for these filters: exactly what the form shows, and the page's
 * cursor when the list knows it (the previous page's nextCursor): the server then starts right
 * after that page's last row, so orders placed meanwhile neither repeat nor hide rows.
 */
export function ordersQuery(
  filters: OrderFilters,
  page: number,
  cursor?: string,
  size = PAGE_SIZE,
): OrdersQuery {
  return {
    startDate: filters.startDate,
    endDate: filters.endDate,
    ...(filters.status === 'all' ? {} : { orderStatus: String(filters.status) }),
    ...(filters.gameId === 'all' ? {} : { gameId: filters.gameId }),
    chasingStatus: filters.chasing,
    page,
    size,
    ...(cursor ? { cursor } : {}),
  };
}

export const sameFilters = (a: OrderFilters, b: OrderFilters): boolean =>
  a.status === b.status &&
  a.gameId === b.gameId &&
  a.chasing === b.chasing &&
  a.startDate === b.startDate &&
  a.endDate === b.endDate;

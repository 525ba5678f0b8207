import type { Suborder } from './order-types';

// Which sub-orders of an order the player may tick for cancelling, and what a choice refunds.
// The server decides (`cancellable`: not drawn and its draw still open); the page adds the
// chase rule it enforces on the call: a chase gives up its draws from the last one backwards,
// so a ticked draw brings every later open draw of its order with it.

const NOT_DRAWN = 2;

/** May it be ticked now: not drawn, the server says cancellable, its closing not yet passed. */
export function isCancellable(sub: Suborder, now: number): boolean {
  if (sub.orderStatus !== NOT_DRAWN || !sub.cancellable) return false;
  return sub.cancellableUntil === null || Date.parse(sub.cancellableUntil) > now;
}

const sameOrder = (a: Suborder, b: Suborder) => a.orderNumber === b.orderNumber;
const drawTime = (sub: Suborder) => Date.parse(sub.drawAt);

/** The not-drawn sub-orders of the same order at a later draw (a chase's later draws). */
export function laterOpen(subs: readonly Suborder[], sub: Suborder): Suborder[] {
  return subs.filter(
    (other) =>
      other.id !== sub.id &&
      sameOrder(other, sub) &&
      other.orderStatus === NOT_DRAWN &&
      drawTime(other) > drawTime(sub),
  );
}

/** The choice with every later open draw of each ticked chase draw added (what the server needs). */
export function completeSelection(
  subs: readonly Suborder[],
  selected: ReadonlySet<number>,
): Set<number> {
  const complete = new Set(selected);
  for (const sub of subs) {
    if (!selected.has(sub.id)) continue;
    for (const later of laterOpen(subs, sub)) complete.add(later.id);
  }
  return complete;
}

/** Ticked sub-orders the server would refuse as not the last (a later open draw left out). */
export function notLastOfChase(subs: readonly Suborder[], selected: ReadonlySet<number>): number[] {
  return subs
    .filter((sub) => selected.has(sub.id))
    .filter((sub) => laterOpen(subs, sub).some((later) => !selected.has(later.id)))
    .map((sub) => sub.id);
}

export interface Toggle {
  selected: Set<number>;
  /** Later draws ticked with it (ticking) or earlier draws unticked with it (unticking). */
  alsoChanged: number[];
}

/**
 * Ticks or unticks one sub-order, keeping the choice one the server takes: ticking a chase draw
 * ticks its later open draws; unticking one unticks the earlier ticked draws that needed it.
 * A sub-order that may not be cancelled changes nothing.
 */
export function toggleSuborder(
  subs: readonly Suborder[],
  selected: ReadonlySet<number>,
  id: number,
  now: number,
): Toggle {
  const sub = subs.find((candidate) => candidate.id === id);
  const next = new Set(selected);
  if (!sub || (!selected.has(id) && !isCancellable(sub, now))) {
    return { selected: next, alsoChanged: [] };
  }
  if (selected.has(id)) {
    next.delete(id);
    const earlier = subs.filter(
      (other) => next.has(other.id) && sameOrder(other, sub) && drawTime(other) < drawTime(sub),
    );
    for (const other of earlier) next.delete(other.id);
    return { selected: next, alsoChanged: earlier.map((other) => other.id) };
  }
  next.add(id);
  const added = laterOpen(subs, sub).filter((later) => !next.has(later.id));
  for (const later of added) next.add(later.id);
  return { selected: next, alsoChanged: added.map((later) => later.id) };
}

/** Every sub-order that may be cancelled now (always a choice the server takes). */
export function allCancellable(subs: readonly Suborder[], now: number): Set<number> {
  return new Set(subs.filter((sub) => isCancellable(sub, now)).map((sub) => sub.id));
}

/** The refund of a choice: the sum of the ticked sub-orders' amounts, counted in cents. */
export function refundTotal(subs: readonly Suborder[], selected: ReadonlySet<number>): number {
  const cents = subs
    .filter((sub) => selected.has(sub.id))
    .reduce((sum, sub) => sum + Math.round(sub.bettingSumAmount * 100), 0);
  return cents / 100;
}

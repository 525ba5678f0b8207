// The page keeps time by the server, not the phone: /lgw answers with a serverTime give the
// offset, taken at the middle of the request's round trip. The middle is only right to within
// half the round trip (a request that waited in the browser's queue, or an answer that waited for
// a busy main thread, skews it by seconds), so the sample with the shortest round trip is kept, as
// NTP does; a later sample replaces it if its round trip is at most as long, allowing for the
// phone's clock drifting a little since then.

let offsetMs = 0;
let best: { roundTripMs: number; receivedAt: number } | null = null;

/** Round trip allowed per second since the best sample (a phone's clock drifts ~0.1 ms/s at worst). */
const DRIFT_ALLOWANCE_PER_S = 0.2;

/** The server's clock offset from a request sent at `sentAt` and answered at `receivedAt`. */
export function offsetFrom(serverTime: string, sentAt: number, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - (sentAt + receivedAt) / 2 : 0;
}

/** Takes a serverTime sample; keeps it when its round trip is the shortest seen (see above). */
export function noteServerTime(serverTime: string, sentAt: number, receivedAt: number): void {
  if (!Number.isFinite(Date.parse(serverTime))) return;
  const roundTripMs = Math.max(0, receivedAt - sentAt);
  const allowed =
    best === null
      ? Infinity
      : best.roundTripMs + ((receivedAt - best.receivedAt) / 1000) * DRIFT_ALLOWANCE_PER_S;
  if (roundTripMs > allowed) return;
  offsetMs = offsetFrom(serverTime, sentAt, receivedAt);
  best = { roundTripMs, receivedAt };
}

/** Sets the offset outright and forgets the samples (tests, and a page that starts over). */
export function setServerOffset(ms: number): void {
  offsetMs = ms;
  best = null;
}

/** Server time now, in ms since the epoch. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

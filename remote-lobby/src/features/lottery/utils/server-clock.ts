// The page keeps time by the server, not the phone: every /lgw answer with a serverTime sets the
// offset, taken at the middle of the request's round trip.

let offsetMs = 0;

/** The server's clock offset from a request sent at `sentAt` and answered at `receivedAt`. */
export function offsetFrom(serverTime: string, sentAt: number, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - (sentAt + receivedAt) / 2 : 0;
}

export function setServerOffset(ms: number): void {
  offsetMs = ms;
}

/** Server time now, in ms since the epoch. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

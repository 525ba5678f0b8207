import { paths, withQuery } from './paths';

/**
 * Where a visitor returns after login or registration (issue 36 item 5). A "needs login" redirect
 * carries `next` (the same-origin /m/... place the visitor was) and, for a game tap, `launch` (the
 * game's node id, launched once the visitor is signed in). `next` arrives from the address bar, so
 * it is untrusted: anything that is not a plain path under /m/ is refused and the visitor goes home.
 */
export const NEXT_PARAM = 'next';
export const LAUNCH_PARAM = 'launch';

/** The auth screens themselves are never a destination: returning there would loop. */
const NOT_A_DESTINATION = new Set<string>([
  paths.login,
  paths.register,
  paths.registerHtml,
  paths.trail,
]);

// Printable ASCII only: control characters, whitespace tricks and non-ASCII look-alikes are refused.
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;
// Checked on the raw text and once more after URL resolution of dot segments ("/m/../admin").
const SAFE_PREFIX = '/m/';

/** `next` as a safe same-origin path, or null when it is missing or refused. */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2048 || !PRINTABLE_ASCII.test(raw)) return null;
  // Backslashes are read as slashes by browsers ("/\host"); in the path, encoded ones hide the same.
  const rawPath = raw.split(/[?#]/, 1)[0]!;
  if (raw.includes('\\') || /%5c|%2f|%2e|%00/i.test(rawPath)) return null;
  if (!raw.startsWith(SAFE_PREFIX) || raw.startsWith('//')) return null;
  let resolved: URL;
  try {
    resolved = new URL(raw, 'https://lobby.invalid');
  } catch {
    return null;
  }
  if (resolved.origin !== 'https://lobby.invalid') return null;
  if (!resolved.pathname.startsWith(SAFE_PREFIX)) return null;
  if (NOT_A_DESTINATION.has(resolved.pathname.replace(/\/+$/, ''))) return null;
  // A stale launch inside `next` is dropped: the launch travels in its own parameter.
  resolved.searchParams.delete(LAUNCH_PARAM);
  return resolved.pathname + resolved.search + resolved.hash;
}

/** A game's node id as carried in `launch`: a positive integer, else null. */
export function safeLaunchId(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

export interface ReturnPlace {
  next?: string;
  launch?: number;
}

/** The login path that brings the visitor back: `/m/login?next=...&launch=...`. */
export function loginPathFor(place: ReturnPlace, authPath: string = paths.login): string {
  const next = safeNextPath(place.next);
  return withQuery(authPath, {
    [NEXT_PARAM]: next ?? undefined,
    [LAUNCH_PARAM]: next && place.launch ? place.launch : undefined,
  });
}

/** Where to go once signed in, read from the auth screen's query: `next` (+ launch), else home. */
export function returnTarget(search: string): string {
  const query = new URLSearchParams(search);
  const next = safeNextPath(query.get(NEXT_PARAM));
  if (!next) return paths.home;
  const launch = safeLaunchId(query.get(LAUNCH_PARAM));
  if (!launch) return next;
  const url = new URL(next, 'https://lobby.invalid');
  url.searchParams.set(LAUNCH_PARAM, String(launch));
  return url.pathname + url.search + url.hash;
}

/** The same `next`/`launch` passed on from one auth screen to another (login ⇄ register). */
export function carryReturn(search: string, authPath: string): string {
  const query = new URLSearchParams(search);
  const launch = safeLaunchId(query.get(LAUNCH_PARAM));
  return loginPathFor(
    { next: query.get(NEXT_PARAM) ?? undefined, launch: launch ?? undefined },
    authPath,
  );
}

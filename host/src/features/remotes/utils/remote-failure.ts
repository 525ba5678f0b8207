import type { RemoteFailureKind } from '@lobby/shared';

// The federation runtime wraps an error thrown in a plugin hook into its own (RUNTIME-003 and
// the like) with the original's text inside, so a failure's kind travels as a marker in the text.
const MISSING_MARK = '[lobby:remote-missing]';
const OUTDATED_MARK = '[lobby:remote-outdated]';

/** A remote's manifest answered 404: the release the brand points at is not there. */
export class RemoteMissingError extends Error {
  constructor(url: string) {
    super(`${MISSING_MARK} ${url} answered 404`);
    this.name = 'RemoteMissingError';
  }
}

/** A remote cannot run with what this host serves (shared versions, @lobby/shared's names). */
export class RemoteOutdatedError extends Error {
  constructor(readonly problems: string[]) {
    super(`${OUTDATED_MARK} ${problems.join('; ')}`);
    this.name = 'RemoteOutdatedError';
  }
}

/** The load failed for good, with its kind: what RemoteView shows. */
export class RemoteLoadError extends Error {
  constructor(
    readonly kind: RemoteFailureKind,
    override readonly cause: unknown,
  ) {
    super(`remote failed (${kind}): ${String(cause)}`);
    this.name = 'RemoteLoadError';
  }
}

function textOf(error: unknown): string {
  if (error instanceof Error) return `${error.message} ${textOf(error.cause)}`;
  return error == null ? '' : String(error);
}

/** What browsers say when a fetch fails on the network (Chromium, Firefox, Safari). */
const FETCH_FAILED = /failed to fetch|networkerror|load failed|network request failed/i;

/**
 * The kind of a failed load. Missing and outdated are told by their markers; a remote whose code
 * broke while starting (calling what this host does not have: a TypeError or ReferenceError, or
 * a module that exports no component) is outdated; anything else (manifest, script or chunk not
 * fetched, a timeout) is the network.
 */
export function classifyRemoteFailure(error: unknown): RemoteFailureKind {
  if (error instanceof RemoteLoadError) return error.kind;
  const text = textOf(error);
  if (text.includes(MISSING_MARK)) return 'missing';
  if (text.includes(OUTDATED_MARK) || text.includes(NO_COMPONENT)) return 'outdated';
  if ((error instanceof TypeError || error instanceof ReferenceError) && !FETCH_FAILED.test(text))
    return 'outdated';
  return 'network';
}

/** The text of the error a remote module without a component gives (remote-registry.ts). */
export const NO_COMPONENT = 'did not export a component';

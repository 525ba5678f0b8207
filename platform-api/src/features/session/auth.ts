import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors.js';
import { bearerToken } from '../../security/tokens.js';
import { authenticate, type SessionContext, type SessionMember } from './service.js';

/** The logged-in member of a request; NOT_LOGGED_IN otherwise. */
export function requireMember(
  ctx: SessionContext,
  request: FastifyRequest,
): Promise<SessionMember> {
  return authenticate(ctx, bearerToken(request.headers.authorization));
}

/** The member when a valid token is sent, else null: for calls where login is optional. */
export async function optionalMember(
  ctx: SessionContext,
  request: FastifyRequest,
): Promise<SessionMember | null> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return null;
  try {
    return await authenticate(ctx, token);
  } catch (error) {
    // An expired or unknown token makes a visitor; a database failure is still a failure.
    if (error instanceof ApiError && error.code === 'NOT_LOGGED_IN') return null;
    throw error;
  }
}

/** The one trial check: a trial (test-play) account is flagged at creation and has type 4. */
export function isTrial(member: { isTrial: boolean; type: number }): boolean {
  return member.isTrial || member.type === 4;
}

/** TRIAL_REJECTED for a trial account: calls that only a real account may make. */
export function refuseTrial(member: { isTrial: boolean; type: number }): void {
  if (isTrial(member)) throw new ApiError('TRIAL_REJECTED');
}

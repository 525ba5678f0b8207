import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { ENCRYPTION_HEADER } from './payload-crypto.js';

/** The plain body of a login/register/password call (see PayloadCrypto.readBody). */
export async function readSecureBody(ctx: AppContext, request: FastifyRequest): Promise<unknown> {
  return ctx.accounts.crypto.readBody(
    request.body,
    request.headers[ENCRYPTION_HEADER],
    await ctx.accounts.encryptionRequired(),
  );
}

/**
 * A route's preValidation hook that replaces an encrypted body with its plain text, so the
 * route's body schema (the contract) checks what the client meant to send.
 */
export function decryptBody(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    request.body = await readSecureBody(ctx, request);
  };
}

import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { merchants, members } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';
import { hashPassword } from '../../security/password.js';
import { type LoginClient, type LoginResult, startSession } from '../session/index.js';
import { ensureWallet, postMemberMovement } from '../wallet/index.js';
import { isUniqueViolation } from '../accounts/index.js';
import { takeTrialSlot } from './limiter.js';
import { refuseTrialOnExcludedDevice } from '../rg/index.js';
import { getBrand } from '../system/index.js';

/**
 * Free play: a type-4 member under the trial merchant with a random name and an unusable
 * password, its demo balance credited through the ledger, logged in for the merchant's
 * trial session length.
 */
export async function createTrialUser(ctx: AppContext, client: LoginClient): Promise<LoginResult> {
  // Free play waits on a browser where an excluded member's login was just refused.
  await refuseTrialOnExcludedDevice(ctx.db, client.clientId, ctx.clock.now());
  await takeTrialSlot(ctx, client.ip ?? 'unknown');
  const [merchant] = await ctx.db
    .select()
    .from(merchants)
    .where(eq(merchants.kind, 'TRIAL'))
    .limit(1);
  if (!merchant) throw new ApiError('NO_PERMISSION');
  const brand = await getBrand(ctx);
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const username = `${merchant.trialUsernamePrefix ?? 'guest'}${String(randomInt(1e8)).padStart(8, '0')}`;
    try {
      const member = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(members)
          .values({
            merchantCode: merchant.code,
            username,
            passwordHash,
            type: 4,
            isTrial: true,
            nickname: username,
            createdAt: ctx.clock.now(),
          })
          .returning();
        const wallet = await ensureWallet(tx, row!.id, brand.currencyCode);
        if (merchant.trialOpeningBalanceMinor > 0) {
          await postMemberMovement(tx, {
            walletId: wallet.id,
            kind: 'TRIAL_CREDIT',
            counter: 'trial-credit',
            at: ctx.clock.now(),
            amountMinor: merchant.trialOpeningBalanceMinor,
            reference: `trial:${row!.id}:opening`,
            memo: 'Free play demo balance',
          });
        }
        return row!;
      });
      return startSession(ctx, member, client, {
        absoluteMs: (merchant.trialSessionHours ?? 2) * 3_600_000,
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('could not find a free trial username');
}

import type { AppContext } from '../../context.js';
import { proveWithFirebase, usesFirebase, type FirebaseFields } from './firebase.js';
import { phoneRecipient, type SmsPurpose } from './service.js';
import { consumeSmsCode } from './service.js';

export interface PhoneProofInput extends FirebaseFields {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode?: string;
}

/**
 * Proves the caller holds the number: the platform's SMS code for `purpose`, or (only when the
 * brand configured it) a Firebase ID token for that number. `beforeUse` runs once the proof
 * holds and before an SMS code is used up: if it throws, the code stays live.
 */
export async function provePhone(
  ctx: AppContext,
  input: PhoneProofInput,
  purpose: SmsPurpose,
  beforeUse?: () => Promise<void>,
): Promise<void> {
  if (usesFirebase(input)) {
    await proveWithFirebase(ctx.db, ctx.clock.now(), input, beforeUse);
    return;
  }
  await consumeSmsCode(
    ctx,
    phoneRecipient(input.countryDialingCode, input.mobileNum),
    purpose,
    input.verificationCode ?? '',
    beforeUse,
  );
}

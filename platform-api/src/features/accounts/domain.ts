import type { Db } from '../../db/database.js';
import type { Clock } from '../../clock.js';
import { selectRows } from '../../db/database.js';
import { sql } from 'drizzle-orm';
import { CaptchaService } from '../captcha/service.js';
import { PayloadCrypto } from '../crypto/payload-crypto.js';
import { OutboxProvider, type MessageProvider } from '../outbox/provider.js';
import { VerificationService } from '../verification/service.js';
import { SmsLimiter } from '../verification/sms-limits.js';
import type { SmsLimits } from '../../config.js';
import { TrialLimiter } from '../trial/limiter.js';

/** The services of the account domain, created once per app. */
export interface AccountDomain {
  crypto: PayloadCrypto;
  captchas: CaptchaService;
  verification: VerificationService;
  messages: MessageProvider;
  trialLimiter: TrialLimiter;
  /** Whether the brand refuses unencrypted login/register payloads (read on every call). */
  encryptionRequired(): Promise<boolean>;
}

export function createAccountDomain(
  db: Db,
  clock: Clock,
  operatorKey: string | undefined,
  smsLimits: SmsLimits,
): AccountDomain {
  const messages = new OutboxProvider(db);
  return {
    crypto: new PayloadCrypto(db),
    captchas: new CaptchaService(db, clock, operatorKey),
    verification: new VerificationService(
      db,
      clock,
      messages,
      new SmsLimiter(db, clock, smsLimits),
    ),
    messages,
    trialLimiter: new TrialLimiter(db, clock),
    async encryptionRequired() {
      const [row] = await selectRows<{ required: boolean }>(
        db,
        sql`SELECT require_payload_encryption AS required FROM brands ORDER BY id LIMIT 1`,
      );
      return Boolean(row?.required);
    },
  };
}

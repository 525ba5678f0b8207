import type { Db } from '../../db/database.js';
import { selectRows } from '../../db/database.js';
import { sql } from 'drizzle-orm';
import { PayloadCrypto } from '../crypto/index.js';
import { type MessageProvider, OutboxProvider } from '../outbox/index.js';

/**
 * What the account domain keeps for the life of the process: the payload keys (loaded once)
 * and the message provider behind its interface. Everything else of the domain is functions
 * that take the context (captcha/service.ts, verification/service.ts, trial/limiter.ts).
 */
export interface AccountDomain {
  crypto: PayloadCrypto;
  messages: MessageProvider;
  /** Whether the brand refuses unencrypted login/register payloads (read on every call). */
  encryptionRequired(): Promise<boolean>;
}

export function createAccountDomain(db: Db): AccountDomain {
  return {
    crypto: new PayloadCrypto(db),
    messages: new OutboxProvider(db),
    async encryptionRequired() {
      const [row] = await selectRows<{ required: boolean }>(
        db,
        sql`SELECT require_payload_encryption AS required FROM brands ORDER BY id LIMIT 1`,
      );
      return Boolean(row?.required);
    },
  };
}

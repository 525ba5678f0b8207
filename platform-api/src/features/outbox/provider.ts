import type { Executor } from '../../db/database.js';
import { outboxMessages } from '../../db/schema/index.js';

export interface OutgoingMessage {
  channel: 'SMS' | 'EMAIL';
  to: string;
  subject?: string;
  body: string;
  purpose: string;
  /** For verification codes: the code's hash and expiry, checked by the verification service. */
  codeHash?: Buffer;
  expiresAt?: Date;
  createdAt: Date;
}

/** Where SMS and e-mail go. A real gateway implements this; the default writes the outbox. */
export interface MessageProvider {
  send(message: OutgoingMessage): Promise<void>;
}

/** The default provider: every message lands in outbox_messages (read with GET /ops/outbox). */
export class OutboxProvider implements MessageProvider {
  constructor(private readonly db: Executor) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.db.insert(outboxMessages).values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject ?? null,
      body: message.body,
      purpose: message.purpose,
      codeHash: message.codeHash ?? null,
      expiresAt: message.expiresAt ?? null,
      createdAt: message.createdAt,
    });
  }
}

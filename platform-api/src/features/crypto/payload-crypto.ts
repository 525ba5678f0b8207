import {
  createDecipheriv,
  createPrivateKey,
  generateKeyPair,
  privateDecrypt,
  constants,
  type KeyObject,
} from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { encryptedBody } from '../../contract/encrypted-body.js';
import type { Db } from '../../db/database.js';
import { payloadKeys } from '../../db/schema/index.js';
import { ApiError } from '../../http/errors.js';

/** Header value that marks a body as `{ key, iv, data }` (RSA-OAEP-256 wrapped AES-256-GCM). */
export const ENCRYPTION_HEADER = 'x-payload-encryption';
export const ENCRYPTION_SCHEME = 'RSA-OAEP-256+A256GCM';

interface KeyPair {
  keyId: string;
  publicKeySpki: string;
  privateKey: KeyObject;
}

/**
 * The platform's payload key pair. Generated on first use and kept in the database (table
 * payload_keys, one row) so that every API instance uses the same pair: a browser may fetch the
 * public key from one instance and send the encrypted login to another. Read once per process.
 */
export class PayloadCrypto {
  private pair: Promise<KeyPair> | undefined;

  constructor(private readonly db: Db) {}

  publicKey(): Promise<{ keyId: string; algorithm: string; publicKey: string }> {
    return this.keyPair().then(({ keyId, publicKeySpki }) => ({
      keyId,
      algorithm: ENCRYPTION_SCHEME,
      publicKey: publicKeySpki,
    }));
  }

  /**
   * The plain body of a login/register call: decrypted when the header marks it encrypted,
   * refused when unencrypted and the brand requires encryption, otherwise as sent.
   */
  async readBody(
    body: unknown,
    header: string | string[] | undefined,
    required: boolean,
  ): Promise<unknown> {
    if (header === undefined) {
      if (required) throw new ApiError('ENCRYPTION_REQUIRED');
      return body;
    }
    if (header !== ENCRYPTION_SCHEME) {
      throw new ApiError('INVALID_INPUT', null, [
        { path: ENCRYPTION_HEADER, messageKey: 'invalid_input' },
      ]);
    }
    const parsed = encryptedBody.safeParse(body ?? {});
    if (!parsed.success) throw undecryptable();
    const { privateKey } = await this.keyPair();
    try {
      const aesKey = privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(parsed.data.key, 'base64'),
      );
      const iv = Buffer.from(parsed.data.iv, 'base64');
      const sealed = Buffer.from(parsed.data.data, 'base64');
      if (aesKey.length !== 32 || iv.length !== 12 || sealed.length < 17) throw undecryptable();
      const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
      decipher.setAuthTag(sealed.subarray(sealed.length - 16));
      const plain = Buffer.concat([
        decipher.update(sealed.subarray(0, sealed.length - 16)),
        decipher.final(),
      ]);
      return JSON.parse(plain.toString('utf8')) as unknown;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw undecryptable();
    }
  }

  private keyPair(): Promise<KeyPair> {
    this.pair ??= this.loadOrCreate().catch((error: unknown) => {
      this.pair = undefined;
      throw error;
    });
    return this.pair;
  }

  private async loadOrCreate(): Promise<KeyPair> {
    const stored = await this.stored();
    if (stored) return stored;
    const { publicKey, privateKey } = await generateKeyPairAsync('rsa', { modulusLength: 2048 });
    // Two instances starting together may both generate one: the first insert wins, and both
    // then use the stored pair.
    await this.db
      .insert(payloadKeys)
      .values({
        id: 1,
        publicSpki: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
        privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      })
      .onConflictDoNothing();
    const pair = await this.stored();
    if (!pair) throw new Error('payload key pair was not stored');
    return pair;
  }

  private async stored(): Promise<KeyPair | undefined> {
    const [row] = await this.db.select().from(payloadKeys).where(eq(payloadKeys.id, 1));
    if (!row) return undefined;
    const spki = Buffer.from(row.publicSpki, 'base64');
    return {
      keyId: spki.subarray(-16).toString('hex'),
      publicKeySpki: row.publicSpki,
      privateKey: createPrivateKey(row.privatePem),
    };
  }
}

const generateKeyPairAsync = promisify(generateKeyPair);

function undecryptable(): ApiError {
  return new ApiError('INVALID_INPUT', null, [{ path: 'data', messageKey: 'invalid_input' }]);
}

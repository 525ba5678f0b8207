import {
  createDecipheriv,
  generateKeyPair,
  privateDecrypt,
  constants,
  type KeyObject,
} from 'node:crypto';
import { z } from 'zod';
import { ApiError } from '../../http/errors.js';

/** Header value that marks a body as `{ key, iv, data }` (RSA-OAEP-256 wrapped AES-256-GCM). */
export const ENCRYPTION_HEADER = 'x-payload-encryption';
export const ENCRYPTION_SCHEME = 'RSA-OAEP-256+A256GCM';

const envelope = z.strictObject({
  key: z.string().min(1).max(1024),
  iv: z.string().min(1).max(64),
  data: z.string().min(1).max(16_384),
});

interface KeyPair {
  keyId: string;
  publicKeySpki: string;
  privateKey: KeyObject;
}

/**
 * The platform's payload key pair. Generated lazily per process and kept in memory only: the
 * browser fetches the public key before each login or register, so a restart simply rotates it.
 */
export class PayloadCrypto {
  private pair: Promise<KeyPair> | undefined;

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
    const parsed = envelope.safeParse(body ?? {});
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
    this.pair ??= new Promise<KeyPair>((resolve, reject) => {
      generateKeyPair('rsa', { modulusLength: 2048 }, (err, publicKey, privateKey) => {
        if (err) return reject(err);
        const spki = publicKey.export({ type: 'spki', format: 'der' });
        resolve({
          keyId: spki.subarray(-16).toString('hex'),
          publicKeySpki: spki.toString('base64'),
          privateKey,
        });
      });
    });
    return this.pair;
  }
}

function undecryptable(): ApiError {
  return new ApiError('INVALID_INPUT', null, [{ path: 'data', messageKey: 'invalid_input' }]);
}

import { z } from 'zod';

/**
 * A login, register or password body encrypted with the brand's public key
 * (GET /wps/system/publicKey): an AES-256-GCM key wrapped with RSA-OAEP (SHA-256), the IV and
 * the sealed JSON, each base64. Sent with the header `X-Payload-Encryption: RSA-OAEP-256+A256GCM`.
 */
export const encryptedBody = z.strictObject({
  key: z.string().min(1).max(1024),
  iv: z.string().min(1).max(64),
  data: z.string().min(1).max(16_384),
});

export type EncryptedBody = z.output<typeof encryptedBody>;

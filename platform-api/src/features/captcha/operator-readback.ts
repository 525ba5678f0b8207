import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The operator's test read of captcha answers (OPERATOR_KEY set only). The answer is stored
 * sealed with AES-256-GCM under a key derived from OPERATOR_KEY, bound to the captcha id: every
 * API instance holding the key can read it back, the database alone does not reveal it.
 */
function keyOf(operatorKey: string): Buffer {
  return createHash('sha256').update(`lobby-captcha-readback:${operatorKey}`).digest();
}

export function sealAnswer(operatorKey: string, id: string, answer: string): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(operatorKey), iv);
  cipher.setAAD(Buffer.from(id));
  const sealed = Buffer.concat([cipher.update(answer, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]);
}

/** The answer, or undefined when the value was not sealed with this key for this id. */
export function openAnswer(operatorKey: string, id: string, value: Buffer): string | undefined {
  if (value.length < 12 + 16 + 1) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(operatorKey), value.subarray(0, 12));
    decipher.setAAD(Buffer.from(id));
    decipher.setAuthTag(value.subarray(value.length - 16));
    return Buffer.concat([
      decipher.update(value.subarray(12, value.length - 16)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return undefined;
  }
}

import type { EncryptedBody } from '@lobby/platform-api/contract';

/** Header and scheme the platform expects on encrypted login/register bodies. */
export const ENCRYPTION_HEADER = 'X-Payload-Encryption';
export const ENCRYPTION_SCHEME = 'RSA-OAEP-256+A256GCM';

export type { EncryptedBody };

const toBase64 = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/**
 * Encrypts a JSON payload for the platform: a fresh AES-256-GCM key encrypts the data and is
 * wrapped with the platform's RSA-OAEP (SHA-256) public key (WebCrypto).
 */
export async function encryptPayload(
  publicKeySpki: string,
  payload: unknown,
): Promise<EncryptedBody> {
  const subtle = globalThis.crypto.subtle;
  const rsaKey = await subtle.importKey(
    'spki',
    fromBase64(publicKeySpki),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt(
    { name: 'AES-GCM', iv },
    aesKey,
    new TextEncoder().encode(JSON.stringify(payload)),
  );
  const rawKey = await subtle.exportKey('raw', aesKey);
  const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawKey);
  return { key: toBase64(wrapped), iv: toBase64(iv), data: toBase64(data) };
}

/** True where WebCrypto is available (secure contexts); elsewhere the body goes plain. */
export function canEncrypt(): boolean {
  return Boolean(globalThis.crypto?.subtle);
}

import type { APPLICATION_LIMITS as Limits } from '@lobby/platform-api/contract';

/** Spec section 9: promo comment 140, images png/jpg, 5 MB each, at most 3 (as the server). */
export const LIMITS: typeof Limits = {
  commentMax: 140,
  imagesMax: 3,
  imageBytesMax: 5 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg'],
};

export type ImageProblem = 'type' | 'size' | 'count';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The first bytes of a file, as the server reads the type (a renamed text file is no PNG). */
async function isPngOrJpeg(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await readBytes(file.slice(0, 8)));
  const startsWith = (signature: number[]) => signature.every((byte, i) => head[i] === byte);
  return startsWith(PNG) || startsWith(JPEG);
}

function readBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * Which of the picked files may join the ones already chosen: the first problem found stops
 * the pick (count, then each file's type and size), so the member reads one clear reason.
 */
export async function checkPicked(
  picked: readonly File[],
  alreadyChosen: number,
): Promise<{ accepted: File[]; problem: ImageProblem | null }> {
  if (alreadyChosen + picked.length > LIMITS.imagesMax) return { accepted: [], problem: 'count' };
  for (const file of picked) {
    if (!(await isPngOrJpeg(file))) return { accepted: [], problem: 'type' };
    if (file.size > LIMITS.imageBytesMax) return { accepted: [], problem: 'size' };
  }
  return { accepted: [...picked], problem: null };
}

/** A file's bytes as base64 (without the data-URL prefix), as the apply call takes them. */
export function toBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

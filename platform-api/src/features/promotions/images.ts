import type { FastifyReply } from 'fastify';
import { APPLICATION_LIMITS } from '../../contract/rewards.js';
import { ApiError } from '../../http/errors.js';

export interface CheckedImage {
  mime: 'image/png' | 'image/jpeg';
  data: Buffer;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type by its first bytes (never by its name): PNG or JPEG, else null. */
export function sniffImageType(data: Buffer): CheckedImage['mime'] | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    return 'image/jpeg';
  }
  return null;
}

/**
 * Decodes and checks an application's images (spec section 9: PNG or JPG, at most 5 MB each;
 * the count is the contract's). The first bad one is named in `details` (`images.<index>`).
 */
export function checkImages(images: ReadonlyArray<{ name: string; data: string }>): CheckedImage[] {
  return images.map((image, index) => {
    const data = Buffer.from(image.data, 'base64');
    const path = `images.${index}`;
    if (data.length > APPLICATION_LIMITS.imageBytesMax) {
      throw new ApiError('IMAGE_TOO_LARGE', { index }, [{ path, messageKey: 'image_too_large' }]);
    }
    const mime = sniffImageType(data);
    if (!mime) throw new ApiError('IMAGE_TYPE', { index }, [{ path, messageKey: 'image_type' }]);
    return { mime, data };
  });
}

/**
 * Sends an application image's bytes, as both the operator's and the member's image calls do:
 * the type read from the bytes when stored, no sniffing by the browser, never cached.
 */
export function sendImage(reply: FastifyReply, image: { mime: string; data: Buffer }) {
  return (
    reply
      .header('content-type', image.mime)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      // Bytes go out as they are (Fastify serialises only objects).
      .send(image.data as unknown as string)
  );
}

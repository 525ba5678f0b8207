import sharp from 'sharp';
import { ICON_LIMITS } from '../../contract/member.js';
import { ApiError } from '../../http/errors.js';
import { sniffImageType } from '../promotions/index.js';

// Each upload is decoded once; libvips' operation cache would only hold on to its memory.
sharp.cache(false);

/**
 * A 24-megapixel photo is the largest a phone takes; anything larger is refused before it is
 * decoded (a small file can claim a huge canvas: a decompression bomb).
 */
const INPUT_PIXELS_MAX = 40_000_000;

const FORMAT_OF_TYPE = { 'image/png': 'png', 'image/jpeg': 'jpeg' } as const;

/**
 * The member's upload, checked and redrawn: at most 5 MB, PNG or JPEG by its bytes (never by a
 * name or header) and decodable as that type, turned upright (EXIF orientation), cropped to a
 * square around its centre and encoded as a fresh 256x256 PNG. Nothing of the upload's bytes
 * survives: metadata (location, camera) is dropped and a polyglot's other half is not kept.
 */
export async function encodeIcon(upload: Buffer): Promise<Buffer> {
  if (upload.length > ICON_LIMITS.bytesMax) {
    throw tooLarge();
  }
  const type = sniffImageType(upload);
  if (!type) throw imageType();
  const options = { limitInputPixels: INPUT_PIXELS_MAX, failOn: 'error' } as const;
  try {
    const { format } = await sharp(upload, options).metadata();
    // Its first bytes said one type; the decoder must agree, or it is something dressed up.
    if (format !== FORMAT_OF_TYPE[type]) throw imageType();
    return await sharp(upload, options)
      .rotate()
      .resize(ICON_LIMITS.pixels, ICON_LIMITS.pixels, { fit: 'cover', position: 'centre' })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooLarge();
    // libvips could not decode it (truncated, corrupt, or over the pixel limit).
    throw imageType();
  }
}

function tooLarge() {
  return new ApiError('IMAGE_TOO_LARGE', null, [{ path: 'body', messageKey: 'image_too_large' }]);
}

function imageType() {
  return new ApiError('IMAGE_TYPE', null, [{ path: 'body', messageKey: 'image_type' }]);
}

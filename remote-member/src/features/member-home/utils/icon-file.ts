/**
 * What the platform takes as a picture (platform-api's ICON_LIMITS, spec section 5 uploads):
 * PNG or JPG, at most 5 MB. Checked here so that a wrong file is refused before it is sent; the
 * server checks the bytes again.
 */
export const ICON_FILE = {
  types: ['image/png', 'image/jpeg'],
  bytesMax: 5 * 1024 * 1024,
} as const;

/** The error key (common:errors.*) a chosen file is refused with, or null when it may go. */
export function iconFileProblem(file: File): 'image_type' | 'image_too_large' | null {
  if (!(ICON_FILE.types as readonly string[]).includes(file.type)) return 'image_type';
  if (file.size > ICON_FILE.bytesMax) return 'image_too_large';
  return null;
}

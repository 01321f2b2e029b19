/** The picture types a profile picture may have, told from the file's first bytes, never its name. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SOI_MARKER = Buffer.from([0xff, 0xd8, 0xff]);
const WEBP_CHUNKS = ['VP8 ', 'VP8L', 'VP8X'];

function ascii(bytes: Buffer, start: number, length: number): string {
  return bytes.subarray(start, start + length).toString('latin1');
}

/**
 * PNG: the 8-byte signature then the IHDR chunk (length 13). JPEG: start-of-image (FF D8) then a
 * marker (FF xx, xx from C0: APPn, DQT, SOF, …); its end is not checked, because cameras append data
 * after it. WebP: a RIFF container of form type WEBP whose first chunk is VP8, VP8L or VP8X and whose
 * declared size fits in the file (a truncated upload is refused). Anything else (an HTML page or SVG
 * named .png, a text file) is null.
 */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 33 && bytes.subarray(0, 8).equals(PNG_SIGNATURE) && ascii(bytes, 12, 4) === 'IHDR' && bytes.readUInt32BE(8) === 13) {
    return 'image/png';
  }
  if (bytes.length >= 4 && bytes.subarray(0, 3).equals(JPEG_SOI_MARKER) && (bytes[3] ?? 0) >= 0xc0 && bytes[3] !== 0xff) {
    return 'image/jpeg';
  }
  if (
    bytes.length >= 20 &&
    ascii(bytes, 0, 4) === 'RIFF' &&
    ascii(bytes, 8, 4) === 'WEBP' &&
    WEBP_CHUNKS.includes(ascii(bytes, 12, 4)) &&
    bytes.readUInt32LE(4) + 8 <= bytes.length
  ) {
    return 'image/webp';
  }
  return null;
}

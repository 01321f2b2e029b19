import type { ImageSize } from './image-size.ts';
import { jpegSize } from './jpeg-header.ts';
import { pngSize } from './png-header.ts';
import { webpSize } from './webp-header.ts';

/** The picture types a profile picture may have, told from the file's bytes, never its name. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/**
 * A sane picture's size. A 1 MB file can declare 100,000 × 100,000 pixels (a PNG of one colour
 * compresses that well), which a tablet would try to decode into tens of gigabytes; a phone's
 * photo (4032 × 3024, 12 MP) is well within.
 */
export const IMAGE_DIMENSIONS = {
  maxSidePx: 10_000,
  maxPixels: 40_000_000,
} as const;

export interface DecodedImage extends ImageSize {
  type: ImageType;
}

const DECODERS: readonly [ImageType, (bytes: Buffer) => ImageSize | null][] = [
  ['image/png', pngSize],
  ['image/jpeg', jpegSize],
  ['image/webp', webpSize],
];

/** Whether a picture's size is within IMAGE_DIMENSIONS (the decoders answer no size of 0). */
export function withinImageDimensions({ widthPx, heightPx }: ImageSize): boolean {
  return (
    widthPx <= IMAGE_DIMENSIONS.maxSidePx &&
    heightPx <= IMAGE_DIMENSIONS.maxSidePx &&
    widthPx * heightPx <= IMAGE_DIMENSIONS.maxPixels
  );
}

/**
 * Reads a PNG, JPEG or WebP's structure and header (png-header.ts, jpeg-header.ts, webp-header.ts
 * say how far each is checked) and answers its type and size; null for anything else (an HTML page
 * or SVG named .png, a picture's header followed by a page, a truncated file). The pixels themselves
 * are not decoded.
 */
export function decodeImage(bytes: Buffer): DecodedImage | null {
  for (const [type, sizeOf] of DECODERS) {
    const size = sizeOf(bytes);
    if (size !== null) return { type, ...size };
  }
  return null;
}

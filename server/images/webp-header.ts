import type { ImageSize } from './image-size.ts';

/** "RIFF", its size, "WEBP". */
const RIFF_HEADER_BYTES = 12;
const CHUNK_HEADER_BYTES = 8;
const VP8_START_CODE = Buffer.from([0x9d, 0x01, 0x2a]);
const VP8L_SIGNATURE = 0x2f;
const VP8X_DATA_BYTES = 10;
const FOURTEEN_BITS = 0x3fff;
/** VP8X flag: the image is an animation (ANMF frames instead of one image chunk). */
const ANIMATION_FLAG = 0x02;

/** A lossy key frame: frame tag, start code, 14-bit width and height. */
function vp8Size(data: Buffer): ImageSize | null {
  if (data.length < 10) return null;
  const keyFrame = ((data[0] ?? 1) & 0x01) === 0;
  if (!keyFrame || !data.subarray(3, 6).equals(VP8_START_CODE)) return null;
  const widthPx = data.readUInt16LE(6) & FOURTEEN_BITS;
  const heightPx = data.readUInt16LE(8) & FOURTEEN_BITS;
  return widthPx > 0 && heightPx > 0 ? { widthPx, heightPx } : null;
}

/** Lossless: signature, then 14 bits of width - 1, 14 of height - 1, alpha, and a 3-bit version 0. */
function vp8lSize(data: Buffer): ImageSize | null {
  if (data.length < 5 || data[0] !== VP8L_SIGNATURE) return null;
  const bits = data.readUInt32LE(1);
  if (bits >>> 29 !== 0) return null;
  return { widthPx: (bits & FOURTEEN_BITS) + 1, heightPx: ((bits >>> 14) & FOURTEEN_BITS) + 1 };
}

/** Extended: flags, then the canvas's width - 1 and height - 1 in 24 bits each. */
function vp8xSize(data: Buffer): ImageSize | null {
  if (data.length !== VP8X_DATA_BYTES) return null;
  return { widthPx: data.readUIntLE(4, 3) + 1, heightPx: data.readUIntLE(7, 3) + 1 };
}

/**
 * A WebP read chunk by chunk: a RIFF container of form WEBP whose size is the file's, chunks that
 * fill it exactly (each padded to an even length), and a first chunk VP8 (lossy key frame), VP8L
 * (lossless) or VP8X (extended, then followed by the image, or frames for an animation) whose
 * header gives the size. Null otherwise.
 */
export function webpSize(bytes: Buffer): ImageSize | null {
  if (bytes.length < RIFF_HEADER_BYTES + CHUNK_HEADER_BYTES) return null;
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') return null;
  if (bytes.readUInt32LE(4) + 8 !== bytes.length) return null;
  const chunks: { type: string; data: Buffer }[] = [];
  let offset = RIFF_HEADER_BYTES;
  while (offset < bytes.length) {
    if (offset + CHUNK_HEADER_BYTES > bytes.length) return null;
    const type = bytes.toString('latin1', offset, offset + 4);
    const length = bytes.readUInt32LE(offset + 4);
    const end = offset + CHUNK_HEADER_BYTES + length;
    if (end > bytes.length) return null;
    chunks.push({ type, data: bytes.subarray(offset + CHUNK_HEADER_BYTES, end) });
    offset = end + (length % 2);
  }
  if (offset !== bytes.length) return null;
  const [first, ...rest] = chunks;
  if (first?.type === 'VP8 ') return vp8Size(first.data);
  if (first?.type === 'VP8L') return vp8lSize(first.data);
  if (first?.type !== 'VP8X') return null;
  const canvas = vp8xSize(first.data);
  const animated = ((first.data[0] ?? 0) & ANIMATION_FLAG) !== 0;
  const image = rest.find((chunk) => chunk.type === 'VP8 ' || chunk.type === 'VP8L');
  if (animated) return rest.some((chunk) => chunk.type === 'ANMF') ? canvas : null;
  if (!image) return null;
  return (image.type === 'VP8 ' ? vp8Size(image.data) : vp8lSize(image.data)) && canvas;
}

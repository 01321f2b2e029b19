import { crc32 } from 'node:zlib';
import type { ImageSize } from './image-size.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Length, type and CRC around each chunk's data. */
const CHUNK_OVERHEAD_BYTES = 12;
const IHDR_DATA_BYTES = 13;
/** PNG: a chunk length is at most 2^31 - 1. */
const MAX_CHUNK_BYTES = 0x7fff_ffff;
/** Bit depths each colour type allows (the PNG specification, section 11.2.2). */
const BIT_DEPTHS: Readonly<Record<number, readonly number[]>> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
const PALETTE_COLOUR_TYPE = 3;
/** The critical chunks a viewer must understand; any other critical chunk makes the file unreadable. */
const KNOWN_CRITICAL = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);
const CHUNK_TYPE = /^[A-Za-z]{4}$/;

function ihdrSize(data: Buffer): ImageSize | null {
  const widthPx = data.readUInt32BE(0);
  const heightPx = data.readUInt32BE(4);
  const [bitDepth = -1, colourType = -1, compression, filter, interlace] = data.subarray(8);
  if (widthPx === 0 || heightPx === 0) return null;
  if (!BIT_DEPTHS[colourType]?.includes(bitDepth)) return null;
  if (compression !== 0 || filter !== 0 || (interlace !== 0 && interlace !== 1)) return null;
  return { widthPx, heightPx };
}

/**
 * A PNG read chunk by chunk: the signature, IHDR first (its fields valid), every chunk's CRC right,
 * a palette before the image data when the image needs one, image data, and IEND as the last bytes
 * of the file (nothing after it: a PNG header followed by a page is not a picture). Null otherwise.
 */
export function pngSize(bytes: Buffer): ImageSize | null {
  if (!bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return null;
  let offset = PNG_SIGNATURE.length;
  let size: ImageSize | null = null;
  let colourType = -1;
  let palette = false;
  let imageData = false;
  while (offset + CHUNK_OVERHEAD_BYTES <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const dataEnd = offset + 8 + length;
    if (length > MAX_CHUNK_BYTES || !CHUNK_TYPE.test(type) || dataEnd + 4 > bytes.length) return null;
    if (crc32(bytes.subarray(offset + 4, dataEnd)) !== bytes.readUInt32BE(dataEnd)) return null;
    const data = bytes.subarray(offset + 8, dataEnd);
    offset = dataEnd + 4;
    if (size === null) {
      if (type !== 'IHDR' || length !== IHDR_DATA_BYTES) return null;
      size = ihdrSize(data);
      if (size === null) return null;
      colourType = data[9] ?? -1;
      continue;
    }
    // Uppercase first letter: critical.
    if (type[0] === type[0]?.toUpperCase() && !KNOWN_CRITICAL.has(type)) return null;
    if (type === 'IHDR') return null;
    if (type === 'PLTE') palette = true;
    if (type === 'IDAT') {
      if (colourType === PALETTE_COLOUR_TYPE && !palette) return null;
      imageData = true;
    }
    if (type === 'IEND') return imageData && length === 0 && offset === bytes.length ? size : null;
  }
  return null;
}

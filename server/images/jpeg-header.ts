import type { ImageSize } from './image-size.ts';

const MARKER_PREFIX = 0xff;
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
/** Markers without a length: RST0-7 and TEM. */
const STANDALONE = new Set([0xd0, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0x01]);
/** Start-of-frame markers (baseline, extended, progressive, lossless; Huffman or arithmetic). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
/** Precision byte, height, width and component count before the components. */
const SOF_FIXED_BYTES = 6;
const SOF_COMPONENT_BYTES = 3;
const MAX_COMPONENTS = 4;
const EOI_BYTES = Buffer.from([MARKER_PREFIX, EOI]);

function frameSize(segment: Buffer): ImageSize | null {
  if (segment.length < SOF_FIXED_BYTES) return null;
  const precision = segment[0];
  const heightPx = segment.readUInt16BE(1);
  const widthPx = segment.readUInt16BE(3);
  const components = segment[5] ?? 0;
  // A height of 0 (given later in a DNL segment, which libjpeg does not read) or a width of 0: no picture.
  if (precision !== 8 && precision !== 12 && precision !== 16) return null;
  if (widthPx === 0 || heightPx === 0) return null;
  if (components < 1 || components > MAX_COMPONENTS || segment.length !== SOF_FIXED_BYTES + SOF_COMPONENT_BYTES * components) return null;
  return { widthPx, heightPx };
}

/**
 * A JPEG read marker by marker from its start (SOI) to its first scan (SOS): every segment's length
 * within the file, one frame header (SOF) with its size and components before the scan, and an end
 * (EOI) after it. Bytes after EOI are allowed, as cameras append data there. Null otherwise.
 */
export function jpegSize(bytes: Buffer): ImageSize | null {
  if (bytes[0] !== MARKER_PREFIX || bytes[1] !== SOI) return null;
  let offset = 2;
  let size: ImageSize | null = null;
  for (;;) {
    if (bytes[offset] !== MARKER_PREFIX) return null;
    // Fill bytes (0xFF) may stand before a marker.
    while (bytes[offset] === MARKER_PREFIX) offset++;
    const marker = bytes[offset];
    offset++;
    if (marker === undefined || marker === 0x00 || marker === SOI || marker === EOI) return null;
    if (STANDALONE.has(marker)) continue;
    if (offset + 2 > bytes.length) return null;
    const length = bytes.readUInt16BE(offset);
    const end = offset + length;
    if (length < 2 || end > bytes.length) return null;
    const segment = bytes.subarray(offset + 2, end);
    offset = end;
    if (SOF.has(marker)) {
      if (size !== null) return null;
      size = frameSize(segment);
      if (size === null) return null;
    }
    if (marker === SOS) return size !== null && bytes.indexOf(EOI_BYTES, offset) >= 0 ? size : null;
  }
}

// What a fake camera shows in e2e tests and benches: a YUV4MPEG2 video (.y4m) of a QR code, which
// Chromium plays in a loop as its camera when started with --use-file-for-fake-video-capture
// (launchBrowser's `fakeCamera`). Y4M because Chromium reads it as it is, frame by frame, with no
// codec: a frame is its luma plane then its two chroma planes, here grey (U = V = 128).
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import encodeQR from 'qr';

/** Studio-range luma (ITU-R BT.601), what a real camera's YUV calls white and black. */
export const LUMA_WHITE = 235;
export const LUMA_BLACK = 16;
const CHROMA_GREY = 128;
/** Quiet zone around the code, in modules: the 4 the QR standard asks for. */
const QUIET_MODULES = 4;
/** The code's share of the frame's shorter side: big, as a phone held up to a tablet's camera. */
const CODE_SHARE = 0.75;

export interface QrVideoOptions {
  width?: number;
  height?: number;
  fps?: number;
  /** Frames showing the code. */
  frames?: number;
  /** Blank (white) frames before the code, as if the phone came up to the camera a moment later. */
  leadInFrames?: number;
}

export interface VideoFormat {
  width: number;
  height: number;
  fps: number;
}

const DEFAULTS = { width: 640, height: 480, fps: 30, frames: 15, leadInFrames: 0 } as const;

/** The luma plane (width × height bytes) of a white frame with the code of `text` in its middle. */
export function qrLuma(text: string, width: number, height: number): Uint8Array {
  const modules = encodeQR(text, 'raw', { border: QUIET_MODULES });
  const size = modules.length;
  const scale = Math.floor((Math.min(width, height) * CODE_SHARE) / size);
  if (scale < 2) throw new Error(`a ${width}×${height} frame is too small for a ${size}-module code of ${JSON.stringify(text)}`);
  const left = Math.floor((width - size * scale) / 2);
  const top = Math.floor((height - size * scale) / 2);
  const luma = new Uint8Array(width * height).fill(LUMA_WHITE);
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++) {
        const start = (top + y * scale + dy) * width + left + x * scale;
        luma.fill(LUMA_BLACK, start, start + scale);
      }
    }),
  );
  return luma;
}

/** The bytes of a Y4M file: a 4:2:0 video, `leadInFrames` white frames then `frames` of the code. */
export function qrVideo(text: string, options: QrVideoOptions = {}): Buffer {
  const { width, height, fps, frames, leadInFrames } = { ...DEFAULTS, ...options };
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error('4:2:0 needs an even width and height');
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const frameMarker = Buffer.from('FRAME\n', 'ascii');
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, CHROMA_GREY);
  const blank = Buffer.alloc(width * height, LUMA_WHITE);
  const code = Buffer.from(qrLuma(text, width, height));
  const parts: Buffer[] = [header];
  for (let frame = 0; frame < leadInFrames + frames; frame++) parts.push(frameMarker, frame < leadInFrames ? blank : code, chroma);
  return Buffer.concat(parts);
}

/** Writes the video to `path` (through a rename, so a camera reading the old file keeps its copy). */
export function writeQrVideo(path: string, text: string, options: QrVideoOptions = {}): void {
  const partial = `${path}.partial`;
  writeFileSync(partial, qrVideo(text, options));
  renameSync(partial, path);
}

export interface Y4mVideo extends VideoFormat {
  /** Each frame's luma plane. */
  lumas: Uint8Array[];
}

/** Reads a Y4M file of 4:2:0 frames (what qrVideo writes): its format and each frame's luma. */
export function readY4m(bytes: Uint8Array): Y4mVideo {
  const endOfHeader = bytes.indexOf(0x0a);
  const header = new TextDecoder().decode(bytes.subarray(0, endOfHeader)).split(' ');
  if (header[0] !== 'YUV4MPEG2') throw new Error(`not a Y4M file: ${header[0]}`);
  const tag = (letter: string) => header.find((field) => field.startsWith(letter))?.slice(1);
  const width = Number(tag('W'));
  const height = Number(tag('H'));
  const [num, den] = (tag('F') ?? '30:1').split(':').map(Number) as [number, number];
  if (!tag('C')?.startsWith('420')) throw new Error(`only 4:2:0 is read, not C${tag('C')}`);
  const lumaBytes = width * height;
  const frameBytes = lumaBytes + 2 * (width / 2) * (height / 2);
  const lumas: Uint8Array[] = [];
  for (let at = endOfHeader + 1; at < bytes.length; ) {
    const endOfMarker = bytes.indexOf(0x0a, at);
    at = endOfMarker + 1;
    lumas.push(bytes.subarray(at, at + lumaBytes));
    at += frameBytes;
  }
  return { width, height, fps: num / den, lumas };
}

/** RGBA pixels of a grey image, what qr/decode.js's decodeQR reads. */
export function lumaToRgba(luma: Uint8Array): Uint8Array {
  const rgba = new Uint8Array(luma.length * 4);
  luma.forEach((value, pixel) => {
    rgba.set([value, value, value, 255], pixel * 4);
  });
  return rgba;
}

/**
 * A camera's file that can be given another code: Chromium reads the file each time a page starts
 * the camera (getUserMedia with no other capture open), so one browser scans one pass, then another.
 */
export interface FakeCameraFile {
  path: string;
  /** What the camera shows from the next time a page starts it. */
  show(text: string, options?: QrVideoOptions): void;
  remove(): void;
}

/** A fake camera's file in a temporary folder, showing `text` at first. */
export function fakeCameraFile(text: string, options: QrVideoOptions = {}): FakeCameraFile {
  const folder = mkdtempSync(join(tmpdir(), 'hom-camera-'));
  const path = join(folder, 'camera.y4m');
  writeQrVideo(path, text, options);
  return {
    path,
    show: (next, nextOptions = options) => writeQrVideo(path, next, nextOptions),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** The Y4M file at `path` (for tests of what was written). */
export const readY4mFile = (path: string): Y4mVideo => readY4m(readFileSync(path));

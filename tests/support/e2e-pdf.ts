// Reads a downloaded PDF the way a person would see it: its text layer (pdftotext) and its page as
// grey pixels (pdftoppm, Debian's poppler-utils, installed by the e2e global setup).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Millimetres per inch: PDF boxes are asked for in mm, pdftoppm renders at dots per inch. */
const MM_PER_INCH = 25.4 as const;

export function pdfText(pdfPath: string): string {
  return execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
}

export interface GreyPage {
  width: number;
  height: number;
  dpi: number;
  /** One byte a pixel, 0 black … 255 white, row by row. */
  pixels: Uint8Array;
}

/** The first page rendered in grey (a binary PGM, parsed here) at `dpi`. */
export function pdfPageGrey(pdfPath: string, dpi: number): GreyPage {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-page-'));
  try {
    execFileSync('pdftoppm', ['-gray', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', pdfPath, join(dir, 'page')]);
    const data = readFileSync(join(dir, 'page.pgm'));
    // "P5\n<width> <height>\n<max>\n" then the pixels.
    const header = data.subarray(0, 64).toString('latin1').match(/^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/);
    if (!header) throw new Error('pdftoppm did not write a binary PGM');
    const [, width, height] = header.map(Number);
    return { width: width!, height: height!, dpi, pixels: new Uint8Array(data.subarray(header[0].length)) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface MmBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The share of pixels in a box (mm on the page) darker than `below` (0-255). */
export function darkShare(page: GreyPage, box: MmBox, below: number): number {
  const px = (mm: number) => Math.round((mm / MM_PER_INCH) * page.dpi);
  const [left, top, right, bottom] = [px(box.x), px(box.y), px(box.x + box.width), px(box.y + box.height)];
  let dark = 0;
  let all = 0;
  for (let y = top; y < bottom; y += 1) {
    for (let x = left; x < right; x += 1) {
      all += 1;
      if (page.pixels[y * page.width + x]! < below) dark += 1;
    }
  }
  return all === 0 ? 0 : dark / all;
}

// Draws the app icons (a house-shaped building) as SVG and renders the PNGs in Chromium (the e2e
// tests' /usr/bin/chromium). The PNGs are committed under public/icons/ so a build needs no tool;
// run this again only to change the drawing. (The orange "event dot" it once had read as a
// notification badge on a home screen.) The residents' app (/r/) has the same mark on its own purple
// tile under public/icons/residents/, so a resident's home screen never mistakes it for the portal.
//   node --import tsx scripts/draw-icons.ts
import { chromium } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OUT_DIR = join(import.meta.dirname, '..', 'public', 'icons');

// The app's palette (src/styles/tokens.css): primary tile, primary-soft windows, and the favicon's
// light teal door.
export const ICON_COLOURS = {
  tile: '#1f6f78',
  white: '#ffffff',
  window: '#e5f1f2',
  door: '#7fd1d8',
} as const;

/** The residents' app's palette (src/residents/residents.css): its purple tile, lilac windows and door. */
export const RESIDENT_ICON_COLOURS = {
  tile: '#6a3fa0',
  white: '#ffffff',
  window: '#efe6f8',
  door: '#c9a6f0',
} as const;

type IconColours = typeof ICON_COLOURS | typeof RESIDENT_ICON_COLOURS;

/** The mark on a 512 × 512 canvas, centred on (256, 256); `scale` shrinks it for the maskable safe zone. */
function mark(scale: number, colours: IconColours): string {
  const { white, window, door } = colours;
  const windows = [0, 1, 2]
    .flatMap((column) => [0, 1].map((row) => [196 + column * 46, 232 + row * 50] as const))
    .map(([x, y]) => `<rect x="${x}" y="${y}" width="32" height="32" rx="5" fill="${window}"/>`)
    .join('');
  return `<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <path d="M124 222 L256 112 L388 222 Z" fill="${white}" stroke="${white}" stroke-width="14" stroke-linejoin="round"/>
    <rect x="164" y="206" width="184" height="194" rx="8" fill="${white}"/>
    ${windows}
    <rect x="232" y="334" width="48" height="66" rx="6" fill="${door}"/>
    <rect x="120" y="396" width="272" height="14" rx="7" fill="${white}"/>
  </g>`;
}

function svg(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">${body}</svg>`;
}


const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 512, height: 512 } });

/** Draws `source` at size × size on a transparent page and saves the PNG at `path`. */
async function renderPng(source: string, size: number, path: string): Promise<void> {
  await page.setViewportSize({ width: size, height: size });
  const sized = source.replace('width="512" height="512"', `width="${size}" height="${size}"`);
  await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
  await page.screenshot({ path, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}

/** One app's set: favicon, any, maskable and Apple icons, in `outDir`. */
async function drawSet(colours: IconColours, outDir: string): Promise<void> {
  // "any": a rounded tile with transparent corners. "maskable": full-bleed background and the mark
  // inside the central 80 % circle that every mask shape keeps.
  const anyIcon = svg(`<rect width="512" height="512" rx="104" fill="${colours.tile}"/>${mark(1, colours)}`);
  const maskableIcon = svg(`<rect width="512" height="512" fill="${colours.tile}"/>${mark(0.78, colours)}`);
  const appleIcon = svg(`<rect width="512" height="512" fill="${colours.tile}"/>${mark(0.9, colours)}`);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'favicon.svg'), anyIcon);
  await renderPng(anyIcon, 192, join(outDir, 'icon-192.png'));
  await renderPng(anyIcon, 512, join(outDir, 'icon-512.png'));
  await renderPng(maskableIcon, 512, join(outDir, 'icon-maskable-512.png'));
  await renderPng(maskableIcon, 192, join(outDir, 'icon-maskable-192.png'));
  await renderPng(appleIcon, 180, join(outDir, 'apple-touch-icon-180.png'));
}

await drawSet(ICON_COLOURS, OUT_DIR);
await drawSet(RESIDENT_ICON_COLOURS, join(OUT_DIR, 'residents'));
await browser.close();
console.log(`Icons written to ${OUT_DIR}`);

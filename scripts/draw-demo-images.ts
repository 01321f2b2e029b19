// Draws the demo events' pictures (public/demo-images/<name>.svg, named in server/demo/demo-content.ts):
// a coloured card with one white pictogram each, small enough to precache for offline use.
//   node --import tsx scripts/draw-demo-images.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OUT_DIR = join(import.meta.dirname, '..', 'public', 'demo-images');
const W = 'fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"';

const PICTURES = {
  yoga: ['#2f8f83', `<circle cx="200" cy="82" r="22" fill="#fff"/><path ${W} d="M200 110v80M200 130l-50-40M200 130l50-40M200 190l-40 40h80M120 250h160"/>`],
  spin: ['#c2553d', `<circle cx="130" cy="190" r="50" ${W}/><circle cx="270" cy="190" r="50" ${W}/><path ${W} d="M130 190l50-80h70l20 80M180 110l40 80h50M170 100h30M240 110v-20h30"/>`],
  pilates: ['#8a5fb3', `<circle cx="200" cy="160" r="80" ${W}/><path ${W} d="M130 125c40 20 100 20 140 0M130 195c40-20 100-20 140 0M90 262h220"/>`],
  boxing: ['#b23a48', `<path ${W} d="M150 210v-80c0-35 25-55 55-55h15c35 0 55 25 55 60v20c0 30-20 55-50 55h-75zM150 150h-20c-15 0-25 10-25 25s10 25 25 25h20M160 210v40h90v-40"/>`],
  social: ['#d08a2e', `<path ${W} d="M80 90h150v90h-90l-40 35v-35H80zM270 130h50v80h-20v30l-35-30h-85v-25"/>`],
  bbq: ['#5c4a3d', `<path ${W} d="M100 150h200c0 60-45 90-100 90s-100-30-100-90zM150 235l-25 45M250 235l25 45M200 240v40"/><path ${W} d="M160 120c-10-20 10-30 0-50M200 120c-10-20 10-30 0-50M240 120c-10-20 10-30 0-50"/>`],
  wine: ['#7b2d43', `<path ${W} d="M150 60h100c0 70-10 110-50 110s-50-40-50-110zM200 170v80M160 250h80M155 105h90"/>`],
  movie: ['#2d3e50', `<rect x="100" y="120" width="200" height="130" rx="8" ${W}/><path ${W} d="M100 120l190-50 10 35M140 110l25-35M200 95l25-35"/><path fill="#fff" d="M180 160v60l50-30z"/>`],
  'book-club': ['#3a6ea5', `<path ${W} d="M200 100c-30-20-70-25-110-20v150c40-5 80 0 110 20 30-20 70-25 110-20V80c-40-5-80 0-110 20zM200 100v150"/>`],
  holiday: ['#2e7d4f', `<rect x="110" y="130" width="180" height="120" rx="8" ${W}/><path ${W} d="M100 130h200v-30H100zM200 100v150M200 100c-20-40-70-40-60-10 5 15 40 12 60 10 20 2 55 5 60-10 10-30-40-30-60 10"/>`],
} as const;

mkdirSync(OUT_DIR, { recursive: true });
for (const [name, [colour, drawing]] of Object.entries(PICTURES)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="${colour}"/>${drawing}</svg>\n`;
  writeFileSync(join(OUT_DIR, `${name}.svg`), svg);
}
console.log(`${Object.keys(PICTURES).length} demo images written to ${OUT_DIR}`);

// jsPDF loads three packages on demand for features this app does not use: html2canvas and DOMPurify
// for doc.html(), canvg for SVG images (src/features/analytics/analytics-pdf.ts rasterises with
// html-to-image and adds a JPEG). Vite still emits a chunk for each (379 kB of script, a sixth of
// the app's), and the service worker precached them: every tablet downloaded them at install and
// the browser compiled them, for nothing. They are built into a folder of their own, which the
// precache leaves out; were jsPDF ever to ask for one, it would come from the network.
/** The folder under dist/ of the chunks the app never loads (the precache's globIgnores skips it). */
export const NOT_PRECACHED_DIR = 'assets/not-precached';

const JSPDF_UNUSED_OPTIONAL = /[\\/]node_modules[\\/](html2canvas|dompurify|canvg)[\\/]/;

/** A translation's file: src/i18n/catalogues/<language>/… */
const CATALOGUE_MODULE = /[\\/]src[\\/]i18n[\\/]catalogues[\\/]([a-z]{2})[\\/]/;

/**
 * Vite's default chunk names, except jsPDF's unused optional packages, which go to NOT_PRECACHED_DIR,
 * and a chunk of one language's translations only (the bundler may split sections two catalogues
 * share, the residents' and the portal's), named as that language's catalogue chunks are
 * (assets/i18n-<language>-…): left out of the precache and kept by the worker once fetched, with them.
 */
export function chunkFileName(chunk: { facadeModuleId: string | null; moduleIds?: readonly string[] }): string {
  const unused = chunk.facadeModuleId !== null && JSPDF_UNUSED_OPTIONAL.test(chunk.facadeModuleId);
  if (unused) return `${NOT_PRECACHED_DIR}/[name]-[hash].js`;
  const languages = new Set((chunk.moduleIds ?? []).map((id) => CATALOGUE_MODULE.exec(id)?.[1] ?? null));
  const [language] = [...languages];
  if (languages.size === 1 && language) return `assets/i18n-${language}-[name]-[hash].js`;
  return 'assets/[name]-[hash].js';
}

// jsPDF loads three packages on demand for features this app does not use: html2canvas and DOMPurify
// for doc.html(), canvg for SVG images (src/features/analytics/analytics-pdf.ts rasterises with
// html-to-image and adds a JPEG). Vite still emits a chunk for each (379 kB of script, a sixth of
// the app's), and the service worker precached them: every tablet downloaded them at install and
// the browser compiled them, for nothing. They are built into a folder of their own, which the
// precache leaves out; were jsPDF ever to ask for one, it would come from the network.
/** The folder under dist/ of the chunks the app never loads (the precache's globIgnores skips it). */
export const NOT_PRECACHED_DIR = 'assets/not-precached';

const JSPDF_UNUSED_OPTIONAL = /[\\/]node_modules[\\/](html2canvas|dompurify|canvg)[\\/]/;

/** Vite's default chunk names, except jsPDF's unused optional packages, which go to NOT_PRECACHED_DIR. */
export function chunkFileName(chunk: { facadeModuleId: string | null }): string {
  const unused = chunk.facadeModuleId !== null && JSPDF_UNUSED_OPTIONAL.test(chunk.facadeModuleId);
  return unused ? `${NOT_PRECACHED_DIR}/[name]-[hash].js` : 'assets/[name]-[hash].js';
}

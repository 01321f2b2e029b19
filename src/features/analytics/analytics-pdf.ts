// The PDF download (spec §1, §2): the dashboard area as one A4 portrait page named download.pdf.
// html-to-image and jspdf load only when the button is pressed (they are not in the page's bundle),
// and work offline on the view on screen (their chunks are precached).
import { chartsSettled } from './chart-turns.ts';

export const PDF_FILE_NAME = 'download.pdf' as const;
const A4_MM = { width: 210, height: 297 } as const;
const MARGIN_MM = 10;

export type PdfStep = 'loading' | 'rendering' | 'writing';

function imageSize(dataUrl: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('the rendered image could not be read'));
    image.src = dataUrl;
  });
}

/** Fits a width×height picture inside the A4 page's margins, keeping its proportions, centred. */
export function fitOnA4(width: number, height: number): { x: number; y: number; width: number; height: number } {
  const room = { width: A4_MM.width - 2 * MARGIN_MM, height: A4_MM.height - 2 * MARGIN_MM };
  const scale = Math.min(room.width / width, room.height / height);
  const fitted = { width: width * scale, height: height * scale };
  return { x: (A4_MM.width - fitted.width) / 2, y: MARGIN_MM, ...fitted };
}

export async function downloadAnalyticsPdf(element: HTMLElement, onStep: (step: PdfStep) => void): Promise<void> {
  onStep('loading');
  // Charts draw one at a time; the copy waits for the last of them.
  const [{ toPng }, { jsPDF }] = await Promise.all([import('html-to-image'), import('jspdf'), chartsSettled()]);
  onStep('rendering');
  const dataUrl = await toPng(element, { pixelRatio: 2, backgroundColor: '#ffffff', cacheBust: false });
  const size = await imageSize(dataUrl);
  onStep('writing');
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  const box = fitOnA4(size.width, size.height);
  pdf.addImage(dataUrl, 'PNG', box.x, box.y, box.width, box.height);
  pdf.save(PDF_FILE_NAME);
}

// The PDF download (spec §1, §2): the dashboard area as one A4 portrait page named download.pdf,
// under a heading in the PDF's own text (what it shows and when it was made, issue 33). The picture
// is a JPEG at a pixel ratio near the print's needs: a PNG at 2x weighed 14-16 MB a page.
// html-to-image and jspdf load only when the button is pressed (they are not in the page's bundle),
// and work offline on the view on screen (their chunks are precached).
import { chartsSettled } from './chart-turns.ts';
import type { PdfHeading } from './pdf-heading.ts';
import { fitOnA4, HEADING, MARGIN_MM, pictureTop } from './pdf-layout.ts';

export const PDF_FILE_NAME = 'download.pdf' as const;
/** 190 mm at ~200 dpi is ~1500 px; a 768-1024 px wide area needs about 1.5x to stay sharp. */
const PICTURE = { pixelRatio: 1.5, jpegQuality: 0.85 } as const;
/** Controls marked data-pdf-omit (a chart's "Show as table", "Download CSV") mean nothing on paper. */
function keptInPicture(node: Node): boolean {
  return !(node instanceof HTMLElement && node.dataset.pdfOmit !== undefined);
}
export type PdfStep = 'loading' | 'rendering' | 'writing';

function imageSize(dataUrl: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('the rendered image could not be read'));
    image.src = dataUrl;
  });
}

export async function downloadAnalyticsPdf(element: HTMLElement, heading: PdfHeading, onStep: (step: PdfStep) => void): Promise<void> {
  onStep('loading');
  // Charts draw one at a time; the copy waits for the last of them.
  const [{ toJpeg }, { jsPDF }] = await Promise.all([import('html-to-image'), import('jspdf'), chartsSettled()]);
  onStep('rendering');
  const dataUrl = await toJpeg(element, { pixelRatio: PICTURE.pixelRatio, quality: PICTURE.jpegQuality, backgroundColor: '#ffffff', cacheBust: false, filter: keptInPicture });
  const size = await imageSize(dataUrl);
  onStep('writing');
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  pdf.setFont('helvetica', 'bold');
  pdf.setFontSize(HEADING.titlePt);
  pdf.text(heading.title, MARGIN_MM, HEADING.titleBaselineMm);
  pdf.setFont('helvetica', 'normal');
  pdf.setFontSize(HEADING.linePt);
  heading.lines.forEach((line, index) => pdf.text(line, MARGIN_MM, HEADING.titleBaselineMm + (index + 1) * HEADING.lineStepMm));
  const box = fitOnA4(size.width, size.height, pictureTop(heading.lines.length));
  pdf.addImage(dataUrl, 'JPEG', box.x, box.y, box.width, box.height);
  pdf.save(PDF_FILE_NAME);
}

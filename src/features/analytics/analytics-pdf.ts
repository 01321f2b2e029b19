// The PDF download (docs/product-spec.md, Analytics): the dashboard area as one A4 portrait page named download.pdf,
// under a heading in the PDF's own text (what it shows and when it was made). The picture is taken
// of the area laid out for the page (PDF_LAYOUT_CLASS: its sections in two columns of a fixed width,
// near A4's proportions, without buttons, selects or links): a copy of the screen's one tall column
// filled a narrow strip of the page. It is a JPEG at a pixel ratio near the print's needs: a PNG at
// 2x weighed 14-16 MB a page.
// html-to-image and jspdf load only when the button is pressed (they are not in the page's bundle),
// and work offline on the view on screen (their chunks are precached).
import { chartsSettled } from './chart-turns.ts';
import type { PdfHeading } from './pdf-heading.ts';
import { fitOnA4, HEADING, MARGIN_MM, PDF_LAYOUT_CLASS, pictureTop } from './pdf-layout.ts';

const PDF_FILE_NAME = 'download.pdf' as const;
/** 190 mm at ~200 dpi is ~1500 px: the 1500 px wide layout at 1.25x stays sharp and under 1 MB. */
const PICTURE = { pixelRatio: 1.25, jpegQuality: 0.85 } as const;
/** Controls marked data-pdf-omit (a chart's "Show as table", "Download CSV") mean nothing on paper. */
function keptInPicture(node: Node): boolean {
  return !(node instanceof HTMLElement && node.dataset.pdfOmit !== undefined);
}
type PdfStep = 'loading' | 'rendering' | 'writing';

/** Two frames: the charts have followed their new boxes (a ResizeObserver report, a draw) and painted. */
function afterLayout(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

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
  element.classList.add(PDF_LAYOUT_CLASS);
  let dataUrl: string;
  try {
    await afterLayout();
    await chartsSettled();
    dataUrl = await toJpeg(element, { pixelRatio: PICTURE.pixelRatio, quality: PICTURE.jpegQuality, backgroundColor: '#ffffff', cacheBust: false, filter: keptInPicture });
  } finally {
    element.classList.remove(PDF_LAYOUT_CLASS);
  }
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

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

/**
 * Whether the PDF's own font writes the heading: its standard Helvetica has the Latin-1 letters
 * (English, Spanish) and no others. A heading in another script (Arabic, or a building named in
 * one) is drawn into the picture instead, by the browser, in its fonts and its direction.
 */
export function pdfFontWrites(heading: PdfHeading): boolean {
  return [heading.title, ...heading.lines].every((text) => /^[\u0020-\u007e\u00a0-\u00ff]*$/.test(text));
}

/** Sizes in px of the 1500 px wide layout that come out near the PDF heading's 16 pt and 10 pt. */
const PICTURE_HEADING = { titlePx: 44, linePx: 28, gapPx: 24 } as const;

/** The heading as page content, put first in the area while its picture is taken. */
function headingInPicture(heading: PdfHeading): HTMLElement {
  const node = document.createElement('header');
  node.dir = document.documentElement.dir || 'auto';
  node.style.margin = `0 0 ${PICTURE_HEADING.gapPx}px`;
  // Across both columns of the page's layout (PDF_LAYOUT_CLASS sets the sections in two).
  node.style.columnSpan = 'all';
  const title = document.createElement('h1');
  title.textContent = heading.title;
  title.style.cssText = `margin: 0 0 8px; font-size: ${PICTURE_HEADING.titlePx}px; font-weight: 700;`;
  node.append(title);
  for (const line of heading.lines) {
    const paragraph = document.createElement('p');
    paragraph.textContent = line;
    paragraph.style.cssText = `margin: 0 0 4px; font-size: ${PICTURE_HEADING.linePx}px;`;
    node.append(paragraph);
  }
  return node;
}

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
  const written = pdfFontWrites(heading);
  const drawnHeading = written ? null : headingInPicture(heading);
  element.classList.add(PDF_LAYOUT_CLASS);
  if (drawnHeading !== null) element.prepend(drawnHeading);
  let dataUrl: string;
  try {
    await afterLayout();
    await chartsSettled();
    dataUrl = await toJpeg(element, { pixelRatio: PICTURE.pixelRatio, quality: PICTURE.jpegQuality, backgroundColor: '#ffffff', cacheBust: false, filter: keptInPicture });
  } finally {
    drawnHeading?.remove();
    element.classList.remove(PDF_LAYOUT_CLASS);
  }
  const size = await imageSize(dataUrl);
  onStep('writing');
  const pdf = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  if (written) {
    pdf.setFont('helvetica', 'bold');
    pdf.setFontSize(HEADING.titlePt);
    pdf.text(heading.title, MARGIN_MM, HEADING.titleBaselineMm);
    pdf.setFont('helvetica', 'normal');
    pdf.setFontSize(HEADING.linePt);
    heading.lines.forEach((line, index) => pdf.text(line, MARGIN_MM, HEADING.titleBaselineMm + (index + 1) * HEADING.lineStepMm));
  }
  const box = fitOnA4(size.width, size.height, written ? pictureTop(heading.lines.length) : MARGIN_MM);
  pdf.addImage(dataUrl, 'JPEG', box.x, box.y, box.width, box.height);
  pdf.save(PDF_FILE_NAME);
}

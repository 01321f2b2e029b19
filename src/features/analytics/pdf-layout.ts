// Where the analytics PDF puts its heading and its picture on one A4 portrait page, in mm: plain
// numbers (no DOM), so the unit and e2e tests can place the gauges on the rendered page.
const A4_MM = { width: 210, height: 297 } as const;
/** On the analytics area while its picture is taken: the page's layout (analytics.css). */
export const PDF_LAYOUT_CLASS = 'is-pdf-layout' as const;
export const MARGIN_MM = 10;
/** The heading's type (pt) and the room it takes above the picture (mm). */
export const HEADING = { titlePt: 16, linePt: 10, titleBaselineMm: 16, lineStepMm: 6, pictureGapMm: 4 } as const;

/** Fits a width×height picture inside the A4 page's margins below `topMm`, keeping its proportions, centred. */
export function fitOnA4(width: number, height: number, topMm: number = MARGIN_MM): { x: number; y: number; width: number; height: number } {
  const room = { width: A4_MM.width - 2 * MARGIN_MM, height: A4_MM.height - MARGIN_MM - topMm };
  const scale = Math.min(room.width / width, room.height / height);
  const fitted = { width: width * scale, height: height * scale };
  return { x: (A4_MM.width - fitted.width) / 2, y: topMm, ...fitted };
}

/** Where the picture starts below a heading of `lineCount` lines under its title (mm). */
export function pictureTop(lineCount: number): number {
  return HEADING.titleBaselineMm + lineCount * HEADING.lineStepMm + HEADING.pictureGapMm;
}


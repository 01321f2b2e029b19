/** A picture's size as its header gives it. */
export interface ImageSize {
  widthPx: number;
  heightPx: number;
}

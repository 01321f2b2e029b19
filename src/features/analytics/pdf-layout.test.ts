import { describe, expect, it } from 'vitest';
import { fitOnA4, pictureTop } from './pdf-layout.ts';

describe('fitOnA4', () => {
  it('fits a tall page area inside the margins of one A4 portrait page, proportions kept', () => {
    const box = fitOnA4(1024, 2200);
    expect(box.height).toBeCloseTo(277);
    expect(box.width / box.height).toBeCloseTo(1024 / 2200);
    expect(box.y).toBe(10);
    expect(box.x).toBeCloseTo((210 - box.width) / 2);
  });

  it('fits a wide area to the page width', () => {
    const box = fitOnA4(2000, 500);
    expect(box.width).toBeCloseTo(190);
    expect(box.x).toBeCloseTo(10);
  });
});

describe('the picture under the heading', () => {
  it('starts below the heading and still fits the page', () => {
    const top = pictureTop(2);
    const box = fitOnA4(1024, 2200, top);
    expect(box.y).toBe(top);
    expect(box.y + box.height).toBeCloseTo(287);
  });
});

// The top bar's fit on a tablet: nothing in it cut, overlapping or
// past its edge, and every icon with a visible word that is part of its accessible name.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

interface Box {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface TopBarFit {
  /** The bar's parts (title or logo, copy-age pill, each action) as laid out. */
  boxes: Box[];
  /** Text elements whose text is wider than their box (cut or ellipsised). */
  cut: string[];
  barRight: number;
  /** Actions whose visible text holds no word of their accessible name (a bare icon). */
  wordless: string[];
}

/** Reads the top bar's layout in the page (browser-side code as a string: the app's tsconfig has no DOM types here). */
async function measureTopBar(page: Page): Promise<TopBarFit> {
  return (await page.evaluate(`(() => {
    const bar = document.querySelector('.top-bar');
    const visible = (element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const label = (element) =>
      (element.getAttribute('aria-label') || element.textContent || element.tagName).trim().slice(0, 40);
    const parts = [
      ...bar.querySelectorAll('.top-bar-title > *, .top-bar-status > *, .top-bar-actions > *'),
    ].filter(visible);
    const boxes = parts.map((element) => {
      const rect = element.getBoundingClientRect();
      return { name: label(element), left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
    });
    // The copy-age notice keeps to one line and may end in an ellipsis: a tap shows it whole (below).
    const texts = [...bar.querySelectorAll('h1, .top-bar-caption, .profile-button-name, .profile-button-caption, .top-bar-actions button, .top-bar-actions a')]
      .filter(visible);
    const cut = texts.filter((element) => element.scrollWidth > element.clientWidth + 0.5).map(label);
    // Each action's visible text must hold a word (3+ letters) of its accessible name.
    const wordless = [...bar.querySelectorAll('.top-bar-actions [aria-label]')].filter(visible).filter((action) => {
      const name = action.getAttribute('aria-label');
      const words = (action.innerText.match(/[A-Za-z]{3,}/g) || []);
      return !words.some((word) => name.includes(word));
    }).map(label);
    return { boxes, cut, barRight: bar.getBoundingClientRect().right, wordless };
  })()`)) as TopBarFit;
}

function overlapping(boxes: readonly Box[]): string[] {
  const pairs: string[] = [];
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b) => {
      const apart = a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
      if (!apart) pairs.push(`${a.name} × ${b.name}`);
    }),
  );
  return pairs;
}

/** The copy-age notice, one line high; a tap shows its whole text inside the screen, another hides it. */
async function expectNoticeWhole(page: Page, where: string): Promise<void> {
  const notice = page.locator('.top-bar [data-testid="stale-notice"]');
  if ((await notice.count()) === 0) return;
  const text = await notice.innerText();
  const lineHigh = await notice.evaluate((element) => {
    const view = globalThis as unknown as { getComputedStyle(node: unknown): { lineHeight: string } };
    const height = (element as unknown as { getBoundingClientRect(): { height: number } }).getBoundingClientRect().height;
    return height < 2 * parseFloat(view.getComputedStyle(element).lineHeight);
  });
  expect(lineHigh, `${where}: the notice on one line`).toBe(true);
  await notice.click();
  const whole = page.locator('.top-bar .stale-notice--whole');
  expect(await whole.innerText(), `${where}: the whole notice on a tap`).toBe(text);
  const box = (await whole.boundingBox())!;
  expect(box.x + box.width, `${where}: the whole notice inside the screen`).toBeLessThanOrEqual(page.viewportSize()!.width);
  await notice.click();
  expect(await whole.count()).toBe(0);
}

/** Asserts the top bar as it is now: no part over another or past the bar, no text cut, icons with words. */
export async function expectTopBarFits(page: Page, where: string): Promise<void> {
  await expectNoticeWhole(page, where);
  const fit = await measureTopBar(page);
  expect(overlapping(fit.boxes), `${where}: top-bar parts overlap`).toEqual([]);
  expect(fit.boxes.filter((box) => box.right > fit.barRight + 0.5).map((box) => box.name), `${where}: past the bar`).toEqual([]);
  expect(fit.cut, `${where}: cut text`).toEqual([]);
  expect(fit.wordless, `${where}: icons without a visible word`).toEqual([]);
}
